/**
 * The frame every chart sits in: a titled figure whose drawing is hidden from assistive
 * technology and whose figures are given as a table instead (the text alternative), visually
 * hidden unless `showTable` asks for it. Charts are plain SVG: a few fixed shapes do not need a
 * chart library, and recharts alone weighed 110 KB gzip on the overview's chunk.
 */
import { Box, Heading, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { cellValue, DataTable, formatCell, type DataColumn } from '../../ui/data-table';

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

/** The text alternative shown under the chart (`showTable`). */
function FigureTable({ id, title, columns, rows }: Pick<ChartFigureProps, 'id' | 'title' | 'columns' | 'rows'>) {
  return (
    <DataTable
      label={`${title} (figures)`}
      testId={`${id}-table`}
      columns={figureColumns(columns)}
      rows={rows}
      rowKey={(r) => r.label}
    />
  );
}

/**
 * The text alternative while it is hidden: a plain table, read by assistive technology and never
 * seen, so it takes none of the Table recipe's run-time styles. Drawn with DataTable, the
 * overview's hidden figures were a third of the Chakra elements its start rendered (96 rows and
 * 160 cells, each resolving its styles at render; docs/bench.md).
 */
function HiddenFigureTable({ id, title, columns, rows }: Pick<ChartFigureProps, 'id' | 'title' | 'columns' | 'rows'>) {
  const cols = figureColumns(columns);
  return (
    <table aria-label={`${title} (figures)`} data-testid={`${id}-table`}>
      <thead>
        <tr>
          {cols.map((c) => (
            <th key={c.key} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            {cols.map((c) => (
              <td key={c.key}>{formatCell(c.kind, cellValue(c, row))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
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
          <FigureTable id={id} title={title} columns={columns} rows={rows} />
        </Box>
      ) : (
        <VisuallyHidden>
          <HiddenFigureTable id={id} title={title} columns={columns} rows={rows} />
        </VisuallyHidden>
      )}
    </Box>
  );
}
