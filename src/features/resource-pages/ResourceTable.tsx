/**
 * The virtualised table of a resource list: columns from the declaration (`fields[].column`),
 * headers that sort on click (aria-sort), rows rendered only where visible, pending edits marked
 * per cell. ARIA table roles on a div grid, because virtual rows cannot live in a <tbody>.
 */
import { Box, chakra } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { StoredRecord, TitleMaps, WithPending } from '../../offline';
import { useReferenceTitleMaps } from '../../offline';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import { parseSort } from '../../offline/list-params';
import { formatValue } from './format';
import { PendingBadge } from './PendingBadge';
import { InlineLink } from '../layout/inline-link';

const ROW_HEIGHT = 40;

export interface Column {
  name: string;
  meta: FieldMeta;
}

export function columnsOf(def: ResourceDef): Column[] {
  return Object.entries(def.fields as Record<string, FieldMeta>)
    .filter(([, m]) => m.column)
    .map(([name, meta]) => ({ name, meta }));
}

function nextSort(current: string, field: string): string {
  const first = parseSort(current)[0];
  if (first?.field === field) return first.desc ? field : `-${field}`;
  return field;
}

function Cell({ column, row, titles }: { column: Column; row: WithPending<StoredRecord>; titles: TitleMaps }) {
  const pending = row.pendingFields?.includes(column.name) ?? false;
  return (
    <Box
      role="cell"
      px="2"
      overflow="hidden"
      textOverflow="ellipsis"
      whiteSpace="nowrap"
      fontStyle={pending ? 'italic' : undefined}
      bg={pending ? 'blue.subtle' : undefined}
      title={pending ? 'Changed here, not yet on the server' : undefined}
      data-pending={pending || undefined}
    >
      {formatValue(column.meta, row[column.name], column.meta.ref ? titles[column.meta.ref] : undefined)}
    </Box>
  );
}

export interface ResourceTableProps {
  def: ResourceDef;
  rows: WithPending<StoredRecord>[];
  sort: string;
  onSort: (sort: string) => void;
  detailPath?: (id: number) => string;
  height?: string;
  /** the columns to show (default: the declaration's `column` fields) */
  columns?: Column[];
  /** a header press, with Shift held or not (multi-column sort); replaces the single-key onSort */
  onSortColumn?: (field: string, additive: boolean) => void;
  /** width of the first (title) column */
  titleWidth?: string;
}

export function ResourceTable({ def, rows, sort, onSort, detailPath, height = '60vh', columns: chosen, onSortColumn, titleWidth = '9rem' }: ResourceTableProps) {
  const columns = chosen ?? columnsOf(def);
  const titles = useReferenceTitleMaps(columns.flatMap((c) => (c.meta.ref ? [c.meta.ref] : [])));
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const template = `${titleWidth} repeat(${columns.length}, minmax(7rem, 1fr))`;
  const sortKeys = parseSort(sort);
  return (
    <Box role="table" aria-label={def.labelPlural} aria-rowcount={rows.length + 1} borderWidth="1px" borderRadius="md" overflowX="auto">
      <Box role="rowgroup" minW="fit-content">
        <Box role="row" display="grid" gridTemplateColumns={template} bg="bg.muted" fontWeight="semibold" fontSize="sm">
          <Box role="columnheader" px="2" py="2">
            {def.label}
          </Box>
          {columns.map((c) => {
            const position = sortKeys.findIndex((k) => k.field === c.name);
            const s = position >= 0 ? sortKeys[position] : undefined;
            const ariaSort = s ? (s.desc ? 'descending' : 'ascending') : 'none';
            return (
              <Box role="columnheader" key={c.name} aria-sort={c.meta.sortable ? ariaSort : undefined} px="2" py="2">
                {c.meta.sortable ? (
                  <chakra.button
                    type="button"
                    fontWeight="semibold"
                    onClick={(e) => (onSortColumn ? onSortColumn(c.name, e.shiftKey) : onSort(nextSort(sort, c.name)))}
                    textAlign="left"
                  >
                    {c.meta.label}
                    {s ? (s.desc ? ' ▼' : ' ▲') : ''}
                    {s && sortKeys.length > 1 ? <chakra.sup aria-label={`sort key ${position + 1}`}>{position + 1}</chakra.sup> : null}
                  </chakra.button>
                ) : (
                  c.meta.label
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box ref={scrollRef} role="rowgroup" height={height} overflowY="auto" minW="fit-content" data-testid="resource-rows">
        <Box position="relative" height={`${virtualizer.getTotalSize()}px`}>
          {virtualizer.getVirtualItems().map((v) => {
            const row = rows[v.index];
            if (!row) return null;
            const title = String(row[def.titleField] ?? row.id);
            return (
              <Box
                key={row.id}
                role="row"
                aria-rowindex={v.index + 2}
                data-testid={`row-${row.id}`}
                position="absolute"
                top="0"
                left="0"
                width="100%"
                height={`${ROW_HEIGHT}px`}
                transform={`translateY(${v.start}px)`}
                display="grid"
                gridTemplateColumns={template}
                alignItems="center"
                borderTopWidth="1px"
                fontSize="sm"
              >
                <Box role="cell" px="2" display="flex" gap="1" alignItems="center" overflow="hidden">
                  {detailPath && row.id > 0 ? (
                    <InlineLink to={detailPath(row.id)}>{title}</InlineLink>
                  ) : (
                    title
                  )}
                  <PendingBadge marks={row} />
                </Box>
                {columns.map((c) => (
                  <Cell key={c.name} column={c} row={row} titles={titles} />
                ))}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
