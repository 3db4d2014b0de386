import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { CsvCheck, LineError } from '../../resources/delivery-csv';
import { DataTable, type DataColumn } from '../../ui/data-table';

type Row = CsvCheck['rows'][number];

const ERROR_COLUMNS: readonly DataColumn<LineError>[] = [
  { key: 'line', header: 'Line', kind: 'reference', value: (e) => `Line ${e.line}` },
  { key: 'message', header: 'Problem' },
];

/** the first rows as they will be imported; a line with a problem is marked */
function rowColumns(lines: ReadonlySet<number>): DataColumn<Row>[] {
  return [
    {
      key: 'line',
      header: 'Line',
      kind: 'number',
      cell: (r) => (
        <>
          {r.line} {lines.has(r.line) && <Badge colorPalette="red">error</Badge>}
        </>
      ),
    },
    { key: 'reference', header: 'Reference', kind: 'reference', value: (r) => r.record.reference },
    { key: 'date', header: 'Date', kind: 'date', value: (r) => r.record.date },
    { key: 'recipientName', header: 'Recipient', value: (r) => r.record.recipientName },
    {
      key: 'address',
      header: 'Address',
      value: (r) => `${String(r.record.address)}${r.record.suburb ? `, ${String(r.record.suburb)}` : ''}`,
    },
    { key: 'boxCount', header: 'Boxes', kind: 'number', value: (r) => r.record.boxCount },
  ];
}

const SHOWN_ERRORS = 200;
const SHOWN_ROWS = 50;

/** The errors of a manifest by line number, then the first rows as they will be imported. */
export function ImportPreview({ check, serverErrors }: { check: CsvCheck; serverErrors: LineError[] }) {
  const errors = serverErrors.length ? serverErrors : check.errors;
  const lines = new Set(errors.map((e) => e.line));
  return (
    <Stack gap="4">
      {errors.length > 0 && (
        <Box as="section" aria-labelledby="import-errors">
          <Heading as="h2" size="md" id="import-errors" mb="2" color="fg.error">
            {errors.length} problem{errors.length === 1 ? '' : 's'} on {lines.size} line{lines.size === 1 ? '' : 's'}:
            nothing will be imported until the file is fixed
          </Heading>
          <DataTable
            label="Problems by line"
            testId="import-errors"
            maxH="40vh"
            columns={ERROR_COLUMNS}
            rows={errors.slice(0, SHOWN_ERRORS)}
            rowKey={(e, i) => `${e.line}-${i}`}
            rowTestId={() => 'import-error'}
          />
          {errors.length > SHOWN_ERRORS && <Text fontSize="sm">…and {errors.length - SHOWN_ERRORS} more.</Text>}
        </Box>
      )}
      {check.rows.length > 0 && (
        <Box as="section" aria-labelledby="import-rows">
          <Heading as="h2" size="md" id="import-rows" mb="2">
            Preview ({Math.min(SHOWN_ROWS, check.rows.length)} of {check.rows.length} valid rows)
          </Heading>
          <DataTable
            label="Rows to import"
            maxH="40vh"
            columns={rowColumns(lines)}
            rows={check.rows.slice(0, SHOWN_ROWS)}
            rowKey={(r) => r.line}
          />
        </Box>
      )}
    </Stack>
  );
}
