/**
 * Demo scans: a load-check scan for one in forty load-checked boxes (and each client's first of a day), as the depot
 * handhelds recorded them (result ok, the box's refs), so the scan report has a history.
 * Pure and deterministic: derived from the generated boxes alone.
 */
import type { BoxRecord } from './records';
import type { SeedRecord } from './types';
import type { SeedTable } from './seed-table';

export function buildScans(boxes: readonly BoxRecord[]): SeedRecord[] {
  const out: SeedRecord[] = [];
  const seen = new Set<string>();
  boxes.forEach((box, i) => {
    if (box.loadChecked !== true || !box.scannedAt) return;
    // every client has scans on each day it shipped, however few its boxes
    const firstOfClientDay = !seen.has(`${box.clientId}:${box.date}`);
    seen.add(`${box.clientId}:${box.date}`);
    if (i % 40 !== 0 && !firstOfClientDay) return;
    out.push({
      id: out.length + 1,
      clientId: box.clientId,
      code: box.barcode,
      kind: 'load-check',
      result: 'ok',
      message: `${box.barcode} checked.`,
      date: box.date,
      scannedAt: box.scannedAt,
      scannedBy: 'Demo Operator',
      source: 'wedge',
      boxId: box.id,
      deliveryId: box.deliveryId,
      runId: box.runId ?? null,
      depotId: null,
    });
  });
  return out;
}

export const scanSeeds: SeedTable = {
  scans: (w) => buildScans(w.boxes),
};
