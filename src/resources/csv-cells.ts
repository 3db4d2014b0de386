/**
 * The CSV helpers that need no parser: a neutralised cell and the browser download. Apart from
 * csv.ts (papaparse and the declarations' zod checks) so that pages which only export a table
 * (boards, reports) do not load the importer's parser and schemas with their first screen.
 */

/** A cell a spreadsheet would run starts with one of these (tab and carriage return included). */
const TRIGGER = /^[=+\-@\t\r]/;
/** A whole cell that is one plain decimal number, signed or not: `-33.8`, `+5`, `1e3`. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Apostrophes before a trigger: what neutralise writes, and what restoreCell takes one off. */
const ESCAPED = /^'+[=+\-@\t\r]/;

/**
 * The one formula rule for every CSV export (lists, reports, boards, finance): a cell that starts
 * with `=`, `+`, `-`, `@`, tab or carriage return gets a leading apostrophe, unless the whole cell
 * is a number. So `+1+HYPERLINK(..)`, `-1+cmd|..` and `+61 400 000 000` are neutralised, `-33.8` is
 * kept as data.
 */
export function neutralise(text: string): string {
  const live = TRIGGER.test(text) && !PLAIN_NUMBER.test(text);
  // text that already starts with apostrophes before a trigger gets one more, so restoreCell is exact
  return live || ESCAPED.test(text) ? `'${text}` : text;
}

/**
 * The importer's inverse of `neutralise`: an apostrophe before a trigger character is the one an
 * export added, so an exported file (a phone number `'+61 400..`) imports again as it was.
 */
export function restoreCell(text: string): string {
  return ESCAPED.test(text) ? text.slice(1) : text;
}

/** One exported cell: numbers and yes/no as written, text neutralised, structured values as JSON. */
export function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return neutralise(value);
  return neutralise(JSON.stringify(value));
}

/** Hands a CSV text to the browser as a download (with a BOM, so spreadsheets read UTF-8). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
