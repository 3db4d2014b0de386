/**
 * Drop Detail: where the drop sits on its run (the stops around it), its times, whether the
 * delivery instructions were followed, the temperature check and the photos. Whoever may correct
 * a drop (the declaration's rules) edits it in place (edit-in-place.tsx).
 */
import { Box, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../../theme/busy-spinner';
import { useParams } from 'react-router-dom';
import { useResourceItem, useResourceList } from '../../../offline';
import { can, deliveries as deliveriesDef, drops as dropsDef, runs as runsDef } from '../../../resources';
import { useCurrentUser } from '../../../session/auth-context';
import { clockTime } from '../../../ui/run-format';
import {
  AsOfStamp,
  ItemLoadError,
  ItemLoading,
  PendingBadge,
  StatusBadge,
  useEditInPlace,
} from '../../../ui/resource-pages';
import { useGroups } from '../shared/use-group-zones';
import { buildSummaryPath, emptyFilters } from '../../../screens/run-summary-url';
import { dropColumns, dropDetailPath } from '../run-summary/run-drops';
import { DataTable } from '../../../ui/data-table';
import { DropPhotos, toPhotos } from './drop-photos';
import { stopsAround } from './stops-around';
import { InlineLink } from '../../../ui';

const yesNo = (v: unknown, none: string) => (v === true ? 'Yes' : v === false ? 'No' : none);

function Stops({
  runId,
  id,
  sequence,
  timeZone,
}: {
  runId: number;
  id: number;
  sequence: number;
  timeZone: string | null;
}) {
  const drops = useResourceList('drops', { limit: -1, sort: 'sequence', filters: { runId: String(runId) } });
  if (drops.isLoading) return <BusySpinner label="Loading stops" />;
  const around = stopsAround(drops.data, sequence);
  if (around.length === 0) return <Text color="fg.muted">The other stops of this run are not available.</Text>;
  return (
    <DataTable
      label="Stops around this drop"
      columns={dropColumns(
        (d) =>
          d.id === id ? (
            <Text fontWeight="semibold">{String(d.address)} (this drop)</Text>
          ) : (
            <InlineLink to={dropDetailPath(d.id)}>{String(d.address)}</InlineLink>
          ),
        timeZone,
      )}
      rows={around}
      rowKey={(d) => d.id}
      rowProps={(d) => (d.id === id ? { bg: 'blue.subtle', 'aria-current': 'true' } : {})}
    />
  );
}

export function DropDetailPage() {
  const id = Number(useParams().id);
  const drop = useResourceItem('drops', id);
  const runId = typeof drop.data?.runId === 'number' ? drop.data.runId : Number.NaN;
  // roles with drop but no run access (e.g. 'user') do not ask for the run (a NaN id disables the query)
  const user = useCurrentUser();
  const run = useResourceItem('runs', can(user, runsDef, 'get') ? runId : Number.NaN);
  const deliveryId = typeof drop.data?.deliveryId === 'number' ? drop.data.deliveryId : Number.NaN;
  // the delivery is named by its reference, never its internal number
  const delivery = useResourceItem('deliveries', can(user, deliveriesDef, 'get') ? deliveryId : Number.NaN);
  const groups = useGroups();
  const edit = useEditInPlace(dropsDef, drop, drop.data ? `stop ${String(drop.data.sequence)}` : '');

  if (drop.isLoading) return <ItemLoading what="drop" />;
  if (drop.error || !drop.data) return <ItemLoadError what="Drop" error={drop.error} onRetry={drop.refetch} />;
  const d = drop.data;
  const r = run.data;
  const summaryLink = r
    ? buildSummaryPath({
        ...emptyFilters(Number(r.countryId) || 1, r.date),
        routingGroupIds: [Number(r.routingGroupId)],
        runId: r.id,
      })
    : null;
  const tz = r ? groups.zone(r.routingGroupId) : null;
  const temp = typeof d.temperatureC === 'number' ? `${d.temperatureC.toFixed(1)} °C` : 'Not taken';
  return (
    <Stack gap="5" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="lg">
            Drop Detail
          </Heading>
          <StatusBadge status={d.status} />
          <PendingBadge marks={d} />
        </HStack>
        <HStack gap="3">
          {edit.button}
          <AsOfStamp source={drop.source} asOf={drop.asOf} />
        </HStack>
      </HStack>
      {edit.messages}
      <Text fontSize="lg">
        Stop {String(d.sequence)}
        {r ? ` of run ${r.code}` : ''} · {d.address}
      </Text>
      {edit.form ?? (
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Run</DataList.ItemLabel>
            <DataList.ItemValue>
              {summaryLink && r ? <InlineLink to={summaryLink}>{r.code}</InlineLink> : 'Not available to your account'}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Delivery</DataList.ItemLabel>
            <DataList.ItemValue>
              {typeof delivery.data?.reference === 'string' ? (
                <InlineLink to={`/run/r/delivery/${String(d.deliveryId)}`}>{delivery.data.reference}</InlineLink>
              ) : (
                <InlineLink to={`/run/r/delivery/${String(d.deliveryId)}`}>
                  {delivery.isLoading ? 'Loading…' : 'Open the delivery'}
                </InlineLink>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Date</DataList.ItemLabel>
            <DataList.ItemValue>{d.date}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>ETA</DataList.ItemLabel>
            <DataList.ItemValue>{d.eta || '—'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Arrived</DataList.ItemLabel>
            <DataList.ItemValue data-testid="arrived-at">{clockTime(d.arrivedAt, tz)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Completed</DataList.ItemLabel>
            <DataList.ItemValue data-testid="completed-at">{clockTime(d.completedAt, tz)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Instructions followed</DataList.ItemLabel>
            <DataList.ItemValue>{yesNo(d.instructionsFollowed, 'No instructions recorded')}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Temperature check</DataList.ItemLabel>
            <DataList.ItemValue>
              {temp}
              {typeof d.temperatureC === 'number'
                ? d.tempCheckConfirmed === true
                  ? ' · confirmed'
                  : ' · not confirmed'
                : ''}
            </DataList.ItemValue>
          </DataList.Item>
          {d.failureReason ? (
            <DataList.Item>
              <DataList.ItemLabel>Failure reason</DataList.ItemLabel>
              <DataList.ItemValue color="red.fg">{d.failureReason}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
      )}
      <Box as="section" aria-labelledby="drop-photos">
        <Heading as="h2" size="md" id="drop-photos" mb="2">
          Photos
        </Heading>
        <DropPhotos
          photos={toPhotos(d.photos)}
          label={typeof d.sequence === 'number' ? `Stop ${d.sequence}` : 'Drop'}
        />
      </Box>
      {Number.isFinite(runId) && typeof d.sequence === 'number' ? (
        <Box as="section" aria-labelledby="drop-stops">
          <Heading as="h2" size="md" id="drop-stops" mb="2">
            Stops in sequence
          </Heading>
          <Stops runId={runId} id={d.id} sequence={d.sequence} timeZone={tz} />
        </Box>
      ) : null}
    </Stack>
  );
}
