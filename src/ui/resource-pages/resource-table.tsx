/**
 * The virtualised table of a resource list: columns from the declaration (or the user's pick),
 * the client first when a client-scoped list's rows are of several clients,
 * headers that sort on click and add a sort key on Shift+click (aria-sort), rows rendered only
 * where visible, pending edits marked per cell, references shown by name, times on each row's
 * depot clock (useRecordZones, the zone named where the viewer's differs), statuses as the one
 * status badge. Cells keep to one line (ellipsis, full text in the title), so rows never
 * overlap, except the record's title and its references, which are never cut: their columns are
 * as wide as their longest shown value (wholeWidth, the DataTable's 'reference' rule); columns that do not fit scroll sideways, and the table says so.
 * ARIA table roles on a div grid, because virtual rows cannot live in a <tbody>. Drawn by static
 * classes (theme/static-classes.ts), not styled components: it re-renders as rows arrive.
 *
 * No headless table engine (@tanstack/react-table) underneath: sorting, filtering and paging are
 * done by the server or by Dexie (the list contract), so an engine would only hold column
 * visibility and header state, which list-view.ts and column-prefs.ts do in a few pure,
 * tested functions. The only candidate in the registry list, 9.3.1, is a new major line;
 * adopting it is not worth a new dependency for that.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { createContext, memo, useContext, useEffect, useMemo, useRef } from 'react';
import type { StoredRecord, TitleMaps, WithPending } from '../../offline';
import type { ResourceDef } from '../../resources/types';
import { columnsOf, rowsOfManyClients, withClientColumn, type Column } from './column-prefs';
import { formatValue } from './format';
import { parseSortKeys, toggleSort } from './list-view';
import { PendingBadge } from './pending-badge';
import { useRefTitles } from './ref-titles';
import { StatusBadge } from './status-badge';
import { isStatusField } from './status-palette';
import { useOverscan } from './use-overscan';
import { InlineLink } from '..';
import { LAYOUT_FREE_SCROLL } from '../../lib/virtual-rect';
import { useKeptAreaScroll } from '../../lib/page-scroll';
import { fitRowsHeight } from './rows-height';
import { tokenWidth, wholeWidth } from '../../ui/data-table/columns';
import { sidewaysCue, useScrollEdges } from '../../ui/data-table/side-scroll';
import { useRecordZones } from '../use-depot-zone';
import { OPERATOR_ZONE } from '../../lib/calendar';

export { columnsOf, type Column } from './column-prefs';

const ROW_HEIGHT = 40;
/** The header's and the rows' one grid template (static-classes.ts, `.dc-thead` and `.dc-row`). */
const ROW_TEMPLATE: string = '--dc-row-template';

/**
 * The names of the shown rows' references. A context, so that names arriving (after the rows, on
 * a first visit) re-render the reference cells only, not every row: 679 fibers for 21 rows of
 * the deliveries list, where its two reference columns are 42 cells.
 */
export const TitlesContext = createContext<TitleMaps>({});

/**
 * Each row's depot clock (useRecordZones), for the cells whose text depends on it (times, and
 * dates given as instants). A context for the same reason: the depots and routing groups arrive
 * after the rows on a first visit, and only those cells read it.
 */
export const ZoneContext = createContext<(row: StoredRecord) => string>(() => OPERATOR_ZONE);

interface CellProps {
  column: Column;
  row: WithPending<StoredRecord>;
}

function PlainCell({ column, row }: CellProps) {
  return cell(column, row, undefined, OPERATOR_ZONE);
}

function RefCell({ column, row }: CellProps) {
  const titles = useContext(TitlesContext);
  return cell(column, row, column.meta.ref ? titles[column.meta.ref] : undefined, OPERATOR_ZONE);
}

function ZonedCell({ column, row }: CellProps) {
  const zoneOf = useContext(ZoneContext);
  return cell(column, row, undefined, zoneOf(row));
}

/** Whether a column's text reads on the row's clock (format.ts: instants, not calendar dates). */
function readsClock(column: Column): boolean {
  return column.meta.type === 'datetime' || column.meta.type === 'date';
}

/** A cell's element: a function, not a component, so a cell is one fiber either way. */
function cell(column: Column, row: WithPending<StoredRecord>, names: TitleMaps[string] | undefined, zone: string) {
  const pending = row.pendingFields?.includes(column.name) ?? false;
  const value = row[column.name];
  const text = formatValue(column.meta, value, names, zone);
  const badge = isStatusField(column.name, column.meta) && typeof value === 'string';
  return (
    <div
      role="cell"
      className="dc-cell"
      title={pending ? `${text} (changed here, not yet on the server)` : text}
      data-pending={pending || undefined}
    >
      {badge ? <StatusBadge status={value} /> : text}
    </div>
  );
}

interface RowProps {
  row: WithPending<StoredRecord>;
  index: number;
  start: number;
  columns: Column[];
  titleField: string;
  detailPath?: (id: number) => string;
}

/**
 * One table row. Memoised, and styled by static classes with its position inline: the list
 * re-renders as start-up queries and live queries answer, and unchanged rows are skipped. The
 * column widths are the table's (a CSS variable) and the depot clocks and reference names come by
 * context, so names and clocks arriving after the rows, which widen columns, re-render no row.
 * (`detailPath` is left out of the comparison: callers pass a new arrow each render, and it
 * depends only on the resource.)
 */
export const TableRow = memo(
  function TableRow({ row, index, start, columns, titleField, detailPath }: RowProps) {
    const title = String(row[titleField] ?? row.id);
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        data-testid={`row-${row.id}`}
        className="dc-row"
        style={{ height: `${ROW_HEIGHT}px`, transform: `translateY(${start}px)` }}
      >
        <div role="cell" className="dc-cell dc-title-cell" title={title}>
          <span className="dc-ellipsis">
            {detailPath && row.id > 0 ? <InlineLink to={detailPath(row.id)}>{title}</InlineLink> : title}
          </span>
          <PendingBadge marks={row} />
        </div>
        {columns.map((c) =>
          c.meta.ref ? (
            <RefCell key={c.name} column={c} row={row} />
          ) : readsClock(c) ? (
            <ZonedCell key={c.name} column={c} row={row} />
          ) : (
            <PlainCell key={c.name} column={c} row={row} />
          ),
        )}
      </div>
    );
  },
  (a, b) =>
    a.row === b.row &&
    a.index === b.index &&
    a.start === b.start &&
    a.columns === b.columns &&
    a.titleField === b.titleField,
);

/**
 * A header press toggles the sort the previous press asked for, not the one last rendered: the
 * router commits the new URL in a transition, so a quick second Enter (or click) on the same
 * header would otherwise toggle the stale sort again and never reverse it.
 */
function useHeaderSort(sort: string, onSort: (sort: string) => void): (field: string, additive: boolean) => void {
  const latest = useRef(sort);
  const asked = useRef<string[]>([]);
  useEffect(() => {
    // A sort this table asked for arriving keeps any later press; any other (reset, back, a link) wins.
    const at = asked.current.indexOf(sort);
    if (at >= 0) asked.current = asked.current.slice(at + 1);
    else {
      latest.current = sort;
      asked.current = [];
    }
  }, [sort]);
  return (field, additive) => {
    latest.current = toggleSort(latest.current, field, additive);
    asked.current.push(latest.current);
    onSort(latest.current);
  };
}

/** The rows area's CSS height: the page's own, or as tall as its rows and at most `maxHeight`. */
export function rowsAreaHeight(rowCount: number, given?: string, maxHeight = '60vh'): string {
  return given ?? fitRowsHeight(rowCount, ROW_HEIGHT, maxHeight);
}

export interface ResourceTableProps {
  def: ResourceDef;
  rows: WithPending<StoredRecord>[];
  sort: string;
  onSort: (sort: string) => void;
  detailPath?: (id: number) => string;
  /** the rows area's CSS height (default: as tall as its rows, at most `maxHeight`) */
  height?: string;
  /** the tallest the rows area grows to fit its rows (default 60 % of the window) */
  maxHeight?: string;
  /** the columns to show (default: the declaration's `column` fields) */
  columns?: Column[];
  /** width of the first (title) column */
  titleWidth?: string;
}

export function ResourceTable({
  def,
  rows,
  sort,
  onSort,
  detailPath,
  height,
  maxHeight,
  columns: chosen,
  titleWidth = '9rem',
}: ResourceTableProps) {
  // rows of several clients say whose each one is
  const manyClients = rowsOfManyClients(def, rows);
  const columns = useMemo(() => withClientColumn(chosen ?? columnsOf(def), manyClients), [chosen, def, manyClients]);
  const titles = useRefTitles(columns, rows);
  const zoneOf = useRecordZones(def, rows);
  const scrollRef = useRef<HTMLDivElement>(null);
  // back from a record, the rows are where the user left them
  useKeptAreaScroll(scrollRef, def.name, rows.length > 0);
  const tableRef = useRef<HTMLDivElement>(null);
  // the DataTable's own reading, so both say the same cue
  const cue = sidewaysCue(useScrollEdges(tableRef, columns.length), 'columns');
  const overflows = cue !== null;
  const overscan = useOverscan(rows.length > 0, 10);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan,
    ...LAYOUT_FREE_SCROLL,
  });
  // the title, the references, one-word values (codes, barcodes) and the date-times (with their zone's name) are never cut: their columns hold the longest shown value
  const widths = useMemo(
    () =>
      columns.map((c) => {
        const names = c.meta.ref ? titles[c.meta.ref] : undefined;
        if (names) return wholeWidth(rows.map((r) => formatValue(c.meta, r[c.name], names)));
        if (c.meta.type === 'datetime')
          return wholeWidth(rows.map((r) => formatValue(c.meta, r[c.name], undefined, zoneOf(r))));
        if (c.meta.type === 'string') {
          const shown = rows.map((r) => r[c.name]).filter((v): v is string => typeof v === 'string' && v !== '');
          return tokenWidth(shown) ?? '8rem';
        }
        return '8rem';
      }),
    [columns, rows, titles, zoneOf],
  );
  const titleColumn = useMemo(
    () =>
      wholeWidth(
        rows.map((r) => String(r[def.titleField] ?? r.id)),
        titleWidth,
      ),
    [rows, def.titleField, titleWidth],
  );
  const template = `${titleColumn} ${widths.map((w) => `minmax(${w}, 1fr)`).join(' ')}`;
  // Header and rows share one minimum width, so they scroll sideways together as one table.
  const minWidth = `calc(${[titleColumn, ...widths].join(' + ')})`;
  const sortKeys = parseSortKeys(sort);
  const pressHeader = useHeaderSort(sort, onSort);
  return (
    <div>
      {cue && (
        <p className="dc-muted-note" data-testid="scroll-hint" aria-live="polite">
          {cue}
        </p>
      )}
      <div
        ref={tableRef}
        role="table"
        aria-label={def.labelPlural}
        aria-rowcount={rows.length + 1}
        className="dc-table"
        tabIndex={overflows ? 0 : undefined}
      >
        <div style={{ minWidth, [ROW_TEMPLATE]: template }}>
          <div role="rowgroup">
            <div role="row" className="dc-thead">
              {[
                {
                  name: def.titleField,
                  meta: def.fields[def.titleField] ?? { label: def.label, type: 'string' as const },
                },
                ...columns,
              ].map((c) => {
                const position = sortKeys.findIndex((k) => k.field === c.name);
                const s = position >= 0 ? sortKeys[position] : undefined;
                const ariaSort = s ? (s.desc ? 'descending' : 'ascending') : 'none';
                return (
                  <div
                    role="columnheader"
                    key={c.name}
                    aria-sort={c.meta.sortable ? ariaSort : undefined}
                    className="dc-th"
                    title={c.meta.label}
                  >
                    {c.meta.sortable ? (
                      <button
                        type="button"
                        className="dc-th-button"
                        onClick={(e) => pressHeader(c.name, e.shiftKey)}
                        title={`Sort by ${c.meta.label.toLowerCase()}; Shift+click to sort by it as well`}
                      >
                        {c.meta.label}
                        {s ? (s.desc ? ' ▼' : ' ▲') : ''}
                        {s && sortKeys.length > 1 ? (
                          <sup aria-label={`sort key ${position + 1}`}>{position + 1}</sup>
                        ) : null}
                      </button>
                    ) : (
                      c.meta.label
                    )}
                  </div>
                );
              })}
            </div>
          </div>
          <div
            ref={scrollRef}
            role="rowgroup"
            style={{ height: rowsAreaHeight(rows.length, height, maxHeight), overflowY: 'auto', overflowX: 'hidden' }}
            data-testid="resource-rows"
          >
            <div style={{ position: 'relative', height: `${virtualizer.getTotalSize()}px` }}>
              <TitlesContext.Provider value={titles}>
                <ZoneContext.Provider value={zoneOf}>
                  {virtualizer.getVirtualItems().map((v) => {
                    const row = rows[v.index];
                    return row ? (
                      <TableRow
                        key={row.id}
                        row={row}
                        index={v.index}
                        start={v.start}
                        columns={columns}
                        titleField={def.titleField}
                        detailPath={detailPath}
                      />
                    ) : null;
                  })}
                </ZoneContext.Provider>
              </TitlesContext.Provider>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
