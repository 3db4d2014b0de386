/** An invoice's stored lines as its page and print show them: the zone by name, corrections named as such. */
export interface InvoiceLineRow {
  id: number;
  date: string;
  item: string;
  zone: string;
  serviceType: string;
  weightKg: number | null;
  baseCents: number;
  fuelCents: number;
  totalCents: number;
}

interface StoredLine {
  id: number;
  kind: string;
  date?: string | null;
  item: string;
  zoneId?: number | null;
  serviceType?: string | null;
  weightKg?: number | null;
  baseCents?: number | null;
  fuelCents?: number | null;
  totalCents: number;
  correctsId?: number | null;
}

export function invoiceLineRows(
  lines: readonly StoredLine[],
  zones: readonly { id: number; name: string }[],
): InvoiceLineRow[] {
  const zoneName = new Map(zones.map((z) => [z.id, z.name]));
  const itemOf = new Map(lines.map((l) => [l.id, l.item]));
  return lines.map((l) => ({
    id: l.id,
    date: l.date ?? '',
    item:
      l.kind === 'correction'
        ? `Correction of ${l.correctsId ? (itemOf.get(l.correctsId) ?? 'a line') : 'a line'}: ${l.item}`
        : l.item,
    zone: l.zoneId ? (zoneName.get(l.zoneId) ?? '') : '',
    serviceType: l.serviceType ?? '',
    weightKg: l.weightKg ?? null,
    baseCents: l.baseCents ?? l.totalCents,
    fuelCents: l.fuelCents ?? 0,
    totalCents: l.totalCents,
  }));
}
