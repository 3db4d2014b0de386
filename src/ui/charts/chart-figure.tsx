/**
 * The frame every chart sits in: a titled figure whose drawing is hidden from assistive
 * technology and whose figures are given as a table instead (the text alternative), visually
 * hidden unless `showTable` asks for it. Charts are plain SVG: a few fixed shapes do not need a
 * chart library, and recharts alone weighed 110 KB gzip on the overview's chunk.
 */
import { Box, Heading, Table, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FigureRow {
  label: string;
  values: readonly (string | number)[];
}

export interface ChartFigureProps {
  id: string;
  title: string;
  /** column headings of the text alternative: the label column first */
  columns: readonly string[];
  rows: readonly FigureRow[];
  children: ReactNode;
  showTable?: boolean;
  height?: string;
}

function FigureTable({ id, title, columns, rows }: Pick<ChartFigureProps, 'id' | 'title' | 'columns' | 'rows'>) {
  return (
    <Table.Root size="sm" aria-label={`${title} (figures)`} data-testid={`${id}-table`}>
      <Table.Header>
        <Table.Row>
          {columns.map((c, i) => (
            <Table.ColumnHeader key={c} textAlign={i === 0 ? 'start' : 'end'}>
              {c}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.label}>
            <Table.Cell>{r.label}</Table.Cell>
            {r.values.map((v, i) => (
              <Table.Cell key={i} textAlign="end">
                {typeof v === 'number' ? v.toLocaleString() : v}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function ChartFigure({
  id,
  title,
  columns,
  rows,
  children,
  showTable = false,
  height = '260px',
}: ChartFigureProps) {
  const table = <FigureTable id={id} title={title} columns={columns} rows={rows} />;
  return (
    <Box
      as="figure"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="bg"
      aria-labelledby={`chart-${id}`}
      data-testid={`chart-${id}`}
      m="0"
    >
      <Heading as="h2" size="sm" id={`chart-${id}`} mb="2">
        {title}
      </Heading>
      <Box h={height} aria-hidden="true">
        {children}
      </Box>
      {showTable ? (
        <Box mt="3" overflowX="auto">
          {table}
        </Box>
      ) : (
        <VisuallyHidden>{table}</VisuallyHidden>
      )}
    </Box>
  );
}
