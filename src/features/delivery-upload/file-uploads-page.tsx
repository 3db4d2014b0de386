/**
 * `/d/file-uploads/all`: past manifest uploads, newest first, with their result; a rejected
 * upload opens its problems by line. File uploads are not kept offline (the list needs the
 * network), so offline this page says so through the list's error.
 */
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../theme/busy-spinner';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useReferenceTitles, useResourceList } from '../../offline';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatValue } from '../../ui/resource-pages';
import { LoadErrorAlert } from '../../ui/resource-pages';
import type { LineError } from '../../resources/delivery-csv';

const PAGE = 50;

function lineErrors(v: unknown): LineError[] {
  return Array.isArray(v)
    ? v.filter((e): e is LineError => typeof e === 'object' && e !== null && typeof (e as LineError).line === 'number')
    : [];
}

export function FileUploadsPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const params = useMemo(() => ({ limit: PAGE, offset: page * PAGE, sort: '-id' }), [page]);
  const list = useResourceList('fileUploads', params);
  const clients = useReferenceTitles('clients');
  const [open, setOpen] = useState<number | null>(null);
  const columns: DataColumn<(typeof list.data)[number]>[] = [
    {
      key: 'createdAt',
      header: 'When',
      kind: 'datetime',
      value: (u) => formatValue({ label: '', type: 'datetime' }, u.createdAt),
    },
    { key: 'fileName', header: 'File', kind: 'reference' },
    {
      key: 'clientId',
      header: 'Client',
      value: (u) => (typeof u.clientId === 'number' ? (clients.get(u.clientId) ?? String(u.clientId)) : null),
    },
    {
      key: 'status',
      header: 'Result',
      cell: (u) => <Badge colorPalette={u.status === 'imported' ? 'green' : 'red'}>{u.status}</Badge>,
    },
    { key: 'rowCount', header: 'Rows', kind: 'number' },
    { key: 'importedCount', header: 'Imported', kind: 'number' },
    {
      key: 'errorCount',
      header: 'Errors',
      kind: 'number',
      cell: (u) =>
        lineErrors(u.errors).length > 0 ? (
          <Button
            size="xs"
            variant="ghost"
            aria-expanded={open === u.id}
            onClick={() => setOpen(open === u.id ? null : u.id)}
          >
            {String(u.errorCount)} {open === u.id ? '▲' : '▼'}
          </Button>
        ) : (
          String(u.errorCount)
        ),
    },
    { key: 'uploadedBy', header: 'By' },
  ];

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          File uploads
        </Heading>
        <HStack>
          {list.isFetching && <BusySpinner label="Loading" />}
          <Button size="sm" asChild>
            <RouterLink to="/d/delivery-upload">Upload a CSV</RouterLink>
          </Button>
        </HStack>
      </HStack>
      {list.error ? (
        <LoadErrorAlert what="Uploads" message={list.error.displayMessage} onRetry={list.refetch} />
      ) : list.isLoading ? (
        <BusySpinner label="Loading uploads" />
      ) : list.data.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="empty-state">
          No files uploaded yet.
        </Box>
      ) : (
        <DataTable
          label="File uploads"
          testId="file-uploads"
          columns={columns}
          rows={list.data}
          rowKey={(u) => u.id}
          rowDetail={(u) =>
            open === u.id
              ? lineErrors(u.errors).map((e, i) => (
                  <Text key={i} fontSize="sm">
                    Line {e.line}: {e.message}
                  </Text>
                ))
              : null
          }
        />
      )}
      <HStack justify="space-between">
        <Text fontSize="sm">{list.count.toLocaleString()} uploads</Text>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            disabled={page === 0}
            onClick={() => setSearch(page > 1 ? { page: String(page - 1) } : {}, { replace: true })}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={(page + 1) * PAGE >= list.count}
            onClick={() => setSearch({ page: String(page + 1) }, { replace: true })}
          >
            Next
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
