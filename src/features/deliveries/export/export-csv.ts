/**
 * The deliveries CSV export (for a delivery-tracking system): the manifest columns, plus ids and
 * the names of client, routing group, zone and depot. Values a spreadsheet would run as a
 * formula are prefixed with an apostrophe (the generic CSV core's `cell`); quoting is papaparse's.
 */
import Papa from 'papaparse';
import { IMPORT_COLUMNS } from '../../../resources/delivery-csv';
import { cell } from '../../../ui/resource-pages';

export { cell, neutralise } from '../../../ui/resource-pages';

export const EXPORT_COLUMNS: readonly string[] = [
  'id',
  'clientId',
  'client',
  ...IMPORT_COLUMNS,
  'routingGroup',
  'zone',
  'depot',
  'dropId',
  'deliveredAt',
];

export interface ExportNames {
  clients: Map<number, string>;
  routingGroups: Map<number, string>;
  zones: Map<number, string>;
  depots: Map<number, string>;
}

const nameOf = (map: Map<number, string>, id: unknown) => (typeof id === 'number' ? (map.get(id) ?? '') : '');

export function exportRow(row: Record<string, unknown>, names: ExportNames): string[] {
  const derived: Record<string, unknown> = {
    client: nameOf(names.clients, row.clientId),
    routingGroup: nameOf(names.routingGroups, row.routingGroupId),
    zone: nameOf(names.zones, row.zoneId),
    depot: nameOf(names.depots, row.depotId),
  };
  return EXPORT_COLUMNS.map((c) => cell(c in derived ? derived[c] : row[c]));
}

export function toCsv(rows: readonly Record<string, unknown>[], names: ExportNames): string {
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data: rows.map((r) => exportRow(r, names)) }, { newline: '\r\n' });
}

export function exportFileName(filters: { date?: string; dateFrom?: string; dateTo?: string }, now: Date): string {
  const span =
    filters.date && filters.date !== 'all'
      ? filters.date
      : filters.dateFrom || filters.dateTo
        ? `${filters.dateFrom ?? ''}_${filters.dateTo ?? ''}`
        : 'all-dates';
  const stamp = now.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  return `deliveries-${span}-${stamp}.csv`;
}
