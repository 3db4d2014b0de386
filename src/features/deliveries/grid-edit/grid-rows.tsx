/** The virtualised rows of grid edit: one input per editable cell, changed and unsent cells marked. */
import { Box, Input, NativeSelect } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { StoredRecord, WithPending } from '../../../offline';
import { deliveries } from '../../../resources/operations';
import type { FieldMeta } from '../../../resources/types';
import { PendingBadge } from '../../resource-pages';
import { deliveryDetailPath } from '../paths';
import { cellText, GRID_FIELDS, type Drafts, type GridField, type RowPatch } from './grid-diff';
import { InlineLink } from '../../layout';

const FIELDS = deliveries.fields as Record<string, FieldMeta>;
const ROW_HEIGHT = 44;
const WIDTHS: Record<GridField, string> = {
  status: '8.5rem', date: '9.5rem', recipientName: '11rem', recipientPhone: '9rem', address: '13rem', suburb: '9rem', postcode: '6rem',
  windowStart: '6rem', windowEnd: '6rem', boxCount: '5rem', instructions: '14rem',
};
export const GRID_TEMPLATE = `11rem ${GRID_FIELDS.map((f) => WIDTHS[f]).join(' ')}`;

interface CellProps {
  row: WithPending<StoredRecord>;
  field: GridField;
  value: string;
  changed: boolean;
  error: string | undefined;
  onChange: (v: string) => void;
}

function Cell({ row, field, value, changed, error, onChange }: CellProps) {
  const meta = FIELDS[field] as FieldMeta;
  const pending = row.pendingFields?.includes(field) ?? false;
  const label = `${meta.label} of ${String(row.reference)}`;
  const style = {
    size: 'xs' as const,
    bg: error ? 'red.subtle' : changed ? 'yellow.subtle' : pending ? 'blue.subtle' : undefined,
    fontStyle: pending && !changed ? 'italic' : undefined,
    title: error ?? (pending ? 'Changed here, not yet on the server' : undefined),
    'aria-invalid': error ? true : undefined,
    'data-pending': pending || undefined,
    'data-changed': changed || undefined,
  };
  if (meta.type === 'enum') {
    return (
      <NativeSelect.Root size="xs">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} {...style}>
          {(meta.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    );
  }
  const type = meta.type === 'date' ? 'date' : meta.type === 'integer' ? 'number' : 'text';
  return <Input {...style} type={type} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
}

export interface GridRowsProps {
  rows: WithPending<StoredRecord>[];
  drafts: Drafts;
  patches: Map<number, RowPatch>;
  onCell: (id: number, field: GridField, value: string) => void;
}

export function GridRows({ rows, drafts, patches, onCell }: GridRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  return (
    <Box ref={scrollRef} role="rowgroup" height="max(18rem, calc(100vh - 25rem))" overflowY="auto" data-testid="grid-rows">
      <Box position="relative" height={`${virtualizer.getTotalSize()}px`}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          const draft = drafts[row.id] ?? {};
          const patch = patches.get(row.id);
          return (
            <Box
              key={row.id}
              role="row"
              aria-rowindex={v.index + 2}
              data-testid={`grid-row-${row.id}`}
              position="absolute"
              top="0"
              left="0"
              height={`${ROW_HEIGHT}px`}
              transform={`translateY(${v.start}px)`}
              display="grid"
              gridTemplateColumns={GRID_TEMPLATE}
              gap="1"
              px="1"
              alignItems="center"
              borderTopWidth="1px"
              fontSize="sm"
            >
              <Box role="cell" display="flex" gap="1" alignItems="center" overflow="hidden" whiteSpace="nowrap">
                {row.id > 0 ? (
                  <InlineLink to={deliveryDetailPath(row.id)}>{String(row.reference)}</InlineLink>
                ) : (
                  String(row.reference)
                )}
                <PendingBadge marks={row} />
              </Box>
              {GRID_FIELDS.map((f) => (
                <Box role="cell" key={f}>
                  <Cell
                    row={row}
                    field={f}
                    value={draft[f] ?? cellText(row[f])}
                    changed={patch?.changes[f] !== undefined}
                    error={patch?.errors[f]}
                    onChange={(value) => onCell(row.id, f, value)}
                  />
                </Box>
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
