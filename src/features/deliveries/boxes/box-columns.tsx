/** The columns every table of boxes starts with: the barcode (whole, with its unsent mark) and its status. */
import type { StoredRecord, WithPending } from '../../../offline';
import { PendingBadge } from '../../../ui/resource-pages';
import type { DataColumn } from '../../../ui/data-table';

export const BOX_COLUMNS: readonly DataColumn<WithPending<StoredRecord>>[] = [
  {
    key: 'barcode',
    header: 'Barcode',
    kind: 'reference',
    cell: (b) => (
      <>
        {String(b.barcode)} <PendingBadge marks={b} />
      </>
    ),
  },
  { key: 'status', header: 'Status', kind: 'status' },
];
