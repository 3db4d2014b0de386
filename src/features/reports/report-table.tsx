/**
 * The report's rows as a table (the figures a person takes elsewhere, also the chart's full
 * data): numbers right-aligned, one-word text (SKUs, references) whole, a totals row, drawn by the
 * one DataTable (sideways cue at 768 px).
 */
import { Box } from '@chakra-ui/react';
import type { ReportColumn, ReportRow } from '../../resources/reports';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatReportValue, reportColumnKind, rowZone } from './report-format';

/**
 * The table's columns: each laid out by its kind (reportColumnKind), a text column at least
 * TEXT_MIN wide so that, when the figures beside it scroll sideways at 768 px, a product's name is
 * not squeezed to a word a line, and at most 16rem.
 */
export function reportTableColumns(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
): DataColumn<ReportRow>[] {
  return columns.map((c) => {
    const kind = reportColumnKind(c, rows);
    return {
      key: c.key,
      header: c.label,
      kind,
      minW: kind === 'text' ? TEXT_MIN : undefined,
      cell: (r: ReportRow) =>
        kind === 'text' ? (
          <Box maxW="16rem">{formatReportValue(c.type, r[c.key])}</Box>
        ) : (
          formatReportValue(c.type, r[c.key], rowZone(c, r))
        ),
    };
  });
}

const TEXT_MIN = '10rem';

export function ReportTable({
  title,
  columns,
  rows,
  totals,
  totalsLabel,
}: {
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals: Record<string, number | null>;
  /** the totals row's name when it is not the rows' total ('Total of every page') */
  totalsLabel?: string;
}) {
  const tableColumns = reportTableColumns(columns, rows);
  const summed = columns.filter((c) => c.key in totals);
  return (
    <DataTable
      label={`${title} table`}
      testId="report-rows"
      columns={tableColumns}
      rows={rows}
      rowKey={(_, i) => i}
      totals={
        summed.length
          ? {
              testId: 'report-totals',
              label: totalsLabel,
              values: Object.fromEntries(summed.map((c) => [c.key, formatReportValue(c.type, totals[c.key])])),
            }
          : undefined
      }
    />
  );
}
