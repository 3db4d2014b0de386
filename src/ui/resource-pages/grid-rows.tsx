/**
 * The virtualised rows of grid edit, for any declaration: the title cell (a link to the record)
 * then one input per grid column. Cells are marked changed (yellow), refused (red, the reason in
 * the title) or changed on this device and not yet on the server (blue, italic). A cell this user
 * may not change on this row (the write rules' `offerField`, as the edit form asks) shows its value
 * read-only with the reason in its title; a status cell offers only the moves allowed from the
 * row's status. Rows keep one height, so long text is a one-line input here and edited in full on
 * the record.
 */
import { Box } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { LAYOUT_FREE_SCROLL } from '../../lib/virtual-rect';
import { useRef } from 'react';
import type { StoredRecord, WithPending } from '../../offline';
import type { FieldOffer } from '../../resources';
import type { FieldMeta, ResourceDef } from '../../resources/types';
import { InlineLink } from '..';
import { FieldInput } from './field-input';
import { cellText, type Drafts, type RowPatch } from './grid-diff';
import { PendingBadge } from './pending-badge';
import { fitRowsHeight } from './rows-height';

const ROW_HEIGHT = 44;
const TITLE_WIDTH = '11rem';

/** A column's width from its type, so dates, times and counts take no more room than they need. */
export function cellWidth(meta: FieldMeta): string {
  switch (meta.type) {
    case 'integer':
    case 'number':
    case 'time':
    case 'boolean':
      return '6rem';
    case 'enum':
      return '8.5rem';
    case 'date':
      return '9.5rem';
    case 'text':
      return '14rem';
    case 'ref':
      return '11rem';
    default:
      return meta.maxLength !== undefined && meta.maxLength <= 16
        ? '6rem'
        : meta.maxLength !== undefined && meta.maxLength <= 64
          ? '9rem'
          : '12rem';
  }
}

export function gridTemplate(def: ResourceDef, fields: readonly string[]): string {
  return `${TITLE_WIDTH} ${fields.map((f) => (def.fields[f] ? cellWidth(def.fields[f]) : '8rem')).join(' ')}`;
}

interface CellProps {
  meta: FieldMeta;
  name: string;
  label: string;
  value: string;
  changed: boolean;
  pending: boolean;
  error: string | undefined;
  onChange: (v: string) => void;
}

function Cell({ meta, name, label, value, changed, pending, error, onChange }: CellProps) {
  return (
    <Box
      role="cell"
      bg={error ? 'red.subtle' : changed ? 'yellow.subtle' : pending ? 'blue.subtle' : undefined}
      fontStyle={pending && !changed ? 'italic' : undefined}
      title={error ?? (pending ? 'Changed here, not yet on the server' : undefined)}
      data-pending={pending || undefined}
      data-changed={changed || undefined}
    >
      <FieldInput
        size="xs"
        singleLine
        name={name}
        meta={meta}
        ariaLabel={label}
        value={value}
        invalid={Boolean(error)}
        onChange={onChange}
      />
    </Box>
  );
}

/** A cell this user may not change on this row: the value, and the reason as its title. */
function LockedCell({ value, reason }: { value: string; reason: string }) {
  return (
    <Box role="cell" title={reason} data-locked color="fg.muted" px="2" truncate>
      {value === '' ? '—' : value}
    </Box>
  );
}

export interface GridRowsProps {
  def: ResourceDef;
  fields: readonly string[];
  /** how a cell is offered to this user on this row (a status with its allowed moves), or locked with the reason */
  offer: (row: StoredRecord, field: string) => FieldOffer;
  rows: WithPending<StoredRecord>[];
  drafts: Drafts;
  patches: Map<number, RowPatch>;
  titleOf: (row: StoredRecord) => string;
  detailPath?: (id: number) => string;
  onCell: (id: number, field: string, value: string) => void;
}

export function GridRows({ def, fields, offer, rows, drafts, patches, titleOf, detailPath, onCell }: GridRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    ...LAYOUT_FREE_SCROLL,
  });
  const template = gridTemplate(def, fields);
  return (
    <Box
      ref={scrollRef}
      role="rowgroup"
      style={{ height: fitRowsHeight(rows.length, ROW_HEIGHT, 'max(18rem, calc(100vh - 25rem))') }}
      overflowY="auto"
      data-testid="grid-rows"
    >
      <Box position="relative" style={{ height: `${virtualizer.getTotalSize()}px` }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          const draft = drafts[row.id] ?? {};
          const patch = patches.get(row.id);
          const title = titleOf(row);
          return (
            <Box
              key={row.id}
              role="row"
              aria-rowindex={v.index + 2}
              data-testid={`grid-row-${row.id}`}
              position="absolute"
              top="0"
              left="0"
              // position inline: a style prop per row offset would make a CSS class per offset
              style={{
                height: `${ROW_HEIGHT}px`,
                transform: `translateY(${v.start}px)`,
                gridTemplateColumns: template,
              }}
              display="grid"
              gap="1"
              px="1"
              alignItems="center"
              borderTopWidth="1px"
              fontSize="sm"
            >
              <Box role="cell" display="flex" gap="1" alignItems="center" overflow="hidden" whiteSpace="nowrap">
                {row.id > 0 && detailPath ? <InlineLink to={detailPath(row.id)}>{title}</InlineLink> : title}
                <PendingBadge marks={row} />
              </Box>
              {fields.map((f) => {
                const offered = offer(row, f);
                if (!offered.ok) return <LockedCell key={f} value={cellText(def, f, row[f])} reason={offered.reason} />;
                const meta = offered.meta;
                return (
                  <Cell
                    key={f}
                    meta={meta}
                    name={`${f}-${row.id}`}
                    label={`${meta.label} of ${title}`}
                    value={draft[f] ?? cellText(def, f, row[f])}
                    changed={patch?.changes[f] !== undefined}
                    pending={row.pendingFields?.includes(f) ?? false}
                    error={patch?.errors[f]}
                    onChange={(value) => onCell(row.id, f, value)}
                  />
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
