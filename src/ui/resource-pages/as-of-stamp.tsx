import { StaticBadge } from '../../theme/static-badge';
import { useOnline } from '../../offline';
import type { KnownTotal } from '../../offline/known-totals';
import { asOfText, coverageOf, coverageText } from '../../offline/stored-copy';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { formatTime } from './format';
import { viewerZone } from '../../lib/calendar';

/** What a list's stored copy holds: its rows' count, the server's last known total, and what they are. */
export interface StampCoverage {
  count: number;
  serverTotal: KnownTotal | null;
  /** the plural noun counted ('deliveries') */
  noun: string;
}

/**
 * 'Live · as of 09:42', or 'Stored copy · as of 09:42 today, 25 min ago' and, for a list, what
 * the copy covers ('500 of 1,978 deliveries stored'). Offline, every answer is a stored copy.
 * `updating`: shown data (stored or restored) is being replaced by a fresh answer.
 */
export function AsOfStamp({
  source,
  asOf,
  updating = false,
  coverage,
}: {
  source: 'network' | 'cache' | null;
  asOf: number | null;
  updating?: boolean;
  coverage?: StampCoverage;
}) {
  const online = useOnline();
  const now = useMinuteClock().getTime();
  if (!source) return null;
  const stored = source === 'cache' || !online;
  return (
    // static classes (theme/static-classes.ts): beside every list and record, at every start
    <div className="dc-group" data-testid="as-of">
      <StaticBadge palette={stored ? 'orange' : 'green'}>{stored ? 'Stored copy' : 'Live'}</StaticBadge>
      {asOf !== null && (
        <p className="dc-text-sm" data-muted="">
          {stored ? asOfText(asOf, now) : `as of ${formatTime(asOf, viewerZone())}`}
        </p>
      )}
      {coverage && source === 'cache' && (
        <p className="dc-text-sm" data-muted="" data-testid="as-of-coverage">
          {coverageText(coverageOf(coverage.count, coverage.serverTotal), coverage.noun)}
        </p>
      )}
      {updating && online && (
        <p className="dc-text-sm" data-muted="" data-testid="updating">
          updating…
        </p>
      )}
    </div>
  );
}
