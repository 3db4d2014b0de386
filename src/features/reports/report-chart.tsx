/** The report's chart from its view: ranked bars (a ranking or distribution) or lines (a trend over days), from the app's chart kit. */
import { Text } from '@chakra-ui/react';
import type { ReportAnswer } from '../../resources/reports';
import { LineChart, RankChart } from '../charts';
import { formatReportValue } from './report-format';
import type { ChartView } from './report-views';

export function ReportChart({ view, answer }: { view: ChartView; answer: ReportAnswer }) {
  const labelOf = (r: ReportAnswer['rows'][number]) =>
    view.kind === 'bar' && view.detail ? `${String(r[view.label] ?? '')} · ${String(r[view.detail] ?? '')}` : String(r[view.label] ?? '');
  if (view.kind === 'line') {
    const series = view.values.map((key) => ({
      name: answer.columns.find((c) => c.key === key)?.label ?? key,
      values: answer.rows.map((r) => (typeof r[key] === 'number' ? (r[key] as number) : null)),
    }));
    return <LineChart id="report" title={view.title} labels={answer.rows.map(labelOf)} series={series} percent={view.percent} />;
  }
  const type = answer.columns.find((c) => c.key === view.value)?.type ?? 'int';
  const ranked = view.top ? [...answer.rows].sort((a, b) => Number(b[view.value] ?? 0) - Number(a[view.value] ?? 0)).slice(0, view.top) : answer.rows;
  const bars = ranked.map((r, i) => ({ key: `${i}-${labelOf(r)}`, label: labelOf(r), value: typeof r[view.value] === 'number' ? (r[view.value] as number) : 0 }));
  const valueLabel = answer.columns.find((c) => c.key === view.value)?.label ?? 'Value';
  return (
    <>
      <RankChart id="report" title={view.title} bars={bars} valueLabel={valueLabel} format={(v) => formatReportValue(type, v)} max={view.percent ? 100 : undefined} />
      {view.top && answer.rows.length > view.top ? (
        <Text fontSize="xs" color="fg.muted">
          The chart shows the top {view.top} of {answer.rows.length}; the table lists them all.
        </Text>
      ) : null}
    </>
  );
}
