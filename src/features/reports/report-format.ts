/** How a report value reads in a cell, a headline figure and a CSV line. */
import type { ReportColumn, ReportColumnType, ReportRow } from '../../resources/reports';
import { cell } from '../../resources/csv-cells';
import { formatDateTime } from '../../ui/resource-pages';
import { centsCell, formatCents } from '../../ui/money';
import { tokenWidth, type ColumnKind } from '../../ui/data-table';

const KIND: Record<ReportColumnType, ColumnKind> = {
  text: 'text',
  date: 'date',
  datetime: 'datetime',
  int: 'number',
  percent: 'number',
  minutes: 'number',
  decimal: 'number',
  cents: 'number',
};

/**
 * How a report column lays out in the table: numbers right-aligned, dates on one line, and a text
 * column whose every value is one word (a SKU, a reference, a run code) kept whole on one line as
 * the tables keep references (a SKU wrapped at its hyphen, 'GL-' over '103', reads as two); other
 * text wraps.
 */
export function reportColumnKind(column: ReportColumn, rows: readonly ReportRow[]): ColumnKind {
  if (column.type !== 'text') return KIND[column.type];
  const texts = rows.map((r) => r[column.key]).filter((v): v is string => typeof v === 'string' && v !== '');
  return tokenWidth(texts) === null ? 'text' : 'reference';
}

/** A value as its column's type writes it; a date-time on `zone`'s clock (the operator's without). */
export function formatReportValue(
  type: ReportColumnType,
  value: string | number | null | undefined,
  zone?: string,
): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return type === 'datetime' ? formatDateTime(value, zone) : value;
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

/** The zone a row's value of `column` reads on: the row's own (`zoneKey`), else the operator's. */
export function rowZone(column: ReportColumn, row: ReportRow): string | undefined {
  const zone = column.zoneKey ? row[column.zoneKey] : undefined;
  return typeof zone === 'string' && zone !== '' ? zone : undefined;
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
