/**
 * What the Overview's figures cover when they come from the device's stored copy: the whole day
 * (the device holds every delivery the server last counted), or a part of it with the server's
 * last known total, or a part whose total this device never heard. Worded by offline/stored-copy.
 */
import { Alert } from '@chakra-ui/react';
import { asOfText, coverageText, type Coverage } from '../../offline/stored-copy';
import type { OverviewCoverage } from './use-overview-data';

/** A figure's hint from its coverage: '' when whole, 'of 45 on the server', or 'stored only'. */
export function coverageHint(c: Coverage | undefined): string {
  if (!c || c.whole) return '';
  return c.total === null ? 'stored only; full count not known' : `of ${c.total.toLocaleString('en-AU')} on the server`;
}

export function CoverageNotice({
  coverage,
  asOf,
  now,
}: {
  coverage: OverviewCoverage;
  asOf: number | null;
  now: number;
}) {
  const d = coverage.deliveries;
  const age = asOf !== null ? ` The stored copy is ${asOfText(asOf, now)}.` : '';
  const serverAt =
    d.totalAt !== null ? ` (the server's count ${asOfText(d.totalAt, now).replace(/^as of/, 'at')})` : '';
  const text = d.whole
    ? `${coverageText(d, 'deliveries')} for this day: the figures below are the whole day.${age}`
    : d.total !== null
      ? `${coverageText(d, 'deliveries')}${serverAt}. The figures below count the stored deliveries only.${age}`
      : `${coverageText(d, 'deliveries')}. The figures below count the stored deliveries only.${age}`;
  return (
    <Alert.Root status={d.whole ? 'info' : 'warning'} data-testid="overview-coverage">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}
