/**
 * Every row of a paged report, for the CSV export (which must hold every line, not the page on
 * screen): pages of REPORT_MAX_PAGE_SIZE rows asked one after another from the first. A period
 * whose line count changes between two pages (a delivery delivered meanwhile) is refused rather
 * than exported with a line missing or twice.
 */
import { REPORT_MAX_PAGE_SIZE, type ReportAnswer, type ReportRow } from '../../resources/reports';

export const REPORT_CHANGED_MESSAGE = 'The report changed while it was exported. Export it again.';

export async function everyRow(
  fetchPage: (offset: number, limit: number) => Promise<ReportAnswer>,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  let total: number | null = null;
  for (;;) {
    const answer = await fetchPage(rows.length, REPORT_MAX_PAGE_SIZE);
    if (!answer.page) return answer.rows; // not paged: the answer is whole
    if (total === null) total = answer.page.total;
    else if (answer.page.total !== total) throw new Error(REPORT_CHANGED_MESSAGE);
    rows.push(...answer.rows);
    onProgress(rows.length, total);
    if (rows.length >= total || answer.rows.length === 0) break;
  }
  if (rows.length !== total) throw new Error(REPORT_CHANGED_MESSAGE);
  return rows;
}
