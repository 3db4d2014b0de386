/**
 * The value of a json field declared as a list of lines (lines-input.tsx), as the form holds it:
 * JSON text. Pure: parsing it into lines, a cell's text, a typed cell back into the line (numbers
 * and references as numbers, so the JSON the schema checks is the one a person meant), and the
 * lines back into text.
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
  if (!Array.isArray(parsed)) return null;
  const items: unknown[] = parsed;
  const lines: Line[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    lines.push(Object.fromEntries(Object.entries(item)));
  }
  return lines;
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
