import { Box, DataList, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useMemo } from 'react';
import { useResourceList } from '../../../offline';
import { formatClock, formatWallTime, toInstant, wallClock } from '../../../lib/calendar';
import { useDepotZone } from '../../../ui/use-depot-zone';
import { dropDetailPath, runSummaryPath } from '../paths';
import { StatusBadge } from '../../../ui/resource-pages';

/** An instant on the depot's clock: the time, with the date in front when it is not the delivery's day there. */
function onDay(value: unknown, day: unknown, zone: string): string {
  const at = toInstant(value);
  if (!at) return '—';
  const clock = formatClock(at, zone);
  return wallClock(at, zone).date === day ? clock : `${wallClock(at, zone).date} ${clock}`;
}

/**
 * The run and the drop a delivery is on, with links into the run summary and the drop detail. ETA,
 * arrival and completion read alike, on the delivery's depot clock (the zone named where the
 * viewer's differs).
 */
export function DeliveryRunDrop({
  runId,
  dropId,
  groupId,
  day,
}: {
  runId: number | null;
  dropId: number | null;
  groupId: unknown;
  day: unknown;
}) {
  const zone = useDepotZone(groupId);
  // Lists filtered by id rather than item reads: offline, a run or drop not stored on this device
  // is simply absent (no error state that would be refetched, with a stale session, on reconnect).
  const runParams = useMemo(() => ({ limit: 1, filters: { id: runId ?? -1 } }), [runId]);
  const dropParams = useMemo(() => ({ limit: 1, filters: { id: dropId ?? -1 } }), [dropId]);
  const run = useResourceList('runs', runParams, { enabled: runId !== null });
  const drop = useResourceList('drops', dropParams, { enabled: dropId !== null });
  const r = run.data[0];
  const d = drop.data[0];
  return (
    <Box as="section" aria-labelledby="delivery-run">
      <Heading as="h2" size="md" id="delivery-run" mb="2">
        Run and drop
      </Heading>
      {runId === null ? (
        <Text color="fg.muted">Not on a run yet.</Text>
      ) : (
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Run</DataList.ItemLabel>
            <DataList.ItemValue>
              {r &&
              typeof r.date === 'string' &&
              typeof r.countryId === 'number' &&
              typeof r.routingGroupId === 'number' ? (
                <Link asChild color="blue.fg">
                  <RouterLink
                    to={runSummaryPath({
                      id: r.id,
                      date: r.date,
                      countryId: r.countryId,
                      routingGroupId: r.routingGroupId,
                    })}
                  >
                    {r.code} in the run summary
                  </RouterLink>
                </Link>
              ) : (
                <Text as="span">
                  Run {runId}
                  {run.isLoading ? '' : run.error ? ' (details not available to you)' : ''}
                </Text>
              )}
              {r && typeof r.status === 'string' ? (
                <Box as="span" ml="2">
                  <StatusBadge status={r.status} />
                </Box>
              ) : null}
            </DataList.ItemValue>
          </DataList.Item>
          {dropId !== null && (
            <DataList.Item>
              <DataList.ItemLabel>Drop</DataList.ItemLabel>
              <DataList.ItemValue>
                <Link asChild color="blue.fg">
                  <RouterLink to={dropDetailPath(dropId)}>{d ? `Stop ${String(d.sequence)}` : 'Drop'}</RouterLink>
                </Link>
                {d && typeof d.status === 'string' ? (
                  <Box as="span" ml="2">
                    <StatusBadge status={d.status} />
                  </Box>
                ) : null}
              </DataList.ItemValue>
            </DataList.Item>
          )}
          {d && (
            <>
              <DataList.Item>
                <DataList.ItemLabel>ETA</DataList.ItemLabel>
                <DataList.ItemValue>
                  {formatWallTime(d.eta, typeof day === 'string' ? day : '', zone)}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Arrived / completed</DataList.ItemLabel>
                <DataList.ItemValue>
                  {onDay(d.arrivedAt, day, zone)} / {onDay(d.completedAt, day, zone)}
                </DataList.ItemValue>
              </DataList.Item>
            </>
          )}
        </DataList.Root>
      )}
    </Box>
  );
}
