/**
 * The overview's figures, all through the offline layer: one count request per delivery status
 * (limit 0: the server only counts), the day's runs and the failed drops. Offline each is
 * answered from the device's copy. Late is the server's count on each delivery's depot clock
 * (GET /api/nv/late-deliveries, src/lib/late.ts), the same in every browser; when the
 * server cannot be asked, the same rule is applied to the day's open deliveries stored here.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiJson } from '../../lib/api';
import type { ListParams, ResourceListResult } from '../../offline';
import { useResourceList } from '../../offline';
import { isLate, OPEN_STATUSES } from '../../lib/late';
import { useZoneOfGroup } from '../../ui/use-depot-zone';
import { DELIVERY_STATUSES } from '../../resources/operations';
import { coverageOf, sumCoverage, type Coverage } from '../../offline/stored-copy';
import { runTotals, type RunTotals } from '../../ui/run-scope';
import { overviewRunFilters } from './overview-rules';

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const countOf = (date: string, clientFilter: Record<string, string>, status: string): ListParams => ({
  limit: 0,
  filters: { date, status, ...clientFilter },
});

function useDeliveryCounts(
  date: string,
  clientFilter: Record<string, string>,
): Record<DeliveryStatus, ResourceListResult> {
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

/** What the figures cover when any of them comes from the stored copy (offline, or the network failed). */
export interface OverviewCoverage {
  deliveries: Coverage;
  failed: Coverage;
  failedDrops: Coverage;
  /** null when the role may not see runs */
  runs: Coverage | null;
}

/** A count's coverage: a network answer is the server's own count, whole. */
function coverageOfPart(part: ResourceListResult): Coverage {
  return part.source === 'cache'
    ? coverageOf(part.count, part.serverTotal)
    : { stored: part.count, total: part.count, totalAt: part.asOf, whole: true };
}

export interface OverviewData {
  byStatus: { status: DeliveryStatus; count: number }[];
  deliveries: number;
  late: number | null;
  runsByStatus: { status: string; count: number }[];
  /** null when the role may not see runs; the same figures as Run Summary's for the country and day */
  runs: RunTotals | null;
  /** failed drop records (client-scoped); with a country chosen, the failed drops of its runs */
  failedDrops: number;
  source: 'network' | 'cache' | null;
  asOf: number | null;
  /** null while every figure is the server's own */
  coverage: OverviewCoverage | null;
  isLoading: boolean;
  isFetching: boolean;
  error: { displayMessage: string } | null;
  refetch: () => void;
}

/** `canSeeRuns`: roles without run access (e.g. 'user') get no run figures rather than a 403. */
export function useOverviewData(
  date: string,
  countryId: number | null,
  clientId: number,
  now: Date,
  canSeeRuns: boolean,
): OverviewData {
  const clientFilter = useMemo(
    (): Record<string, string> => ({
      ...(clientId > 0 ? { clientId: String(clientId) } : {}),
      ...(countryId !== null ? { countryId: String(countryId) } : {}),
    }),
    [clientId, countryId],
  );
  const counts = useDeliveryCounts(date, clientFilter);
  const late = useLate(date, clientFilter, now);
  const runs = useResourceList(
    'runs',
    { limit: -1, sort: 'code', filters: overviewRunFilters(date, countryId) },
    { enabled: canSeeRuns },
  );
  // drops carry no country: for one country they are counted from its runs, as Run Summary does
  const dropFilter: Record<string, string> = clientId > 0 ? { clientId: String(clientId) } : {};
  const failedDrops = useResourceList(
    'drops',
    { limit: 0, filters: { date, status: 'failed', ...dropFilter } },
    { enabled: countryId === null || !canSeeRuns },
  );

  const dropsByRecord = countryId === null || !canSeeRuns;
  const parts: ResourceListResult[] = [
    ...Object.values(counts),
    ...(dropsByRecord ? [failedDrops] : []),
    ...(canSeeRuns ? [runs] : []),
    ...late.parts,
  ];
  const byStatus = DELIVERY_STATUSES.map((status) => ({ status, count: counts[status].count }));
  const runStatus = new Map<string, number>();
  for (const r of runs.data) runStatus.set(r.status, (runStatus.get(r.status) ?? 0) + 1);
  const totals = runTotals(runs.data);
  const sources = parts.map((p) => p.source);
  const asOfs = parts.map((p) => p.asOf).filter((a): a is number => a !== null);
  const source = sources.includes('cache') ? 'cache' : sources.includes('network') ? 'network' : null;
  const runsCoverage = canSeeRuns ? coverageOfPart(runs) : null;

  return {
    byStatus,
    deliveries: byStatus.reduce((n, s) => n + s.count, 0),
    late: late.count,
    runsByStatus: [...runStatus].map(([status, count]) => ({ status, count })),
    runs: canSeeRuns ? totals : null,
    failedDrops: dropsByRecord ? failedDrops.count : totals.failedDrops,
    source,
    coverage:
      source === 'cache'
        ? {
            deliveries: sumCoverage(DELIVERY_STATUSES.map((s) => coverageOfPart(counts[s]))),
            failed: coverageOfPart(counts.failed),
            // counted from the runs, the failed drops are whole exactly when the runs are
            failedDrops: dropsByRecord
              ? coverageOfPart(failedDrops)
              : runsCoverage?.whole
                ? { ...runsCoverage, stored: totals.failedDrops, total: totals.failedDrops }
                : coverageOf(totals.failedDrops, null),
            runs: runsCoverage,
          }
        : null,
    asOf: asOfs.length ? Math.min(...asOfs) : null,
    isLoading: parts.some((p) => p.isLoading),
    isFetching: parts.some((p) => p.isFetching),
    error: parts.find((p) => p.error)?.error ?? null,
    refetch: () => parts.forEach((p) => p.refetch()),
  };
}

/**
 * Late: the server's count (it reads each delivery's window on its depot's clock with its own
 * time, recounted each minute); when the server cannot be asked, the same rule over the day's
 * open deliveries in the stored copy, each on its routing group's clock.
 */
function useLate(
  date: string,
  clientFilter: Record<string, string>,
  now: Date,
): { count: number | null; parts: ResourceListResult[] } {
  const server = useQuery({
    queryKey: ['overview', 'late', date, clientFilter],
    queryFn: ({ signal }) =>
      apiJson<{ data: { late: number } }>(
        `nv/late-deliveries?${new URLSearchParams({ date, ...clientFilter }).toString()}`,
        { signal },
      ),
    refetchInterval: 60_000,
    retry: false,
  });
  const stored = useResourceList(
    'deliveries',
    { limit: -1, filters: { date, status: OPEN_STATUSES.join(','), ...clientFilter } },
    { enabled: server.isError },
  );
  const zoneOf = useZoneOfGroup();
  if (server.data) return { count: server.data.data.late, parts: [] };
  if (!server.isError || stored.isLoading) return { count: null, parts: server.isError ? [stored] : [] };
  return { count: stored.data.filter((d) => isLate(d, zoneOf(d.routingGroupId), now)).length, parts: [stored] };
}
