/**
 * The CSV helpers that need no parser: a neutralised cell and the browser download. Apart from
 * csv.ts (papaparse and the declarations' zod checks) so that pages which only export a table
 * (boards, reports) do not load the importer's parser and schemas with their first screen.
 */

/** '=1+2', '@SUM(..)', '+cmd' and the like would run in a spreadsheet; '-33.8' or '+61 4..' are data. */
export function neutralise(text: string): string {
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s.])/.test(text)) return `'${text}`;
  return text;
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
