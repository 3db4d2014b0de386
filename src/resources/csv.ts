/**
 * CSV import and export for any declaration: the columns are the declaration's editable,
 * non-json fields (header names = field names), rows are parsed with the file's own line numbers
 * (header = line 1; quoted newlines, CRLF, BOM and blank lines counted as in the file) and each
 * row is checked against the declaration's zod. All or nothing: any error means no import. Pure
 * TypeScript, so the server's import endpoint can run the very same checks before it writes.
 */
import Papa from 'papaparse';
import { isCalendarDate } from './common';
import { recordSchemaOf } from './schema';
import type { FieldMeta, ResourceDef } from './types';
import { fieldEntries } from './types';
import { inSentence } from './in-sentence';
import { cell, restoreCell } from './csv-cells';

export { cell, downloadCsv, neutralise } from './csv-cells';

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

/** How one declaration's CSV reads: defaults for blank optional cells, values the file never carries, the field unique within a file. */
export interface CsvSpec {
  def: ResourceDef;
  defaults?: Record<string, unknown>;
  systemDefaults?: Record<string, unknown>;
  uniqueColumn?: string;
  /** the word for a row in messages ('deliveries') */
  rowsWord?: string;
  maxRows?: number;
}

export const MAX_IMPORT_ROWS = 20_000;

export function csvColumns(def: ResourceDef): string[] {
  return fieldEntries(def)
    .filter(([, m]) => m.editable && m.type !== 'json')
    .map(([name]) => name);
}

export function requiredColumns(spec: CsvSpec): string[] {
  return csvColumns(spec.def).filter((c) => spec.def.fields[c]?.required && spec.defaults?.[c] === undefined);
}

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

function convert(meta: FieldMeta, name: string, raw: string | undefined, fallback: unknown): Converted {
  const text = restoreCell((raw ?? '').trim());
  if (text === '') {
    if (fallback !== undefined) return { ok: true, value: fallback };
    if (meta.type === 'refs') return { ok: true, value: [] };
    if (meta.required) return { ok: false, message: `${name}: ${meta.label} is required` };
    if (meta.type === 'string' || meta.type === 'text') return { ok: true, value: meta.nullable ? null : '' };
    if (meta.type === 'boolean' && !meta.nullable) return { ok: true, value: false };
    return { ok: true, value: null };
  }
  if (meta.type === 'number' || meta.type === 'integer' || meta.type === 'ref') {
    const n = Number(text);
    if (!Number.isFinite(n)) return { ok: false, message: `${name}: '${text}' is not a number` };
    if (meta.type !== 'number' && !Number.isInteger(n))
      return { ok: false, message: `${name}: '${text}' is not a whole number` };
    return { ok: true, value: n };
  }
  if (meta.type === 'refs') {
    const ids = text.split(/[;|]/).map((s) => Number(s.trim()));
    if (ids.some((n) => !Number.isInteger(n) || n <= 0))
      return { ok: false, message: `${name}: '${text}' is not a list of ids separated by ;` };
    return { ok: true, value: ids };
  }
  if (meta.type === 'boolean') {
    const t = text.toLowerCase();
    if (['true', 'yes', 'y', '1'].includes(t)) return { ok: true, value: true };
    if (['false', 'no', 'n', '0'].includes(t)) return { ok: true, value: false };
    return { ok: false, message: `${name}: '${text}' is not true or false` };
  }
  if (meta.type === 'date' && !isCalendarDate(text))
    return { ok: false, message: `${name}: '${text}' is not a date (use yyyy-MM-dd)` };
  if (meta.type === 'enum' && !(meta.options ?? []).includes(text)) {
    return { ok: false, message: `${name}: '${text}' is not one of ${(meta.options ?? []).join(', ')}` };
  }
  return { ok: true, value: text };
}

/**
 * The fields a file never carries (not editable: the server's, as a purchase order line's
 * resolved references) start empty, as an API create that leaves them out: null where the field
 * may be empty, no for a yes/no. The server's write hooks then set them.
 */
function emptyOmitted(def: ResourceDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, meta] of fieldEntries(def)) {
    if (meta.editable) continue;
    if (meta.nullable) out[name] = null;
    else if (meta.type === 'boolean') out[name] = false;
  }
  return out;
}

/** One data row (cells by column) -> a record, or the row's error messages. */
export function validateCsvRow(
  spec: CsvSpec,
  cells: Record<string, string>,
): { record: Record<string, unknown> | null; messages: string[] } {
  const messages: string[] = [];
  const record: Record<string, unknown> = { ...emptyOmitted(spec.def), ...spec.systemDefaults };
  for (const name of csvColumns(spec.def)) {
    const result = convert(spec.def.fields[name] as FieldMeta, name, cells[name], spec.defaults?.[name]);
    if (result.ok) record[name] = result.value;
    else messages.push(result.message);
  }
  if (messages.length === 0) {
    const parsed = recordSchemaOf(spec.def).safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        messages.push(`${issue.path.map(String).join('.') || 'row'}: ${issue.message}`);
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

function checkHeader(spec: CsvSpec, columns: string[]): LineError[] {
  const known = csvColumns(spec.def);
  const errors: LineError[] = [];
  const unknown = columns.filter((c) => c !== '' && !known.includes(c));
  if (unknown.length)
    errors.push({ line: 1, message: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}` });
  const missing = requiredColumns(spec).filter((c) => !columns.includes(c));
  if (missing.length)
    errors.push({ line: 1, message: `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` });
  const dupes = columns.filter((c, i) => c !== '' && columns.indexOf(c) !== i);
  if (dupes.length) errors.push({ line: 1, message: `Column given twice: ${[...new Set(dupes)].join(', ')}` });
  return errors;
}

/** Rows validated between two pauses of `checkCsvSteps` (the server's turn for other requests). */
export const CSV_CHECK_SLICE = 500;

/** Parses and validates a whole file. Nothing here is partial: any error means no import. */
export function checkCsv(spec: CsvSpec, input: string): CsvCheck {
  const steps = checkCsvSteps(spec, input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `checkCsv` in slices: the same check, pausing (`await pause()`) every CSV_CHECK_SLICE rows, so
 * a server checking a 20,000-row manifest lets other requests run between slices.
 */
export async function checkCsvInSlices(spec: CsvSpec, input: string, pause: () => Promise<void>): Promise<CsvCheck> {
  const steps = checkCsvSteps(spec, input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** One parsed CSV record with the file line it starts on. */
interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Where the text may be cut into pieces of about `size` records: after a line feed outside
 * quotes (by quote parity). A cut parity misplaces (stray quotes in an unquoted field) leaves a
 * piece ending inside a quote, which papaparse reports, and `parseSteps` then parses the file whole.
 */
function pieceEnds(text: string, size: number): number[] {
  const ends: number[] = [];
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) quoted = !quoted;
    else if (ch === 0x0a && !quoted && ++lines % size === 0) ends.push(i + 1);
  }
  ends.push(text.length);
  return ends;
}

/** Parses `text` (or its part from `from` to `to`) into `into`, each record with its file line; ok false when a quote was left open. */
function parseRecords(
  text: string,
  starts: number[],
  into: CsvRecord[],
  from = 0,
  to = text.length,
  delimiter?: string,
): { ok: boolean; delimiter: string } {
  let previous = 0;
  let ok = true;
  const result = Papa.parse<string[]>(from === 0 && to === text.length ? text : text.slice(from, to), {
    skipEmptyLines: false,
    delimiter,
    step: (row) => {
      const start = previous;
      previous = row.meta.cursor;
      // a quote left open (a cut inside quotes, or a malformed file); a delimiter guess is no error here
      if (row.errors.some((e) => e.type === 'Quotes')) ok = false;
      const cells = row.data;
      if (cells.every((c) => c.trim() === '')) return;
      into.push({ line: lineAt(starts, from + start), cells });
    },
  });
  return { ok, delimiter: result.meta.delimiter };
}

/**
 * Parses the file in pieces of CSV_CHECK_SLICE records, yielding between pieces, so a server
 * parsing a 20,000-row manifest lets other requests run (issue 33: the whole parse held health
 * checks for a few hundred ms). The later pieces use the delimiter found in the first (papaparse
 * guesses it from the first rows either way). A quote left open in a piece (a malformed file, or
 * a cut inside quotes) parses the whole file at once, so the records are always those of one
 * whole parse.
 */
function* parseSteps(text: string): Generator<void, CsvRecord[]> {
  const starts = lineStarts(text);
  const ends = pieceEnds(text, CSV_CHECK_SLICE);
  const records: CsvRecord[] = [];
  let from = 0;
  let delimiter: string | undefined;
  for (const end of ends) {
    const piece = parseRecords(text, starts, records, from, end, delimiter);
    if (!piece.ok) {
      const whole: CsvRecord[] = [];
      parseRecords(text, starts, whole);
      yield;
      return whole;
    }
    delimiter ??= piece.delimiter;
    from = end;
    yield;
    if (from >= text.length) break;
  }
  return records;
}

/** The one check behind both: yields after parsing and after every slice of rows. */
function* checkCsvSteps(spec: CsvSpec, input: string): Generator<void, CsvCheck> {
  const word = spec.rowsWord ?? inSentence(spec.def.labelPlural);
  const max = spec.maxRows ?? MAX_IMPORT_ROWS;
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records = yield* parseSteps(text);
  const header = records.shift();
  if (!header) return { columns: [], rows: [], errors: [{ line: 1, message: 'The file is empty.' }], rowCount: 0 };
  const columns = header.cells.map((c) => c.trim());
  const errors = checkHeader(spec, columns);
  if (records.length === 0) errors.push({ line: 2, message: `The file has a header but no ${word}.` });
  if (records.length > max)
    errors.push({ line: 1, message: `At most ${max} ${word} per file; this one has ${records.length}.` });
  const rows: ParsedRow[] = [];
  const seen = new Map<string, number>();
  for (const [index, { line, cells }] of records.entries()) {
    if (index > 0 && index % CSV_CHECK_SLICE === 0) yield;
    if (cells.length !== columns.length) {
      errors.push({ line, message: `Expected ${columns.length} values, found ${cells.length}` });
      continue;
    }
    const byColumn: Record<string, string> = {};
    columns.forEach((c, i) => (byColumn[c] = cells[i] ?? ''));
    const { record, messages } = validateCsvRow(spec, byColumn);
    messages.forEach((message) => errors.push({ line, message }));
    if (!record) continue;
    if (spec.uniqueColumn) {
      const key = String(record[spec.uniqueColumn]);
      const first = seen.get(key);
      if (first !== undefined) errors.push({ line, message: `${spec.uniqueColumn}: ${key} is also on line ${first}` });
      else seen.set(key, line);
    }
    rows.push({ line, record });
  }
  errors.sort((a, b) => a.line - b.line);
  return { columns, rows, errors, rowCount: records.length };
}

function cellOf(meta: FieldMeta | undefined, value: unknown): string {
  if (meta?.type === 'refs' && Array.isArray(value)) return value.join(';');
  return cell(value);
}

/** Rows as CSV with the import's columns (plus id first), so an export can be edited and imported again. */
export function toCsv(
  def: ResourceDef,
  rows: readonly Record<string, unknown>[],
  columns: readonly string[] = csvColumns(def),
): string {
  const fields = ['id', ...columns];
  return Papa.unparse(
    { fields, data: rows.map((r) => fields.map((f) => cellOf(def.fields[f], r[f]))) },
    { newline: '\r\n' },
  );
}
