/**
 * Print Orders' path: /client-tools/print-orders/{date}/c/{clientId}/rg/{routingGroupId}, so a
 * reprint, a reload or a shared link comes back to the same sheet. Declared once with the path
 * codec; trailing defaults are left out (/client-tools/print-orders is today, no client chosen).
 */
import { pathCodec, type ValuesOf } from '../../lib/path-codec';

export const PRINT_ORDERS_PATH = pathCodec({
  base: '/client-tools/print-orders',
  segments: [
    { name: 'date', kind: 'date', todayWord: 'today' },
    { name: 'clientId', kind: 'id', key: 'c' },
    { name: 'routingGroupId', kind: 'id', key: 'rg' },
  ],
  trim: true,
});

export type PrintOrdersFilters = ValuesOf<typeof PRINT_ORDERS_PATH>;
