/**
 * Grid edit's bookkeeping for deliveries: the generic grid diff (resource-pages/grid-diff) over
 * the deliveries declaration and the columns the deliveries grid shows.
 */
import { deliveries } from '../../../resources/operations';
import * as generic from '../../resource-pages/grid-diff';

export { withoutRows, type GridRow, type RowPatch } from '../../resource-pages/grid-diff';

export const GRID_FIELDS = ['status', 'date', 'recipientName', 'recipientPhone', 'address', 'suburb', 'postcode', 'windowStart', 'windowEnd', 'boxCount', 'instructions'] as const;
export type GridField = (typeof GRID_FIELDS)[number];

/** row id -> field -> text typed */
export type Drafts = Record<number, Partial<Record<GridField, string>>>;

export function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function diffRow(row: generic.GridRow, draft: Partial<Record<GridField, string>> | undefined): generic.RowPatch | null {
  return generic.diffRow(deliveries, GRID_FIELDS, row, draft);
}

/** One patch per changed row, in the order of the rows shown. */
export function buildPatches(rows: readonly generic.GridRow[], drafts: Drafts): generic.RowPatch[] {
  return generic.buildPatches(deliveries, GRID_FIELDS, rows, drafts);
}
