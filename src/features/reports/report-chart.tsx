/** The report's chart from its view: ranked bars (a ranking or distribution) or lines (a trend over days), from the app's chart kit. */
import { Box, HStack, Text, Wrap } from '@chakra-ui/react';
import type { ReportAnswer } from '../../resources/reports';
import { BAND_NAMES, BAND_RANGES, bandNumber } from '../../resources/rating-scale';
import { LineChart, RankChart, ratingBandFill } from '../../ui/charts';
import { formatReportValue } from './report-format';
import type { ChartView } from './report-views';

/** The rating scale's legend: each band's colour, number and words, and the net scores it covers. */
function BandLegend() {
  return (
    <Wrap
      gap="3"
      as="ul"
      listStyleType="none"
      aria-label="Colour bands of the net score"
      data-testid="band-legend"
      fontSize="xs"
    >
      {BAND_NAMES.map((name, i) => (
        <HStack as="li" key={name} gap="1.5">
          <Box w="3" h="3" borderRadius="sm" bg={ratingBandFill(i + 1)} aria-hidden="true" />
          <Text>
            {name} ({BAND_RANGES[i]})
          </Text>
        </HStack>
      ))}
    </Wrap>
  );
}

export function ReportChart({ view, answer }: { view: ChartView; answer: ReportAnswer }) {
  const labelOf = (r: ReportAnswer['rows'][number]) =>
    view.kind === 'bar' && view.detail && r[view.detail]
      ? `${String(r[view.label] ?? '')} · ${String(r[view.detail])}`
      : String(r[view.label] ?? '');
  if (view.kind === 'line') {
    const series = view.values.map((key) => ({
      name: answer.columns.find((c) => c.key === key)?.label ?? key,
      values: answer.rows.map((r) => (typeof r[key] === 'number' ? (r[key] as number) : null)),
    }));
    return (
      <LineChart
        id="report"
        title={view.title}
        labels={answer.rows.map(labelOf)}
        series={series}
        percent={view.percent}
      />
    );
  }
  const source = view.rows === 'chart' ? (answer.chart?.rows ?? []) : answer.rows;
  const type = answer.chart?.valueType ?? answer.columns.find((c) => c.key === view.value)?.type ?? 'int';
  const ranked = view.top
    ? [...source].sort((a, b) => Number(b[view.value] ?? 0) - Number(a[view.value] ?? 0)).slice(0, view.top)
    : source;
  const bars = ranked.map((r, i) => {
    const band = view.band ? bandNumber(r[view.band]) : null;
    return {
      key: `${i}-${labelOf(r)}`,
      label: labelOf(r),
      value: typeof r[view.value] === 'number' ? (r[view.value] as number) : 0,
      ...(band === null ? {} : { colour: ratingBandFill(band), note: String(r[view.band ?? ''] ?? '') }),
    };
  });
  const valueLabel =
    answer.chart?.valueLabel ?? view.valueLabel ?? answer.columns.find((c) => c.key === view.value)?.label ?? 'Value';
  const noteLabel = view.band ? answer.columns.find((c) => c.key === view.band)?.label : undefined;
  return (
    <>
      <RankChart
        id="report"
        title={answer.chart?.title ?? view.title}
        bars={bars}
        valueLabel={valueLabel}
        noteLabel={noteLabel}
        format={(v) => formatReportValue(type, v)}
        max={view.max ?? (view.percent || type === 'percent' ? 100 : undefined)}
      />
      {view.band ? <BandLegend /> : null}
      {view.top && source.length > view.top ? (
        <Text fontSize="xs" color="fg.muted">
          The chart shows the top {view.top} of {source.length}; the table lists them all.
        </Text>
      ) : null}
    </>
  );
}
