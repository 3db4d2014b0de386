import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './db';
import { bareContext, deliveries } from '../resources';
import { permissionsOf, type AccessUser } from '../resources/roles';
import { overlayList, overlayRecord, pendingCreates } from './overlay';
import { allowsValueFor } from './pending-writer';

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

  describe('as far as the server would take them from this user', () => {
    const clientUser: AccessUser = {
      id: 50,
      role: 'client-user',
      clientId: 8,
      clientIds: [8],
      features: {},
      permissions: permissionsOf('client-user'),
    };
    const allows = allowsValueFor(deliveries, { user: clientUser, context: bareContext(clientUser) });
    const inTransit = { id: 1, version: 3, status: 'in-transit', instructions: '', deliveredAt: null };

    it('shows an allowed change and holds back a refused move and a field the user may not write', () => {
      const shown = overlayRecord(
        inTransit,
        [entry({ payload: { status: 'cancelled', instructions: 'door', deliveredAt: '2026-11-27T05:00:00Z' } })],
        allows,
      );
      expect(shown).toMatchObject({ status: 'in-transit', instructions: 'door', deliveredAt: null });
      expect(shown.pendingFields).toEqual(['instructions']);
    });

    it('judges each edit against the record the edits before it left', () => {
      const pending = { ...inTransit, status: 'pending' };
      // pending -> cancelled is the client's to make; cancelled -> pending is not
      const shown = overlayRecord(
        pending,
        [entry({ payload: { status: 'cancelled' } }), entry({ payload: { status: 'pending' } })],
        allows,
      );
      expect(shown).toMatchObject({ status: 'cancelled', pendingFields: ['status'] });
    });

    it('shows of a pending create only what the user may give', () => {
      const [row] = pendingCreates(
        [entry({ method: 'POST', recordId: -3, payload: { reference: 'N2', status: 'delivered' } })],
        allows,
      );
      expect(row).toMatchObject({ id: -3, reference: 'N2', pendingFields: ['reference'] });
      expect(row).not.toHaveProperty('status');
    });
  });
});
