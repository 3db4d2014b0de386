/**
 * The generic CSV export, for any declaration with an `export` screen: the records of the
 * current filter (the list's URL query) as a file whose columns are the import's, plus the id,
 * so an exported file can be corrected and imported again. Rows are read from the API page by
 * page, so the server's client scope decides what is in the file; it needs the network and says so.
 */
import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { apiJson } from '../../lib/api';
import { useOnline, useResourceList } from '../../offline';
import { toSearchParams } from '../../offline/list-params';
import { inSentence, resources, type ResourceName } from '../../resources';
import type { ListResponse } from '../../resources/types';
import { isScreenId, screenPath } from '../../screens';
import { FilterBar, toListFilters, type FilterState } from './filter-bar';
import { downloadCsv, toCsv } from '../../resources/csv';

const CHUNK = 5000;

export function exportName(resource: string, now: Date): string {
  return `${resource}-${now.toISOString().slice(0, 16).replace(/[-:T]/g, '')}.csv`;
}

export function ResourceExportPage({ resource }: { resource: ResourceName }) {
  const def = resources[resource];
  const [search, setSearch] = useSearchParams();
  const online = useOnline();
  const filters: FilterState = useMemo(
    () => Object.fromEntries([...search].filter(([k]) => k !== 'sort' && k !== 'page')),
    [search],
  );
  const sort = search.get('sort') ?? def.defaultSort;
  const params = useMemo(() => ({ sort, q: filters.q, filters: toListFilters(def, filters) }), [def, filters, sort]);
  const count = useResourceList(
    resource,
    useMemo(() => ({ ...params, limit: 0, offset: 0 }), [params]),
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const word = inSentence(def.labelPlural);
  const listId = `${def.name}.list`;

  const run = async () => {
    setMessage(null);
    setBusy(true);
    const rows: Record<string, unknown>[] = [];
    try {
      let total = Infinity;
      for (let offset = 0; offset < total; offset += CHUNK) {
        const page = await apiJson<ListResponse<Record<string, unknown>>>(
          `${def.path}?${toSearchParams({ ...params, limit: CHUNK, offset }).toString()}`,
        );
        total = page.count;
        rows.push(...page.data);
        if (page.data.length === 0) break;
      }
      const fileName = exportName(def.name, new Date());
      downloadCsv(toCsv(def, rows), fileName);
      setMessage({ ok: true, text: `${rows.length.toLocaleString()} ${word} exported to ${fileName}.` });
    } catch (e) {
      setMessage({ ok: false, text: `The export failed: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Export {word} (CSV)
        </Heading>
        {isScreenId(listId) && (
          <Button size="sm" variant="ghost" asChild>
            <RouterLink to={`${screenPath(listId)}?${search.toString()}`}>Back to list</RouterLink>
          </Button>
        )}
      </HStack>
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
      <Text data-testid="export-count">
        {count.isLoading ? 'Counting…' : `${count.count.toLocaleString()} ${word} match.`}
      </Text>
      {!online && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Description>
            The export reads the {word} from the server, so it needs a connection. Try again when you are online.
          </Alert.Description>
        </Alert.Root>
      )}
      {message && (
        <Alert.Root status={message.ok ? 'success' : 'error'} role="status" data-testid="export-result">
          <Alert.Indicator />
          <Alert.Description>{message.text}</Alert.Description>
        </Alert.Root>
      )}
      <Button
        alignSelf="flex-start"
        onClick={() => void run()}
        disabled={!online || busy || count.count === 0}
        loading={busy}
      >
        Download CSV
      </Button>
    </Stack>
  );
}
