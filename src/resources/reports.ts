/**
 * The answer of `GET /api/reports/{id}`, shared by the server's report kit (server/reports) and
 * the one report page (src/features/reports): self-describing columns, rows of plain values
 * (names, never ids), and the headline totals the reconciliation tests compare with the lists.
 */
/** `cents`: an amount of money in integer cents, shown as dollars and cents (finance reports). */
export type ReportColumnType = 'text' | 'date' | 'datetime' | 'int' | 'percent' | 'minutes' | 'decimal' | 'cents';

export interface ReportColumn {
  key: string;
  label: string;
  type: ReportColumnType;
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportResult {
  columns: readonly ReportColumn[];
  rows: ReportRow[];
  /** the report's headline figures over every row */
  totals: Record<string, number | null>;
  /** what the chart draws when it groups otherwise than the table (also computed on the server) */
  chart?: ReportChartData;
}

export interface ReportChartData {
  rows: ReportRow[];
  /** when the filters decide them (Routing Comparison's measure) */
  title?: string;
  valueLabel?: string;
  valueType?: ReportColumnType;
}

export interface ReportAnswer extends ReportResult {
  report: string;
  /** the filters as the server understood them */
  filters: Record<string, unknown>;
  generatedAt: string;
}
