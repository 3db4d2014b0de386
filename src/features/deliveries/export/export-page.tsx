/**
 * `/d/deliveries-export-csv`: the deliveries of the current filter (same URL query as the list)
 * as a CSV file. The rows are read from the API page by page, so the server's client scope
 * decides what is in the file; it therefore needs the network and says so when offline.
 */
import { Alert, Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiJson } from '../../../lib/api';
import { useOnline, useReferenceTitles, useResourceList } from '../../../offline';
import { toSearchParams } from '../../../offline/list-params';
import { deliveries } from '../../../resources/operations';
import type { ListResponse } from '../../../resources/types';
import { allRows } from '../deliveries-query';
import { DeliveryFilters } from '../delivery-filters';
import { useDeliveryQuery } from '../use-delivery-query';
import { downloadCsv } from '../../../ui/resource-pages';
import { exportFileName, toCsv } from './export-csv';

const CHUNK = 5000;

export function ExportPage() {
  const query = useDeliveryQuery();
  const online = useOnline();
  const countParams = useMemo(() => ({ ...query.params, limit: 0, offset: 0 }), [query.params]);
  const count = useResourceList('deliveries', countParams);
  const names = {
    clients: useReferenceTitles('clients'),
    routingGroups: useReferenceTitles('routingGroups'),
    zones: useReferenceTitles('zones'),
    depots: useReferenceTitles('depots'),
  };
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async () => {
    setMessage(null);
    const params = allRows(query.params);
    const rows: Record<string, unknown>[] = [];
    try {
      let total = Infinity;
      for (let offset = 0; offset < total; offset += CHUNK) {
        const search = toSearchParams({ ...params, limit: CHUNK, offset });
        const page = await apiJson<ListResponse<Record<string, unknown>>>(`${deliveries.path}?${search.toString()}`);
        total = page.count;
        rows.push(...page.data);
        setProgress({ done: rows.length, total });
        if (page.data.length === 0) break;
      }
      const fileName = exportFileName(query.draft, new Date());
      downloadCsv(toCsv(rows, names), fileName);
      setMessage({ ok: true, text: `${rows.length.toLocaleString()} deliveries exported to ${fileName}.` });
    } catch (e) {
      setMessage({ ok: false, text: `The export failed: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Export deliveries (CSV)
        </Heading>
        <Button size="sm" variant="ghost" asChild>
          <RouterLink to={`/d/deliveries/all?${query.search.toString()}`}>Back to list</RouterLink>
        </Button>
      </HStack>
      <Text>
        The file holds every delivery that matches these filters, one row each, with the columns of the upload template
        plus ids and names.
      </Text>
      <DeliveryFilters key={query.search.toString()} value={query.draft} onApply={query.applyFilters} />
      <Text data-testid="export-count">
        {count.isLoading
          ? 'Counting…'
          : `${count.count.toLocaleString()} deliveries match${count.source === 'cache' ? ' in the copy on this device' : ''}.`}
      </Text>
      {!online && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Description>
            The export reads the deliveries from the server, so it needs a connection. Try again when you are online.
          </Alert.Description>
        </Alert.Root>
      )}
      {progress && (
        <Progress.Root
          value={progress.total ? (progress.done / progress.total) * 100 : null}
          size="sm"
          aria-label="Export progress"
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
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
        disabled={!online || progress !== null || count.count === 0}
        loading={progress !== null}
      >
        Download CSV
      </Button>
    </Stack>
  );
}
