/**
 * The overview's figures, all through the offline layer: one count request per delivery status
 * (limit 0: the server only counts), the day's runs, the failed drops, and for today the open
 * deliveries whose window may have ended. Offline each is answered from the device's copy.
 */
import { useMemo } from 'react';
import type { ListParams, ResourceListResult } from '../../offline';
import { useResourceList } from '../../offline';
import { DELIVERY_STATUSES } from '../../resources/operations';
import { isLate, lateScope, OPEN_STATUSES } from './overview-rules';

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const countOf = (date: string, clientFilter: Record<string, string>, status: string): ListParams => ({ limit: 0, filters: { date, status, ...clientFilter } });

function useDeliveryCounts(date: string, clientFilter: Record<string, string>): Record<DeliveryStatus, ResourceListResult> {
  const p = (s: DeliveryStatus) => countOf(date, clientFilter, s);
  return {
    pending: useResourceList('deliveries', p('pending')),
    routed: useResourceList('deliveries', p('routed')),
    loaded: useResourceList('deliveries', p('loaded')),
    'in-transit': useResourceList('deliveries', p('in-transit')),
    delivered: useResourceList('deliveries', p('delivered')),
    failed: useResourceList('deliveries', p('failed')),
    returned: useResourceList('deliveries', p('returned')),
    cancelled: useResourceList('deliveries', p('cancelled')),
  };
}

export interface OverviewData {
  byStatus: { status: DeliveryStatus; count: number }[];
  deliveries: number;
  late: number | null;
  runsByStatus: { status: string; count: number }[];
  runsInProgress: number;
  runsFinished: number;
  /** null when the role may not see runs */
  runs: number | null;
  failedDrops: number;
  source: 'network' | 'cache' | null;
  asOf: number | null;
  isLoading: boolean;
  isFetching: boolean;
  error: { displayMessage: string } | null;
  refetch: () => void;
}

/** `canSeeRuns`: roles without run access (e.g. 'user') get no run figures rather than a 403. */
export function useOverviewData(date: string, clientId: number, now: Date, canSeeRuns: boolean): OverviewData {
  const clientFilter = useMemo((): Record<string, string> => (clientId > 0 ? { clientId: String(clientId) } : {}), [clientId]);
  const counts = useDeliveryCounts(date, clientFilter);
  const scope = lateScope(date, now);
  const open = useResourceList('deliveries', { limit: -1, sort: 'date', filters: { date, status: OPEN_STATUSES.join(','), ...clientFilter } }, { enabled: scope === 'by-window' });
  const runs = useResourceList('runs', { limit: -1, sort: 'code', filters: { date } }, { enabled: canSeeRuns });
  const failedDrops = useResourceList('drops', { limit: 0, filters: { date, status: 'failed', ...clientFilter } });

  const parts: ResourceListResult[] = [...Object.values(counts), failedDrops, ...(canSeeRuns ? [runs] : []), ...(scope === 'by-window' ? [open] : [])];
  const byStatus = DELIVERY_STATUSES.map((status) => ({ status, count: counts[status].count }));
  const openCount = OPEN_STATUSES.reduce((n, s) => n + counts[s].count, 0);
  const late = scope === 'none' ? 0 : scope === 'all-open' ? openCount : open.isLoading ? null : open.data.filter((d) => isLate(d, now)).length;
  const runStatus = new Map<string, number>();
  for (const r of runs.data) runStatus.set(String(r.status), (runStatus.get(String(r.status)) ?? 0) + 1);
  const sources = parts.map((p) => p.source);
  const asOfs = parts.map((p) => p.asOf).filter((a): a is number => a !== null);

  return {
    byStatus,
    deliveries: byStatus.reduce((n, s) => n + s.count, 0),
    late,
    runsByStatus: [...runStatus].map(([status, count]) => ({ status, count })),
    runsInProgress: runStatus.get('in-progress') ?? 0,
    runsFinished: runStatus.get('finished') ?? 0,
    runs: canSeeRuns ? runs.data.length : null,
    failedDrops: failedDrops.count,
    source: sources.includes('cache') ? 'cache' : sources.includes('network') ? 'network' : null,
    asOf: asOfs.length ? Math.min(...asOfs) : null,
    isLoading: parts.some((p) => p.isLoading),
    isFetching: parts.some((p) => p.isFetching),
    error: parts.find((p) => p.error)?.error ?? null,
    refetch: () => parts.forEach((p) => p.refetch()),
  };
}
