/**
 * The grid edit of any declaration with a `gridEdit` screen: the filtered records as rows of
 * inputs (the declaration's editable list columns, or the columns a page names). Changed cells
 * are marked, each row is checked by the declaration's zod, and 'Save' hands one patch per
 * changed, valid row to the outbox with the version the row had when edited: offline edits wait
 * on the device, and a row someone else changed meanwhile comes back as a conflict instead of
 * overwriting their work. One press is heard as one notice naming the rows (batchNotice in
 * src/ui/notices.tsx): saved, queued and refused counted apart, the first refused linked with the
 * server's reason; refused rows keep their edits. A page with its own URL query (deliveries) gives its list parameters
 * and filter bar to `GridEditView`; every other declaration gets `ResourceGridEditPage`.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../theme/busy-spinner';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useOnline, useResourceList, useResourceMutation, type ListParams, type StoredRecord } from '../../offline';
import { inSentence, mayChangeSome, offerField, registered, resources, type ResourceName } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import type { ResourceDef } from '../../resources/types';
import { isScreenId, recordPath, screenPath } from '../../screens';
import { AsOfStamp } from './as-of-stamp';
import { FilterBar, toListFilters, type FilterState } from './filter-bar';
import { buildPatches, gridFields, withoutRows, type Drafts, type GridRow } from './grid-diff';
import { GridRows, gridTemplate } from './grid-rows';
import { dataStatus } from './load-states';
import { batchNotice, notify, recordLink, type BatchSave } from '../notices';

const LIMIT = 200;

export interface GridEditViewProps {
  def: ResourceDef;
  /** the records to edit */
  params: ListParams;
  /** the filter bar above the grid */
  filters: ReactNode;
  /** the page's query string, kept on the way back to the list */
  search: string;
  /** the columns to edit (default: the declaration's editable list columns) */
  fields?: readonly string[];
}

export function GridEditView({ def, params, filters, search, fields: chosen }: GridEditViewProps) {
  const list = useResourceList(registered(def.name), params);
  const mutation = useResourceMutation(registered(def.name));
  const online = useOnline();
  const user = useCurrentUser();
  const context = useMenuContext();
  // columns this user may change on some record; each cell asks the write rules with its row, as
  // the edit form does (src/resources/writes.ts: the server's question)
  const fields = useMemo(
    () => (chosen ?? gridFields(def)).filter((f) => mayChangeSome(user, def, f, context)),
    [chosen, def, user, context],
  );
  const offer = useCallback(
    (row: StoredRecord, field: string) => offerField(user, def, field, row, context),
    [user, def, context],
  );
  const [drafts, setDrafts] = useState<Drafts>({});
  const [saving, setSaving] = useState(false);
  const rows = list.data as GridRow[];
  const patches = useMemo(() => buildPatches(def, fields, rows, drafts), [def, fields, rows, drafts]);
  const byId = useMemo(() => new Map(patches.map((p) => [p.id, p])), [patches]);
  const invalid = patches.filter((p) => Object.keys(p.errors).length > 0).length;
  const titleOf = (row: { id: number; [field: string]: unknown }) => String(row[def.titleField] ?? def.label);
  const detailId = `${def.name}.detail`;
  const listId = `${def.name}.list`;
  const plural = inSentence(def.labelPlural);

  const save = async () => {
    setSaving(true);
    const saves: BatchSave[] = [];
    const done: number[] = [];
    for (const p of patches) {
      if (Object.keys(p.errors).length > 0 || p.id < 0) continue;
      const r = await mutation
        .patch(p.id, p.changes, p.baseVersion)
        .catch((e: unknown) => ({ outcome: 'rejected' as const, error: e instanceof Error ? e.message : String(e) }));
      const row = rows.find((x) => x.id === p.id);
      const name = row ? titleOf(row) : def.label;
      saves.push({ name, result: r, link: recordLink(def.name, p.id, `${def.label} ${name}`) });
      if (r.outcome !== 'rejected') done.push(p.id);
    }
    setDrafts((d) => withoutRows(d, done));
    const notice = batchNotice({ one: inSentence(def.label), many: plural }, 'saved', saves);
    if (notice) notify(notice);
    setSaving(false);
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          Grid edit {plural}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <AsOfStamp source={list.source} asOf={list.asOf} />
          {list.isFetching && <BusySpinner label="Loading" />}
          {isScreenId(listId) && (
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to={`${screenPath(listId)}${search ? `?${search}` : ''}`}>Back to list</RouterLink>
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={patches.length === 0 || saving} onClick={() => setDrafts({})}>
            Discard edits
          </Button>
          <Button
            size="sm"
            disabled={patches.length === 0 || invalid > 0 || saving}
            loading={saving}
            onClick={() => void save()}
          >
            Save {patches.length} changed row{patches.length === 1 ? '' : 's'}
          </Button>
        </HStack>
      </HStack>
      {filters}
      {!online && (
        <Text fontSize="sm">
          You are offline: saved rows wait on this device and are sent when the connection returns.
        </Text>
      )}
      {invalid > 0 && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {invalid} row{invalid === 1 ? ' has' : 's have'} a value that cannot be saved (marked red):{' '}
          {patches
            .flatMap((p) => Object.values(p.errors))
            .slice(0, 3)
            .join(' ')}
        </Text>
      )}
      {dataStatus(list, def.labelPlural, list.data.length === 0) ?? (
        <Box
          role="table"
          aria-label={`${def.labelPlural} grid`}
          aria-rowcount={list.data.length + 1}
          borderWidth="1px"
          borderRadius="md"
          overflowX="auto"
        >
          <Box minW="fit-content">
            <Box
              role="row"
              display="grid"
              gridTemplateColumns={gridTemplate(def, fields)}
              gap="1"
              px="1"
              py="2"
              bg="bg.muted"
              fontWeight="semibold"
              fontSize="sm"
            >
              <Box role="columnheader">
                {/* the row's name as it was; when that field is edited too, its column says whose row it is */}
                {fields.includes(def.titleField) ? def.label : (def.fields[def.titleField]?.label ?? def.label)}
              </Box>
              {fields.map((f) => (
                <Box role="columnheader" key={f}>
                  {def.fields[f]?.label}
                </Box>
              ))}
            </Box>
            <GridRows
              def={def}
              fields={fields}
              offer={offer}
              rows={list.data}
              drafts={drafts}
              patches={byId}
              titleOf={titleOf}
              detailPath={isScreenId(detailId) ? (id) => recordPath(detailId, id) : undefined}
              onCell={(id, field, value) => setDrafts((d) => ({ ...d, [id]: { ...d[id], [field]: value } }))}
            />
          </Box>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        {list.count.toLocaleString()} {plural} match · showing {list.data.length.toLocaleString()}
      </Text>
    </Stack>
  );
}

/** Grid edit over the generic list's URL filters (`<field>`, `<field>From`/`<field>To`, `q`, `sort`). */
export function ResourceGridEditPage({ resource }: { resource: ResourceName }) {
  const def = resources[resource];
  const [search, setSearch] = useSearchParams();
  const filters: FilterState = useMemo(
    () => Object.fromEntries([...search].filter(([k]) => k !== 'sort' && k !== 'page')),
    [search],
  );
  const sort = search.get('sort') ?? def.defaultSort;
  const params = useMemo(
    () => ({ limit: LIMIT, offset: 0, sort, q: filters.q, filters: toListFilters(def, filters) }),
    [def, filters, sort],
  );
  const filterBar = (
    <FilterBar
      key={search.toString()}
      def={def}
      value={filters}
      onApply={(state) =>
        setSearch(new URLSearchParams(Object.entries(state).filter(([, v]) => v) as [string, string][]), {
          replace: true,
        })
      }
    />
  );
  return <GridEditView def={def} params={params} filters={filterBar} search={search.toString()} />;
}
