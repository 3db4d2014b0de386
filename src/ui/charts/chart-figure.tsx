/**
 * The frame every chart sits in: a titled figure whose drawing is hidden from assistive
 * technology and whose figures are given as a table instead (the text alternative), visually
 * hidden unless `showTable` asks for it. Charts are plain SVG: a few fixed shapes do not need a
 * chart library, and recharts alone weighed 110 KB gzip on the overview's chunk.
 */
import { Box, Heading, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../ui/data-table';

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

/** label column first, then one right-aligned figure per value */
function figureColumns(columns: readonly string[]): DataColumn<FigureRow>[] {
  return columns.map((header, i) =>
    i === 0
      ? { key: `c${i}`, header, value: (r) => r.label }
      : { key: `c${i}`, header, kind: 'number', value: (r) => r.values[i - 1] },
  );
}

function FigureTable({
  id,
  title,
  columns,
  rows,
  framed,
}: Pick<ChartFigureProps, 'id' | 'title' | 'columns' | 'rows'> & { framed: boolean }) {
  return (
    <DataTable
      label={`${title} (figures)`}
      testId={`${id}-table`}
      columns={figureColumns(columns)}
      rows={rows}
      rowKey={(r) => r.label}
      framed={framed}
    />
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
        <Box mt="3">
          <FigureTable id={id} title={title} columns={columns} rows={rows} framed />
        </Box>
      ) : (
        <VisuallyHidden>
          <FigureTable id={id} title={title} columns={columns} rows={rows} framed={false} />
        </VisuallyHidden>
      )}
    </Box>
  );
}
