/**
 * Grid edit (`/d/deliveries/all/grid-edit`): the filtered deliveries as rows of inputs. Changed
 * cells are marked until saved; 'Save' hands one patch per changed row to the outbox with the
 * version that row had when it was edited, so offline edits wait on the device and a row someone
 * else changed meanwhile comes back as a conflict instead of overwriting their work.
 */
import { Alert, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useOnline, useResourceList, useResourceMutation } from '../../../offline';
import { deliveries } from '../../../resources/operations';
import type { FieldMeta } from '../../../resources/types';
import { AsOfStamp } from '../../resource-pages';
import { LoadErrorAlert } from '../../resource-pages';
import { DeliveryFilters } from '../delivery-filters';
import { useDeliveryQuery } from '../use-delivery-query';
import { buildPatches, GRID_FIELDS, withoutRows, type Drafts, type GridField, type GridRow } from './grid-diff';
import { GRID_TEMPLATE, GridRows } from './grid-rows';

const FIELDS = deliveries.fields as Record<string, FieldMeta>;

interface SaveSummary {
  sent: number;
  queued: number;
  refused: string[];
}

function summaryText(s: SaveSummary): string {
  const parts: string[] = [];
  if (s.sent) parts.push(`${s.sent} row${s.sent === 1 ? '' : 's'} saved`);
  if (s.queued) parts.push(`${s.queued} row${s.queued === 1 ? '' : 's'} saved on this device, to be sent when the connection returns`);
  if (s.refused.length) parts.push(`${s.refused.length} not saved (${s.refused.join('; ')}); those rows keep your edits`);
  return `${parts.join('. ')}.`;
}

export function GridEditPage() {
  const query = useDeliveryQuery();
  const list = useResourceList('deliveries', query.params);
  const mutation = useResourceMutation('deliveries');
  const online = useOnline();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<SaveSummary | null>(null);
  const patches = useMemo(() => buildPatches(list.data as GridRow[], drafts), [list.data, drafts]);
  const byId = useMemo(() => new Map(patches.map((p) => [p.id, p])), [patches]);
  const invalid = patches.filter((p) => Object.keys(p.errors).length > 0).length;

  const onCell = (id: number, field: GridField, value: string) => setDrafts((d) => ({ ...d, [id]: { ...d[id], [field]: value } }));

  const save = async () => {
    setSaving(true);
    const result: SaveSummary = { sent: 0, queued: 0, refused: [] };
    const done: number[] = [];
    for (const p of patches) {
      if (Object.keys(p.errors).length > 0 || p.id < 0) continue;
      const r = await mutation.patch(p.id, p.changes, p.baseVersion).catch((e: unknown) => ({ outcome: 'rejected' as const, error: String(e) }));
      const reference = String(list.data.find((row) => row.id === p.id)?.reference ?? p.id);
      if (r.outcome === 'sent') result.sent++;
      else if (r.outcome === 'queued' || r.outcome === 'conflict') result.queued++;
      else result.refused.push(`${reference}: ${r.error ?? 'refused'}`);
      if (r.outcome !== 'rejected') done.push(p.id);
    }
    setDrafts((d) => withoutRows(d, done));
    setSummary(result);
    setSaving(false);
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          Grid edit deliveries
        </Heading>
        <HStack gap="2" wrap="wrap">
          <AsOfStamp source={list.source} asOf={list.asOf} />
          {list.isFetching && <Spinner size="sm" aria-label="Loading" />}
          <Button size="sm" variant="ghost" asChild>
            <RouterLink to={`/d/deliveries/all?${query.search.toString()}`}>Back to list</RouterLink>
          </Button>
          <Button size="sm" variant="outline" disabled={patches.length === 0 || saving} onClick={() => setDrafts({})}>
            Discard edits
          </Button>
          <Button size="sm" disabled={patches.length === 0 || invalid > 0 || saving} loading={saving} onClick={() => void save()}>
            Save {patches.length} changed row{patches.length === 1 ? '' : 's'}
          </Button>
        </HStack>
      </HStack>
      <DeliveryFilters key={query.search.toString()} value={query.draft} onApply={query.applyFilters} />
      {!online && <Text fontSize="sm">You are offline: saved rows wait on this device and are sent when the connection returns.</Text>}
      {invalid > 0 && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {invalid} row{invalid === 1 ? ' has' : 's have'} a value that cannot be saved (marked red; hover a cell for the reason).
        </Text>
      )}
      {summary && (
        <Alert.Root status={summary.refused.length ? 'warning' : summary.queued ? 'info' : 'success'} role="status" data-testid="grid-save-result">
          <Alert.Indicator />
          <Alert.Description>{summaryText(summary)}</Alert.Description>
        </Alert.Root>
      )}
      {list.error ? (
        <LoadErrorAlert what="Deliveries" message={list.error.displayMessage} />
      ) : list.isLoading ? (
        <HStack>
          <Spinner size="sm" />
          <Text>Loading deliveries…</Text>
        </HStack>
      ) : list.data.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="empty-state">
          No deliveries match these filters.
        </Box>
      ) : (
        <Box role="table" aria-label="Deliveries grid" aria-rowcount={list.data.length + 1} borderWidth="1px" borderRadius="md" overflowX="auto">
          <Box minW="fit-content">
            <Box role="row" display="grid" gridTemplateColumns={GRID_TEMPLATE} gap="1" px="1" py="2" bg="bg.muted" fontWeight="semibold" fontSize="sm">
              <Box role="columnheader">Reference</Box>
              {GRID_FIELDS.map((f) => (
                <Box role="columnheader" key={f}>
                  {FIELDS[f]?.label}
                </Box>
              ))}
            </Box>
            <GridRows rows={list.data} drafts={drafts} patches={byId} onCell={onCell} />
          </Box>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        {list.count.toLocaleString()} deliveries match · showing {list.data.length.toLocaleString()}
      </Text>
    </Stack>
  );
}
