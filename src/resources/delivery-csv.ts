/**
 * The delivery manifest CSV: its columns (the deliveries declaration's editable fields, header
 * names = field names), parsing with the file's own line numbers (header = line 1; quoted
 * newlines, CRLF, BOM and blank lines counted as in the file) and validation of each row against
 * the deliveries schema, all done by the generic CSV core (./csv). Pure TypeScript: the upload
 * page uses it for the preview and the
 * server's import endpoint runs the very same checks again before it writes anything.
 */
import Papa from 'papaparse';
import { deliveries } from './operations';
import type { FieldMeta } from './types';
import { checkCsv, checkCsvInSlices, csvColumns, validateCsvRow, type CsvCheck, type CsvSpec } from './csv';

export type { CsvCheck, LineError, ParsedRow } from './csv';

export { MAX_IMPORT_ROWS } from './csv';

const FIELDS = deliveries.fields as Record<string, FieldMeta>;

/** Columns a manifest may carry, in template order. */
export const IMPORT_COLUMNS: readonly string[] = csvColumns(deliveries);

/** Values used when an optional column is absent or blank. */
const DEFAULTS: Record<string, unknown> = {
  status: 'pending',
  serviceType: 'home',
  geoIssue: false,
  boxCount: 1,
  weightKg: 0,
  windowStart: '08:00',
  windowEnd: '18:00',
};

export const REQUIRED_COLUMNS: readonly string[] = IMPORT_COLUMNS.filter(
  (c) => FIELDS[c]?.required && DEFAULTS[c] === undefined,
);

export interface ColumnDoc {
  name: string;
  label: string;
  type: string;
  required: boolean;
  note: string;
}

export function columnDocs(): ColumnDoc[] {
  return IMPORT_COLUMNS.map((name) => {
    const meta = FIELDS[name] as FieldMeta;
    let note = '';
    if (meta.type === 'enum') note = `one of ${(meta.options ?? []).join(', ')}`;
    else if (meta.type === 'date') note = 'yyyy-MM-dd';
    else if (meta.type === 'ref') note = `${meta.ref} id`;
    else if (meta.type === 'boolean') note = 'true or false';
    else if (meta.type === 'number' || meta.type === 'integer')
      note = meta.type === 'integer' ? 'whole number' : 'number';
    if (DEFAULTS[name] !== undefined) note = `${note}${note ? '; ' : ''}default ${String(DEFAULTS[name])}`;
    return { name, label: meta.label, type: meta.type, required: REQUIRED_COLUMNS.includes(name), note };
  });
}

export function templateCsv(): string {
  const example: Record<string, string> = {
    reference: 'ACME-0001',
    orderNumber: 'PO-1001',
    date: '2026-11-23',
    status: 'pending',
    serviceType: 'home',
    recipientName: 'Jane Citizen',
    recipientPhone: '0400 000 000',
    address: '12 Example Street',
    suburb: 'Richmond',
    postcode: '3121',
    stateId: '',
    countryId: '1',
    lat: '',
    lng: '',
    geoIssue: 'false',
    routingGroupId: '',
    zoneId: '',
    depotId: '',
    runId: '',
    windowStart: '09:00',
    windowEnd: '17:00',
    boxCount: '1',
    weightKg: '4.5',
    instructions: 'Leave at front door, please',
    failureReason: '',
  };
  return Papa.unparse({ fields: [...IMPORT_COLUMNS], data: [IMPORT_COLUMNS.map((c) => example[c] ?? '')] });
}

const SYSTEM_DEFAULTS = { dropId: null, deliveredAt: null, photos: [], statusHistory: [] };

/** The manifest as the generic CSV core reads it: deliveries with their defaults, one row per reference. */
export const DELIVERY_CSV: CsvSpec = {
  def: deliveries,
  defaults: DEFAULTS,
  systemDefaults: SYSTEM_DEFAULTS,
  uniqueColumn: 'reference',
  rowsWord: 'deliveries',
};

/** One data row (cells by column) -> a delivery record, or the row's error messages. */
export function validateRow(cells: Record<string, string>): {
  record: Record<string, unknown> | null;
  messages: string[];
} {
  return validateCsvRow(DELIVERY_CSV, cells);
}

/** Parses and validates a whole manifest. Nothing here is partial: any error means no import. */
export function checkDeliveryCsv(input: string): CsvCheck {
  return checkCsv(DELIVERY_CSV, input);
}

/** The same check in slices, pausing between them (the server's import: csv.ts checkCsvInSlices). */
export function checkDeliveryCsvInSlices(input: string, pause: () => Promise<void>): Promise<CsvCheck> {
  return checkCsvInSlices(DELIVERY_CSV, input, pause);
}
