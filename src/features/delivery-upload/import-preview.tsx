import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { CsvCheck, LineError } from '../../resources/delivery-csv';

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
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="40vh">
            <Table.Root size="sm" stickyHeader data-testid="import-errors">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="6rem">Line</Table.ColumnHeader>
                  <Table.ColumnHeader>Problem</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {errors.slice(0, SHOWN_ERRORS).map((e, i) => (
                  <Table.Row key={`${e.line}-${i}`} data-testid="import-error">
                    <Table.Cell>Line {e.line}</Table.Cell>
                    <Table.Cell>{e.message}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {errors.length > SHOWN_ERRORS && <Text fontSize="sm">…and {errors.length - SHOWN_ERRORS} more.</Text>}
        </Box>
      )}
      {check.rows.length > 0 && (
        <Box as="section" aria-labelledby="import-rows">
          <Heading as="h2" size="md" id="import-rows" mb="2">
            Preview ({Math.min(SHOWN_ROWS, check.rows.length)} of {check.rows.length} valid rows)
          </Heading>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="40vh">
            <Table.Root size="sm" stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Line</Table.ColumnHeader>
                  <Table.ColumnHeader>Reference</Table.ColumnHeader>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Recipient</Table.ColumnHeader>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                  <Table.ColumnHeader>Boxes</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {check.rows.slice(0, SHOWN_ROWS).map((r) => (
                  <Table.Row key={r.line}>
                    <Table.Cell>
                      {r.line} {lines.has(r.line) && <Badge colorPalette="red">error</Badge>}
                    </Table.Cell>
                    <Table.Cell>{String(r.record.reference)}</Table.Cell>
                    <Table.Cell>{String(r.record.date)}</Table.Cell>
                    <Table.Cell>{String(r.record.recipientName)}</Table.Cell>
                    <Table.Cell>{`${String(r.record.address)}${r.record.suburb ? `, ${String(r.record.suburb)}` : ''}`}</Table.Cell>
                    <Table.Cell>{String(r.record.boxCount)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      )}
    </Stack>
  );
}
