import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './db';
import { overlayList, overlayRecord, pendingCreates } from './overlay';

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  key: Math.random().toString(36),
  resource: 'deliveries',
  recordId: 1,
  baseVersion: 1,
  method: 'PATCH',
  payload: {},
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: 1,
  updatedAt: 1,
  userId: 7,
  ...over,
});

describe('pending edits over cached records', () => {
  const record = { id: 1, version: 3, status: 'routed', instructions: '' };

  it('applies pending edits in order and lists the changed fields', () => {
    const shown = overlayRecord(record, [
      entry({ payload: { status: 'loaded' } }),
      entry({ payload: { status: 'delivered', instructions: 'door' }, status: 'failed' }),
    ]);
    expect(shown).toMatchObject({ status: 'delivered', instructions: 'door', version: 3, pendingStatus: 'failed' });
    expect(shown.pendingFields?.sort()).toEqual(['instructions', 'status']);
  });

  it('marks a conflict without applying it, so the server version shows', () => {
    const shown = overlayRecord(record, [entry({ payload: { status: 'failed' }, status: 'conflict' })]);
    expect(shown).toMatchObject({ status: 'routed', pendingStatus: 'conflict' });
    expect(shown.pendingFields).toBeUndefined();
  });

  it('leaves other records alone and marks a pending delete', () => {
    const rows = overlayList([record, { ...record, id: 2 }], [entry({ recordId: 2, method: 'DELETE', payload: null })]);
    expect(rows[0]).toBe(record);
    expect(rows[1]).toMatchObject({ id: 2, pendingDelete: true });
  });

  it('shows unacknowledged creates as rows with their temporary id', () => {
    expect(pendingCreates([entry({ method: 'POST', recordId: -9, payload: { reference: 'N1' } })])).toEqual([
      expect.objectContaining({ id: -9, reference: 'N1', pendingCreate: true, pendingStatus: 'pending' }),
    ]);
  });
});
