/**
 * Grid edit's bookkeeping for deliveries: the generic grid diff (resource-pages/grid-diff) over
 * the deliveries declaration and the columns the deliveries grid shows.
 */
import { deliveries } from '../../../resources/operations';
import { buildPatches as buildGridPatches, diffRow as diffGridRow } from '../../resource-pages';
import type { GridRow, RowPatch } from '../../resource-pages';

export { withoutRows, type GridRow, type RowPatch } from '../../resource-pages';

export const GRID_FIELDS = ['status', 'date', 'recipientName', 'recipientPhone', 'address', 'suburb', 'postcode', 'windowStart', 'windowEnd', 'boxCount', 'instructions'] as const;
export type GridField = (typeof GRID_FIELDS)[number];

/** row id -> field -> text typed */
export type Drafts = Record<number, Partial<Record<GridField, string>>>;

export function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function diffRow(row: GridRow, draft: Partial<Record<GridField, string>> | undefined): RowPatch | null {
  return diffGridRow(deliveries, GRID_FIELDS, row, draft);
}

/** One patch per changed row, in the order of the rows shown. */
export function buildPatches(rows: readonly GridRow[], drafts: Drafts): RowPatch[] {
  return buildGridPatches(deliveries, GRID_FIELDS, rows, drafts);
}
