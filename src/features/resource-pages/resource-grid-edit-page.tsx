/**
 * The generic grid edit, for any declaration with a `gridEdit` screen: the filtered records as
 * rows of inputs (the declaration's editable list columns). Changed cells are marked, each row is
 * checked by the declaration's zod, and 'Save' hands one patch per changed, valid row to the
 * outbox with the version the row had when edited: offline edits wait on the device, and a row
 * someone else changed meanwhile comes back as a conflict instead of overwriting their work.
 */
import { Alert, Box, Button, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useOnline, useResourceList, useResourceMutation } from '../../offline';
import { resourceByName } from '../../resources';
import { recordPath, screenById, screenPath } from '../../screens';
import { FilterBar, toListFilters, type FilterState } from './filter-bar';
import { FieldInput } from './field-input';
import { buildPatches, cellText, gridFields, withoutRows, type Drafts, type GridRow } from './grid-diff';
import { dataStatus } from './load-states';
import { PendingBadge } from './pending-badge';

const LIMIT = 200;

interface SaveSummary {
  sent: number;
  queued: number;
  refused: string[];
}

export function summaryText(s: SaveSummary): string {
  const parts: string[] = [];
  if (s.sent) parts.push(`${s.sent} row${s.sent === 1 ? '' : 's'} saved`);
  if (s.queued) parts.push(`${s.queued} row${s.queued === 1 ? '' : 's'} saved on this device, to be sent when the connection returns`);
  if (s.refused.length) parts.push(`${s.refused.length} not saved (${s.refused.join('; ')}); those rows keep your edits`);
  return parts.length ? `${parts.join('. ')}.` : 'Nothing to save.';
}

export function ResourceGridEditPage({ resource }: { resource: string }) {
  const def = resourceByName(resource);
  if (!def) throw new Error(`Unknown resource ${resource}`);
  const [search, setSearch] = useSearchParams();
  const filters: FilterState = useMemo(() => Object.fromEntries([...search].filter(([k]) => k !== 'sort' && k !== 'page')), [search]);
  const sort = search.get('sort') ?? def.defaultSort;
  const params = useMemo(() => ({ limit: LIMIT, offset: 0, sort, q: filters.q, filters: toListFilters(def, filters) }), [def, filters, sort]);
  const list = useResourceList(resource, params);
  const mutation = useResourceMutation(resource);
  const online = useOnline();
  const fields = useMemo(() => gridFields(def), [def]);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<SaveSummary | null>(null);
  const rows = list.data as GridRow[];
  const patches = useMemo(() => buildPatches(def, fields, rows, drafts), [def, fields, rows, drafts]);
  const byId = useMemo(() => new Map(patches.map((p) => [p.id, p])), [patches]);
  const invalid = patches.filter((p) => Object.keys(p.errors).length > 0).length;
  const titleOf = (row: Record<string, unknown> & { id: number }) => String(row[def.titleField] ?? `#${row.id}`);
  const detailId = `${def.name}.detail`;
  const listId = `${def.name}.list`;

  const save = async () => {
    setSaving(true);
    const result: SaveSummary = { sent: 0, queued: 0, refused: [] };
    const done: number[] = [];
    for (const p of patches) {
      if (Object.keys(p.errors).length > 0 || p.id < 0) continue;
      const r = await mutation.patch(p.id, p.changes, p.baseVersion).catch((e: unknown) => ({ outcome: 'rejected' as const, error: e instanceof Error ? e.message : String(e) }));
      const row = rows.find((x) => x.id === p.id);
      if (r.outcome === 'sent') result.sent++;
      else if (r.outcome === 'queued' || r.outcome === 'conflict') result.queued++;
      else result.refused.push(`${row ? titleOf(row) : p.id}: ${r.error ?? 'refused'}`);
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
          Grid edit {def.labelPlural.toLowerCase()}
        </Heading>
        <HStack gap="2" wrap="wrap">
          {list.isFetching && <Spinner size="sm" aria-label="Loading" />}
          {screenById(listId) && (
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to={`${screenPath(listId)}?${search.toString()}`}>Back to list</RouterLink>
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={patches.length === 0 || saving} onClick={() => setDrafts({})}>
            Discard edits
          </Button>
          <Button size="sm" disabled={patches.length === 0 || invalid > 0 || saving} loading={saving} onClick={() => void save()}>
            Save {patches.length} changed row{patches.length === 1 ? '' : 's'}
          </Button>
        </HStack>
      </HStack>
      <FilterBar key={search.toString()} def={def} value={filters} onApply={(state) => setSearch(new URLSearchParams(Object.entries(state).filter(([, v]) => v) as [string, string][]), { replace: true })} />
      {!online && <Text fontSize="sm">You are offline: saved rows wait on this device and are sent when the connection returns.</Text>}
      {invalid > 0 && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {invalid} row{invalid === 1 ? ' has' : 's have'} a value that cannot be saved: {patches.flatMap((p) => Object.values(p.errors)).slice(0, 3).join(' ')}
        </Text>
      )}
      {summary && (
        <Alert.Root status={summary.refused.length ? 'warning' : summary.queued ? 'info' : 'success'} role="status" data-testid="grid-save-result">
          <Alert.Indicator />
          <Alert.Description>{summaryText(summary)}</Alert.Description>
        </Alert.Root>
      )}
      {dataStatus(list, def.labelPlural, list.data.length === 0) ?? (
        <Box borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label={`${def.labelPlural} grid`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{def.fields[def.titleField]?.label ?? def.label}</Table.ColumnHeader>
                {fields.map((f) => (
                  <Table.ColumnHeader key={f}>{def.fields[f]?.label}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.map((row) => {
                const patch = byId.get(row.id);
                return (
                  <Table.Row key={row.id} data-testid={`grid-row-${row.id}`}>
                    <Table.Cell whiteSpace="nowrap">
                      {row.id > 0 && screenById(detailId) ? <RouterLink to={recordPath(detailId, row.id)}>{titleOf(row)}</RouterLink> : titleOf(row)}
                      <PendingBadge marks={row} />
                    </Table.Cell>
                    {fields.map((f) => {
                      const meta = def.fields[f];
                      if (!meta) return null;
                      const error = patch?.errors[f];
                      return (
                        <Table.Cell key={f} minW="8rem" bg={error ? 'red.subtle' : patch && f in patch.changes ? 'yellow.subtle' : undefined} title={error}>
                          <FieldInput
                            size="xs"
                            name={`${f}-${row.id}`}
                            meta={meta}
                            ariaLabel={`${meta.label} of ${titleOf(row)}`}
                            value={drafts[row.id]?.[f] ?? cellText(def, f, row[f])}
                            invalid={Boolean(error)}
                            onChange={(v) => setDrafts((d) => ({ ...d, [row.id]: { ...d[row.id], [f]: v } }))}
                          />
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        {list.count.toLocaleString()} {def.labelPlural.toLowerCase()} match · showing {list.data.length.toLocaleString()}
      </Text>
    </Stack>
  );
}
