/**
 * Scans: one record per barcode read at a depot (box load check, post-sortation cleanup, return
 * to depot, a plain look-up). A scan is a fact, never edited: the tablet creates it through the
 * outbox (so it works with no signal and reaches the server exactly once), and the server applies
 * its effect on the box or delivery in the same transaction (server/operations/scan-effects.ts),
 * writing the result it decided. docs/operations.md has the model.
 */
import { admin, adminType, any, perm } from './access';
import { date, dateTime, oneOf, ref, text } from './fields';
import { defineResource } from './types';

export const SCAN_KINDS = ['load-check', 'cleanup', 'return-to-depot', 'look-up'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];
/** ok: the effect applied; repeat: already done before, nothing changed; unknown: no such box or delivery; refused: known but not allowed here */
export const SCAN_RESULTS = ['ok', 'repeat', 'unknown', 'refused'] as const;
export const SCAN_SOURCES = ['camera', 'wedge', 'typed'] as const;

/** who may scan at all (the server narrows per kind: scan-effects.ts) */
export const SCAN_WRITE = any(admin, perm('return-to-depot'), perm('upload-manifest'), perm('pre-delivery'));
const SCAN_READ = any(adminType, perm('scanning-report'), SCAN_WRITE);

export const scans = defineResource({
  name: 'scans',
  path: '/scans',
  label: 'Scan',
  labelPlural: 'Scans',
  fields: {
    code: text('Barcode', { column: true, sortable: true, filter: 'text', required: true, maxLength: 64 }),
    kind: oneOf('Kind', SCAN_KINDS, { column: true, filter: 'exact', required: true }),
    result: oneOf('Result', SCAN_RESULTS, { column: true, filter: 'exact', nullable: true }),
    message: text('Message', { column: true, nullable: true, maxLength: 200 }),
    date: date('Day', { column: true, sortable: true, filter: 'range', required: true }),
    scannedAt: dateTime('Scanned at', { column: true, sortable: true, required: true }),
    scannedBy: text('Scanned by', { column: true, filter: 'text', nullable: true, maxLength: 120 }),
    source: oneOf('Source', SCAN_SOURCES, { filter: 'exact', nullable: true }),
    boxId: ref('Box', 'boxes', { filter: 'exact', nullable: true }),
    deliveryId: ref('Delivery', 'deliveries', { filter: 'exact', nullable: true }),
    runId: ref('Run', 'runs', { column: true, filter: 'exact', nullable: true }),
    depotId: ref('Depot', 'depots', { column: true, filter: 'exact', nullable: true }),
  },
  clientScoped: true,
  access: { list: SCAN_READ, get: SCAN_READ, create: SCAN_WRITE },
  defaultSort: 'date,-id',
  searchFields: ['code'],
  indexes: ['date', 'kind', 'boxId', 'depotId'],
  offline: 'records',
  mergeKey: 'id',
  titleField: 'code',
});
