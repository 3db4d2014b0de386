import { describe, expect, it } from 'vitest';
import { ref, refs, text } from '../../resources/fields';
import { idsToLookUp } from './ref-titles';

describe('names for non-reference references', () => {
  const columns = [
    { name: 'runId', meta: ref('Run', 'runs') },
    { name: 'contractorId', meta: ref('Contractor', 'users') },
    { name: 'driverId', meta: ref('Driver', 'users') },
    { name: 'zoneId', meta: ref('Zone', 'zones') },
    { name: 'clientIds', meta: refs('Clients', 'clients') },
    { name: 'code', meta: text('Code') },
  ];
  const rows = [
    { id: 1, runId: 1, contractorId: 34, driverId: 40, zoneId: 6, clientIds: [2, 3], code: 'x' },
    { id: 2, runId: 1, contractorId: 34, driverId: null, zoneId: 6, clientIds: [3], code: 'y' },
    { id: -5, runId: -2, contractorId: 12, zoneId: null, clientIds: [] },
  ];

  it('asks each resource once for its distinct ids, leaving reference lists to Dexie', () => {
    const isReference = (r: string) => r === 'zones' || r === 'clients';
    expect(idsToLookUp(columns, rows, isReference)).toEqual({ runs: [1], users: [12, 34, 40] });
  });

  it('collects ids of multi-references too', () => {
    expect(idsToLookUp(columns, rows, () => false).clients).toEqual([2, 3]);
  });
});
