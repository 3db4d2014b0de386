/**
 * The report's rows as a table (the figures a person takes elsewhere, also the chart's full
 * data): numbers right-aligned, a totals row, and a scroll area that says it scrolls when the
 * columns do not fit (768 px).
 */
import { Box, Table, Text } from '@chakra-ui/react';
import type { ReportColumn, ReportRow } from '../../resources/reports';
import { formatReportValue } from './report-format';

const NUMERIC = new Set(['int', 'percent', 'minutes', 'decimal']);

export function ReportTable({
  title,
  columns,
  rows,
  totals,
}: {
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals: Record<string, number | null>;
}) {
  const wide = columns.length > 7;
  const firstText = columns.findIndex((c) => !NUMERIC.has(c.type));
  return (
    <Box>
      {wide ? (
        <Text fontSize="xs" color="fg.muted" mb="1">
          The table scrolls sideways for more columns.
        </Text>
      ) : null}
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-label={`${title} table`}
      >
        <Table.Root size="sm" stickyHeader data-testid="report-rows">
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} textAlign={NUMERIC.has(c.type) ? 'end' : 'start'} whiteSpace="nowrap">
                  {c.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r, i) => (
              <Table.Row key={i}>
                {columns.map((c) => (
                  <Table.Cell
                    key={c.key}
                    textAlign={NUMERIC.has(c.type) ? 'end' : 'start'}
                    whiteSpace={NUMERIC.has(c.type) || c.type === 'date' ? 'nowrap' : 'normal'}
                    maxW="16rem"
                  >
                    {formatReportValue(c.type, r[c.key])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
          {columns.some((c) => c.key in totals) ? (
            <Table.Footer>
              <Table.Row fontWeight="semibold" data-testid="report-totals">
                {columns.map((c, i) => (
                  <Table.Cell key={c.key} textAlign={NUMERIC.has(c.type) ? 'end' : 'start'}>
                    {i === Math.max(0, firstText)
                      ? 'Total'
                      : c.key in totals
                        ? formatReportValue(c.type, totals[c.key])
                        : ''}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Footer>
          ) : null}
        </Table.Root>
      </Box>
    </Box>
  );
}
