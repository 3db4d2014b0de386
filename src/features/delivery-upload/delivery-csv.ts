/**
 * The delivery manifest CSV: its columns (the deliveries declaration's editable fields, header
 * names = field names), parsing with the file's own line numbers (header = line 1; quoted
 * newlines, CRLF, BOM and blank lines counted as in the file) and validation of each row against
 * the deliveries schema. Pure TypeScript: the upload page uses it for the preview and the
 * server's import endpoint runs the very same checks again before it writes anything.
 */
import Papa from 'papaparse';
import { isCalendarDate } from '../../resources/common';
import { deliveries } from '../../resources/operations';
import type { FieldMeta } from '../../resources/types';

export interface LineError {
  line: number;
  message: string;
}

export interface ParsedRow {
  line: number;
  record: Record<string, unknown>;
}

export interface CsvCheck {
  columns: string[];
  rows: ParsedRow[];
  errors: LineError[];
  /** data rows in the file (blank lines not counted) */
  rowCount: number;
}

export const MAX_IMPORT_ROWS = 20_000;

const FIELDS = deliveries.fields as Record<string, FieldMeta>;

/** Columns a manifest may carry, in template order. */
export const IMPORT_COLUMNS: readonly string[] = Object.entries(FIELDS)
  .filter(([, m]) => m.editable && m.type !== 'json')
  .map(([name]) => name);

/** Values used when an optional column is absent or blank. */
const DEFAULTS: Record<string, unknown> = { status: 'pending', serviceType: 'home', geoIssue: false, boxCount: 1, weightKg: 0, windowStart: '08:00', windowEnd: '18:00' };

export const REQUIRED_COLUMNS: readonly string[] = IMPORT_COLUMNS.filter((c) => FIELDS[c]?.required && DEFAULTS[c] === undefined);

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
    else if (meta.type === 'number' || meta.type === 'integer') note = meta.type === 'integer' ? 'whole number' : 'number';
    if (DEFAULTS[name] !== undefined) note = `${note}${note ? '; ' : ''}default ${String(DEFAULTS[name])}`;
    return { name, label: meta.label, type: meta.type, required: REQUIRED_COLUMNS.includes(name), note };
  });
}

export function templateCsv(): string {
  const example: Record<string, string> = {
    reference: 'ACME-0001', orderNumber: 'PO-1001', date: '2026-11-23', status: 'pending', serviceType: 'home',
    recipientName: 'Jane Citizen', recipientPhone: '0400 000 000', address: '12 Example Street', suburb: 'Richmond', postcode: '3121',
    stateId: '', countryId: '1', lat: '', lng: '', geoIssue: 'false', routingGroupId: '', zoneId: '', depotId: '', runId: '',
    windowStart: '09:00', windowEnd: '17:00', boxCount: '1', weightKg: '4.5', instructions: 'Leave at front door, please', failureReason: '',
  };
  return Papa.unparse({ fields: [...IMPORT_COLUMNS], data: [IMPORT_COLUMNS.map((c) => example[c] ?? '')] });
}

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

function convert(meta: FieldMeta, name: string, raw: string | undefined): Converted {
  const text = (raw ?? '').trim();
  if (text === '') {
    if (DEFAULTS[name] !== undefined) return { ok: true, value: DEFAULTS[name] };
    if (meta.required) return { ok: false, message: `${name}: ${meta.label} is required` };
    if (meta.type === 'string' || meta.type === 'text' || meta.type === 'time') return { ok: true, value: meta.nullable ? null : '' };
    return { ok: true, value: null };
  }
  if (meta.type === 'number' || meta.type === 'integer' || meta.type === 'ref') {
    const n = Number(text);
    if (!Number.isFinite(n)) return { ok: false, message: `${name}: '${text}' is not a number` };
    if (meta.type !== 'number' && !Number.isInteger(n)) return { ok: false, message: `${name}: '${text}' is not a whole number` };
    return { ok: true, value: n };
  }
  if (meta.type === 'boolean') {
    const t = text.toLowerCase();
    if (['true', 'yes', 'y', '1'].includes(t)) return { ok: true, value: true };
    if (['false', 'no', 'n', '0'].includes(t)) return { ok: true, value: false };
    return { ok: false, message: `${name}: '${text}' is not true or false` };
  }
  if (meta.type === 'date' && !isCalendarDate(text)) return { ok: false, message: `${name}: '${text}' is not a date (use yyyy-MM-dd)` };
  if (meta.type === 'enum' && !(meta.options ?? []).includes(text)) {
    return { ok: false, message: `${name}: '${text}' is not one of ${(meta.options ?? []).join(', ')}` };
  }
  return { ok: true, value: text };
}

const SYSTEM_DEFAULTS = { dropId: null, deliveredAt: null, photos: [], statusHistory: [] };

/** One data row (cells by column) -> a delivery record, or the row's error messages. */
export function validateRow(cells: Record<string, string>): { record: Record<string, unknown> | null; messages: string[] } {
  const messages: string[] = [];
  const record: Record<string, unknown> = { ...SYSTEM_DEFAULTS };
  for (const name of IMPORT_COLUMNS) {
    const result = convert(FIELDS[name] as FieldMeta, name, cells[name]);
    if (result.ok) record[name] = result.value;
    else messages.push(result.message);
  }
  if (messages.length === 0) {
    const parsed = deliveries.schema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) messages.push(`${issue.path.map(String).join('.') || 'row'}: ${issue.message}`);
    }
  }
  return { record: messages.length === 0 ? record : null, messages };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** 1-based line number of a character offset. */
function lineAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

function checkHeader(columns: string[]): LineError[] {
  const errors: LineError[] = [];
  const unknown = columns.filter((c) => c !== '' && !IMPORT_COLUMNS.includes(c));
  if (unknown.length) errors.push({ line: 1, message: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}` });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) errors.push({ line: 1, message: `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` });
  const dupes = columns.filter((c, i) => c !== '' && columns.indexOf(c) !== i);
  if (dupes.length) errors.push({ line: 1, message: `Column given twice: ${[...new Set(dupes)].join(', ')}` });
  return errors;
}

/** Parses and validates a whole manifest. Nothing here is partial: any error means no import. */
export function checkDeliveryCsv(input: string): CsvCheck {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const starts = lineStarts(text);
  const records: { line: number; cells: string[] }[] = [];
  let previous = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result) => {
      const start = previous;
      previous = result.meta.cursor;
      const cells = result.data;
      if (cells.every((c) => c.trim() === '')) return;
      records.push({ line: lineAt(starts, start), cells });
    },
  });
  const header = records.shift();
  if (!header) return { columns: [], rows: [], errors: [{ line: 1, message: 'The file is empty.' }], rowCount: 0 };
  const columns = header.cells.map((c) => c.trim());
  const errors = checkHeader(columns);
  if (records.length === 0) errors.push({ line: 2, message: 'The file has a header but no deliveries.' });
  if (records.length > MAX_IMPORT_ROWS) errors.push({ line: 1, message: `At most ${MAX_IMPORT_ROWS} deliveries per file; this one has ${records.length}.` });
  const rows: ParsedRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of records) {
    if (cells.length !== columns.length) {
      errors.push({ line, message: `Expected ${columns.length} values, found ${cells.length}` });
      continue;
    }
    const byColumn: Record<string, string> = {};
    columns.forEach((c, i) => (byColumn[c] = cells[i] ?? ''));
    const { record, messages } = validateRow(byColumn);
    messages.forEach((message) => errors.push({ line, message }));
    if (!record) continue;
    const ref = String(record.reference);
    const first = seen.get(ref);
    if (first !== undefined) errors.push({ line, message: `reference: ${ref} is also on line ${first}` });
    else seen.set(ref, line);
    rows.push({ line, record });
  }
  errors.sort((a, b) => a.line - b.line);
  return { columns, rows, errors, rowCount: records.length };
}
