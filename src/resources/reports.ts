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
  /**
   * a 'datetime' column whose rows are of several depots: the row's field holding the IANA zone
   * its time reads on (the depot's clock, named where the viewer's differs); the operator's without
   */
  zoneKey?: string;
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportResult {
  columns: readonly ReportColumn[];
  rows: ReportRow[];
  /** the report's headline figures over every row */
  totals: Record<string, number | null>;
  /** what the chart draws when it groups otherwise than the table (also computed on the server) */
  chart?: ReportChartData;
  /** a paged report's answer holds one page of rows (server/reports/kit.ts, pageShape); totals are the whole period's */
  page?: ReportPage;
}

/**
 * A paged report's rows per page unless the request asks for another size. 100, not 500: a
 * first page of 500 itemised lines (about 120 KB) cost 3.7-4.3x `/api/health` at 32 connections
 * on the bench's seed, over the list budget, and 500 table rows took seconds to render.
 */
export const REPORT_PAGE_SIZE = 100;
/** The most rows one request may ask for: the CSV export fetches a paged report in pages this size. */
export const REPORT_MAX_PAGE_SIZE = 5_000;

/** Which rows a paged answer holds: from `offset` (0 = the first), at most `limit`, of `total`. */
export interface ReportPage {
  offset: number;
  limit: number;
  total: number;
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
  /**
   * The resources the answer is computed from, by name (the declaration's `reads`,
   * server/reports/kit.ts): the live refresh asks again only on a change to one of them
   * (src/live/report-refresh.ts). Absent when the report does not say: any change counts.
   */
  reads?: readonly string[];
}
