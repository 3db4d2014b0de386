/**
 * A DataTable's columns as data, and what each column kind means, decided once for every table:
 * - 'reference' (a delivery reference, a run code, a barcode) is never cut: one line, no
 *   ellipsis, its column as wide as its longest value, because rows of look-alike references
 *   are told apart by their last characters;
 * - 'number' is right-aligned in tabular figures, so digits line up down the column;
 * - 'date', 'time' and 'datetime' keep to one line (a datetime comes formatted by the page, in
 *   its depot's zone);
 * - 'status' is the app's one status badge (one colour per status);
 * - 'text' wraps inside its cell.
 * Pure: the table (data-table.tsx) draws what these functions decide.
 */
import type { ReactNode } from 'react';

export type ColumnKind = 'text' | 'reference' | 'number' | 'date' | 'time' | 'datetime' | 'status';

export interface DataColumn<Row> {
  /** unique within the table; also the key of this column's total */
  key: string;
  header: string;
  /** 'text' unless given */
  kind?: ColumnKind;
  /**
   * the cell's value (formatted by kind) and its CSV value; read from `row[key]` when not given.
   * A column with `cell` still gives its value here for the CSV.
   */
  value?: (row: Row) => unknown;
  /** draws the cell itself (a link, a progress bar, an input); the kind still sets alignment and wrapping */
  cell?: (row: Row, index: number) => ReactNode;
  /** a minimum width, for text that should not wrap to a word a line ('12rem') */
  minW?: string;
  /** left out on screens narrower than this breakpoint (a detail column a tablet can do without) */
  hideBelow?: 'md' | 'lg';
  /** stays in view while the other columns scroll sideways (the first column of a grid) */
  sticky?: boolean;
  /** each of this column's cells' data-testid */
  testId?: string;
  /** the header's visually hidden text stands alone (an actions column): shown to screen readers only */
  hideHeader?: boolean;
}

export interface KindLayout {
  textAlign: 'start' | 'end';
  whiteSpace: 'normal' | 'nowrap';
  fontVariantNumeric?: 'tabular-nums';
}

/** Alignment and wrapping of a column's header and cells. */
export function kindLayout(kind: ColumnKind = 'text'): KindLayout {
  switch (kind) {
    case 'number':
      return { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
    case 'reference':
    case 'date':
    case 'time':
    case 'datetime':
    case 'status':
      return { textAlign: 'start', whiteSpace: 'nowrap' };
    case 'text':
      return { textAlign: 'start', whiteSpace: 'normal' };
  }
}

/** What an empty cell shows. */
export const EMPTY_CELL = '—';

/** A value as its column kind writes it (status cells are drawn as badges, not by this). */
export function formatCell(kind: ColumnKind = 'text', value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  if (kind === 'number' && typeof value === 'number') return value.toLocaleString();
  if (kind === 'date' && typeof value === 'string') return value.slice(0, 10);
  if (kind === 'time' && typeof value === 'string' && /^\d{2}:\d{2}/.test(value)) return value.slice(0, 5);
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return String(value);
  return EMPTY_CELL;
}

/** The column's value for a row: its `value` function, else the row's own field of the column's key. */
export function cellValue<Row>(column: DataColumn<Row>, row: Row): unknown {
  if (column.value) return column.value(row);
  if (typeof row === 'object' && row !== null && column.key in row) {
    const field: unknown = Reflect.get(row, column.key);
    return field;
  }
  return undefined;
}

/** The sum of a number column over rows (for a totals row); values that are not numbers count as 0. */
export function sumOf<Row>(rows: readonly Row[], value: (row: Row) => unknown): number {
  let total = 0;
  for (const row of rows) {
    const v = value(row);
    if (typeof v === 'number' && Number.isFinite(v)) total += v;
  }
  return total;
}

export type CsvValue = string | number | null;

/** The table as CSV lines: its headers, then each row's values (numbers left as numbers). */
export function tableCsv<Row>(
  columns: readonly DataColumn<Row>[],
  rows: readonly Row[],
): { header: string[]; rows: CsvValue[][] } {
  const csvValue = (v: unknown): CsvValue =>
    typeof v === 'number' || typeof v === 'string' ? v : typeof v === 'boolean' ? String(v) : null;
  return {
    header: columns.map((c) => c.header),
    rows: rows.map((row) => columns.map((c) => csvValue(cellValue(c, row)))),
  };
}

/** the widest character of a reference (capitals, digits) against the width of '0' (1ch) */
const CAPITALS = 1.15;
/** a cell's padding on both sides */
const PADDING = '1.5rem';

/** Longest one-word value that `tokenWidth` keeps whole (a manifest number, a barcode, an e-mail address). */
const TOKEN_MAX = 40;

/**
 * The width that keeps a column of one-word values whole (references, barcodes, codes: they
 * cannot wrap, and rows of look-alike ones differ in their last characters), or null when some
 * value holds a space or is longer than TOKEN_MAX (a name or a note: cut with an ellipsis).
 */
export function tokenWidth(texts: readonly string[]): string | null {
  if (texts.length === 0) return null;
  for (const text of texts) if (text.length > TOKEN_MAX || /\s/.test(text)) return null;
  return wholeWidth(texts);
}

/**
 * A column width that holds the longest of `texts` whole, never less than `floor`: how a grid
 * whose rows are drawn one by one (the virtual resource lists) keeps a reference uncut.
 */
export function wholeWidth(texts: Iterable<string>, floor = '8rem'): string {
  let longest = 0;
  for (const text of texts) longest = Math.max(longest, text.length);
  if (longest === 0) return floor;
  return `max(${floor}, calc(${Math.ceil(longest * CAPITALS)}ch + ${PADDING}))`;
}
