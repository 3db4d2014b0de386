/**
 * The one table of the hand-written pages: columns as data (columns.ts), a header that stays in
 * view while the rows scroll, the sideways cue and shading when the columns do not fit
 * (SideScroll, the page standard), a focusable named scroll area, an optional totals row, print
 * styles (the whole table flows onto the paper, its header repeated on each sheet), and, given a
 * load state, the app's one loading / empty / error / stored-copy view in place of the rows.
 * The chart kit draws its text alternative with it when shown (a hidden one is a plain table: chart-figure.tsx).
 *
 * Interactive tables say what they need as options, not by drawing their own table: per-row
 * props (a chosen row's background, an anchor id), a selection column of checkboxes (`select`),
 * a row's detail unfolded under it across every column (`rowDetail`), and cells that draw
 * inputs or buttons (`cell`).
 *
 * The generic resource lists keep their own virtual grid (ui/resource-pages/resource-table),
 * which draws thousands of rows and shares this table's sideways cue (ScrollCue); this table
 * draws every row it is given.
 */
import { Checkbox, Table, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { dataStatus } from '../resource-pages/load-states';
import { StatusBadge } from '../resource-pages/status-badge';
import { cellValue, formatCell, kindLayout, type DataColumn } from './columns';
import { SideScroll } from './side-scroll';

/** The load state of a query (useResourceList and friends), for the table's status view. */
export interface TableLoadState {
  isLoading: boolean;
  error: { displayMessage: string } | null;
  refetch: () => void;
  source: 'network' | 'cache' | null;
}

export interface DataTableProps<Row> {
  /** the table's and its scroll area's accessible name */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** a row's data-testid */
  rowTestId?: (row: Row) => string;
  /** per-row props (a selected row's background, aria-selected, an anchor id) */
  rowProps?: (row: Row) => Omit<Table.RowProps, 'children'>;
  /** a first column of checkboxes, each named after its row */
  select?: RowSelection<Row>;
  /** shown under its row across every column when not null (a rejected upload's problems) */
  rowDetail?: (row: Row) => ReactNode;
  /** the totals row: each summed column's value by key, and its words ('Total') in the first column with no value */
  totals?: { label?: string; values: Readonly<Record<string, ReactNode>>; testId?: string };
  /** the table's data-testid */
  testId?: string;
  maxH?: string;
  /** what the sideways cue says is hidden ('columns', 'days') */
  what?: string;
  size?: 'sm' | 'md';
  /** false: the bare table, with no scroll frame (a chart's visually hidden text alternative) */
  framed?: boolean;
  /**
   * With a load state, the table stands aside for the one status view while it loads, when it
   * failed, and when there are no rows (`what` names the rows: 'Drops'; `emptyHint` follows the
   * empty sentence).
   */
  status?: { state: TableLoadState; what: string; emptyHint?: string };
}

/** A selection column: which rows are ticked, which may be, and what a tick does. */
export interface RowSelection<Row> {
  /** the column's header ('Pick'), or its visually hidden name when `all` draws a box there */
  header: string;
  isSelected: (row: Row) => boolean;
  /** true: the box is shown but cannot be ticked */
  isDisabled?: (row: Row) => boolean;
  /** a click or Space on a row's box; `range`: Shift was held (tick the run from the last one) */
  onToggle: (row: Row, range: boolean) => void;
  /** the checkbox's accessible name ('Select FRSH-0001') */
  label: (row: Row) => string;
  /** a box in the header that ticks or clears every row that may be ticked */
  all?: { checked: boolean; disabled: boolean; onToggle: () => void; label: string };
}

function SelectBox({
  checked,
  disabled,
  label,
  onToggle,
}: {
  checked: boolean;
  disabled: boolean;
  label: string;
  onToggle: (range: boolean) => void;
}) {
  // the page owns the ticks: a press asks it, and the box shows what it answers
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onClick={(e) => {
        if (disabled) return;
        e.preventDefault();
        onToggle(e.shiftKey);
      }}
      onKeyDown={(e) => {
        if (e.key !== ' ' || disabled) return;
        e.preventDefault();
        onToggle(e.shiftKey);
      }}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** the sticky first column's look; its background hides the cells scrolling under it */
const STICKY = { position: 'sticky', left: 0, bg: 'bg', zIndex: 1, borderRightWidth: '1px' } as const;

/** printed, the header repeats on every sheet and nothing sticks */
const PRINT = {
  '@media print': {
    '& thead': { display: 'table-header-group' },
    '& thead tr, & th, & td': { position: 'static' },
    '& tr': { breakInside: 'avoid' },
  },
} as const;

function Cell<Row>({ column, row, index }: { column: DataColumn<Row>; row: Row; index: number }) {
  const layout = kindLayout(column.kind);
  const content = column.cell ? (
    column.cell(row, index)
  ) : column.kind === 'status' ? (
    <StatusBadge status={cellValue(column, row)} />
  ) : (
    formatCell(column.kind, cellValue(column, row))
  );
  return (
    <Table.Cell
      {...layout}
      minW={column.minW}
      hideBelow={column.hideBelow}
      {...(column.sticky ? STICKY : {})}
      data-column={column.key}
      data-testid={column.testId}
    >
      {content}
    </Table.Cell>
  );
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
  totals,
  testId,
  maxH,
  what = 'columns',
  size = 'sm',
  framed = true,
  status,
  select,
  rowDetail,
}: DataTableProps<Row>) {
  const state = status ? dataStatus(status.state, status.what, rows.length === 0, status.emptyHint) : null;
  if (state) return state;
  const labelKey = columns.find((c) => !(totals && c.key in totals.values))?.key;
  const table = (
    <Table.Root size={size} stickyHeader={framed} aria-label={label} data-testid={testId} css={PRINT}>
      <Table.Header>
        <Table.Row>
          {select ? (
            <Table.ColumnHeader width="3rem">
              {select.all ? (
                <SelectBox
                  checked={select.all.checked}
                  disabled={select.all.disabled}
                  label={select.all.label}
                  onToggle={select.all.onToggle}
                />
              ) : (
                select.header
              )}
            </Table.ColumnHeader>
          ) : null}
          {columns.map((c) => {
            const { textAlign, whiteSpace } = kindLayout(c.kind);
            return (
              <Table.ColumnHeader
                key={c.key}
                textAlign={textAlign}
                whiteSpace={whiteSpace === 'nowrap' ? 'nowrap' : undefined}
                minW={c.minW}
                hideBelow={c.hideBelow}
                {...(c.sticky ? { ...STICKY, zIndex: 2 } : {})}
              >
                {c.hideHeader ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, i) => {
          const detail = rowDetail?.(row);
          return (
            <Fragment key={rowKey(row, i)}>
              <Table.Row
                data-testid={rowTestId?.(row)}
                aria-selected={select ? select.isSelected(row) : undefined}
                {...rowProps?.(row)}
              >
                {select ? (
                  <Table.Cell>
                    <SelectBox
                      checked={select.isSelected(row)}
                      disabled={select.isDisabled?.(row) ?? false}
                      label={select.label(row)}
                      onToggle={(range) => select.onToggle(row, range)}
                    />
                  </Table.Cell>
                ) : null}
                {columns.map((c) => (
                  <Cell key={c.key} column={c} row={row} index={i} />
                ))}
              </Table.Row>
              {detail === null || detail === undefined ? null : (
                <Table.Row>
                  <Table.Cell colSpan={columns.length + (select ? 1 : 0)} bg="bg.muted" whiteSpace="normal">
                    {detail}
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          );
        })}
      </Table.Body>
      {totals ? (
        <Table.Footer>
          <Table.Row fontWeight="semibold" data-testid={totals.testId}>
            {select ? <Table.Cell /> : null}
            {columns.map((c) => {
              const layout = kindLayout(c.kind);
              const value = totals.values[c.key];
              return (
                <Table.Cell key={c.key} {...layout} hideBelow={c.hideBelow} {...(c.sticky ? STICKY : {})}>
                  {value ?? (c.key === labelKey ? (totals.label ?? 'Total') : '')}
                </Table.Cell>
              );
            })}
          </Table.Row>
        </Table.Footer>
      ) : null}
    </Table.Root>
  );
  if (!framed) return table;
  return (
    <SideScroll label={label} what={what} maxH={maxH}>
      {table}
    </SideScroll>
  );
}
