/** How a report value reads in a cell, a headline figure and a CSV line. */
import type { ReportColumn, ReportColumnType, ReportRow } from '../../resources/reports';
import { cell } from '../../resources/csv-cells';
import { formatDateTime } from '../../ui/resource-pages';
import { centsCell, formatCents } from '../../ui/money';

export function formatReportValue(type: ReportColumnType, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return type === 'datetime' ? formatDateTime(value) : value;
  switch (type) {
    case 'percent':
      return `${value.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;
    case 'minutes':
      return `${value > 0 ? '+' : ''}${value.toLocaleString(undefined, { maximumFractionDigits: 1 })} min`;
    case 'decimal':
      return value.toLocaleString(undefined, { maximumFractionDigits: 1 });
    case 'cents':
      return formatCents(value);
    default:
      return value.toLocaleString();
  }
}

/** The table as CSV: the column labels, then raw values (numbers unformatted; text neutralised against formula injection). */
export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[]): string {
  const lines = [
    columns
      .map((c) => cell(c.label))
      .map(quote)
      .join(','),
  ];
  for (const r of rows)
    lines.push(
      columns
        .map((c) => {
          const v = r[c.key];
          return quote(c.type === 'cents' && typeof v === 'number' ? centsCell(v) : cell(v ?? ''));
        })
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
