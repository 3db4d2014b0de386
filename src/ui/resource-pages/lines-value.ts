/**
 * The value of a json field declared as a list of lines (lines-input.tsx), as the form holds it:
 * JSON text. Pure: parsing it into lines, a cell's text, a typed cell back into the line (numbers
 * and references as numbers, so the JSON the schema checks is the one a person meant), the
 * lines back into text, and the references inside stored lines (for their names on read pages).
 */
import type { FieldMeta } from '../../resources/types';

export type Line = Readonly<Record<string, unknown>>;

/** The lines of `text`, [] for empty text, or null when the text is not a list of objects. */
export function fromLinesText(text: string): Line[] | null {
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return linesOf(parsed);
}

/** A stored value's lines (the record holds them parsed), or null when it is not a list of objects. */
export function linesOf(value: unknown): Line[] | null {
  if (!Array.isArray(value)) return null;
  const items: unknown[] = value;
  const lines: Line[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    lines.push(Object.fromEntries(Object.entries(item)));
  }
  return lines;
}

/**
 * The references inside fields that hold lines, as columns and rows useRefTitles reads
 * (`components.productId` of each line), so a line's product is named like any reference.
 */
export function lineReferences(
  fields: readonly (readonly [string, FieldMeta])[],
  record: Readonly<Record<string, unknown>> | null | undefined,
): { columns: { name: string; meta: FieldMeta }[]; rows: Record<string, unknown>[] } {
  const columns: { name: string; meta: FieldMeta }[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const [name, meta] of fields) {
    if (!meta.lines) continue;
    const refs = Object.entries(meta.lines).filter(([, cell]) => cell.ref);
    for (const [key, cell] of refs) columns.push({ name: `${name}.${key}`, meta: cell });
    for (const line of linesOf(record?.[name]) ?? [])
      rows.push(Object.fromEntries(refs.map(([key]) => [`${name}.${key}`, line[key]])));
  }
  return { columns, rows };
}

export function toLinesText(lines: readonly Line[]): string {
  return JSON.stringify(lines, null, 2);
}

/** The text an input shows for a line's cell. */
export function lineCellText(line: Line, key: string): string {
  const value = line[key];
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The line with the cell `key` typed as `text`: a number where the cell holds one, else the text as typed (the schema names it). */
export function withCell(line: Line, key: string, cell: FieldMeta, text: string): Line {
  const numeric = cell.type === 'ref' || cell.type === 'integer' || cell.type === 'number';
  const trimmed = text.trim();
  if (numeric && trimmed === '') {
    const rest = { ...line };
    delete rest[key];
    return rest;
  }
  return { ...line, [key]: numeric && NUMBER.test(trimmed) ? Number(trimmed) : text };
}
