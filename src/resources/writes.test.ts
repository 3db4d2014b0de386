import { describe, expect, it } from 'vitest';
import { can, refusal } from './access';
import { clients } from './clients';
import { crossFieldProblems } from './cross-field';
import { boxes, deliveries, drops, runs } from './operations';
import { preDeliveries, preDeliveryPromotions } from './pre-deliveries';
import { notificationSettings } from './notifications';
import { lineHaulLegSchedules } from './line-haul-network';
import { permissionsOf, type AccessUser, type Role } from './roles';
import { recordSchemaOf } from './schema';
import {
  deniedWrites,
  mayChangeSome,
  mayWriteField,
  mayWriteValue,
  offerField,
  sameValue,
  writableFields,
} from './writes';

function user(role: Role, id = 50, clientIds: number[] = [8]): AccessUser {
  return { id, role, clientId: clientIds[0] ?? null, clientIds, features: {}, permissions: permissionsOf(role) };
}

const admin = user('admin', 1, []);
const contractor = user('contractor', 7, []);
const clientAdmin = user('client-admin');
const clientUser = user('client-user');
const adminDashboard = user('admin-dashboard-only', 2, []);

const ownRun = { id: 3, contractorId: 7, status: 'assigned', code: 'R1', date: '2026-11-21', dropsDone: 4 };
const othersRun = { ...ownRun, id: 4, contractorId: 99 };
const pendingDelivery = { id: 10, status: 'pending', address: '1 Main St', windowStart: '08:00', windowEnd: '12:00' };
const loadedDelivery = { ...pendingDelivery, status: 'loaded' };

describe('mayWriteField', () => {
  it('refuses a contractor the counts, code, date and finish of its own run, with a reason', () => {
    for (const field of ['dropsDone', 'dropsTotal', 'dropsFailed', 'finishedAt', 'startedAt']) {
      expect(mayWriteField(contractor, runs, field, ownRun)).toMatchObject({ ok: false, serverOwned: true });
    }
    expect(mayWriteField(contractor, runs, 'date', ownRun)).toEqual({
      ok: false,
      reason: 'Only admins change a run’s date.',
      serverOwned: false,
    });
    expect(mayWriteField(contractor, runs, 'code', ownRun)).toMatchObject({ ok: false, serverOwned: false });
    expect(mayWriteField(contractor, runs, 'driverId', ownRun)).toEqual({ ok: true });
    expect(mayWriteField(admin, runs, 'date', ownRun)).toEqual({ ok: true });
    // a computed count is the server's, whoever asks
    expect(mayWriteField(admin, runs, 'dropsDone', ownRun).ok).toBe(false);
  });

  it('refuses a client user proof of delivery and history, and a box’s place', () => {
    for (const field of ['statusHistory', 'deliveredAt', 'photos', 'failureReason', 'runId', 'dropId'])
      expect(mayWriteField(clientUser, deliveries, field, pendingDelivery).ok, field).toBe(false);
    expect(mayWriteField(clientUser, deliveries, 'instructions', pendingDelivery).ok).toBe(true);
    for (const field of ['barcode', 'runId', 'scannedAt', 'routingGroupId', 'deliveryId'])
      expect(mayWriteField(clientUser, boxes, field, { id: 1 }).ok, field).toBe(false);
    expect(mayWriteField(clientUser, boxes, 'loadChecked', { id: 1 }).ok).toBe(true);
  });

  it('a box’s barcode is given when it is created, then fixed', () => {
    expect(mayWriteField(admin, boxes, 'barcode')).toEqual({ ok: true });
    expect(mayWriteField(admin, boxes, 'barcode', { id: 1 })).toMatchObject({
      ok: false,
      reason: 'Barcode is set when the box is created and is not changed afterwards.',
    });
  });

  it('keeps a client’s code, status, logo, integrations and configuration for admins', () => {
    const own = { id: 8, name: 'Harvest' };
    for (const field of ['integrationList', 'configuration', 'status', 'code', 'logoURI'])
      expect(mayWriteField(clientAdmin, clients, field, own), field).toMatchObject({ ok: false, serverOwned: false });
    expect(mayWriteField(clientAdmin, clients, 'displayName', own).ok).toBe(true);
    expect(mayWriteField(clientAdmin, clients, 'deliveryWindows', own).ok).toBe(true);
    expect(mayWriteField(admin, clients, 'configuration', own).ok).toBe(true);
  });

  it('manual routing (moving drops and deliveries between runs) is admin-only', () => {
    const drop = { id: 5, runId: 3, sequence: 2 };
    expect(mayWriteField(adminDashboard, drops, 'runId', drop)).toMatchObject({
      ok: false,
      reason: 'Only admins move deliveries and drops between runs (Manual Routing).',
    });
    expect(mayWriteField(adminDashboard, drops, 'sequence', drop).ok).toBe(false);
    expect(mayWriteField(adminDashboard, drops, 'tempCheckConfirmed', drop).ok).toBe(true);
    expect(mayWriteField(admin, drops, 'runId', drop).ok).toBe(true);
  });

  it('reads the record’s state: a client changes where a delivery goes only until it is loaded', () => {
    expect(mayWriteField(clientAdmin, deliveries, 'address', pendingDelivery).ok).toBe(true);
    expect(mayWriteField(clientAdmin, deliveries, 'address', loadedDelivery)).toMatchObject({
      ok: false,
      reason: 'Once a delivery is loaded, only operations staff change its date, address, recipient or window.',
    });
    expect(mayWriteField(clientAdmin, deliveries, 'address').ok).toBe(true);
    expect(mayWriteField(admin, deliveries, 'address', loadedDelivery).ok).toBe(true);
  });

  it('names an unknown field as not writable', () => {
    expect(mayWriteField(admin, runs, 'nope')).toMatchObject({ ok: false, reason: 'Run has no field nope.' });
  });
});

describe('deniedWrites', () => {
  it('a value equal to the stored one is no write (a full PUT, a form sending every field)', () => {
    expect(deniedWrites(contractor, runs, { dropsDone: 4, driverId: 12 }, ownRun, () => undefined)).toEqual([]);
    expect(deniedWrites(contractor, runs, { dropsDone: 5, date: '2026-11-22' }, ownRun, () => undefined)).toEqual([
      { field: 'dropsDone', message: 'Done is kept by the server.', serverOwned: true },
      { field: 'date', message: 'Only admins change a run’s date.', serverOwned: false },
    ]);
  });

  it('on create, a blank is no write and anything else is', () => {
    const blank = (f: string) => (f === 'statusHistory' ? [] : null);
    expect(deniedWrites(clientAdmin, deliveries, { statusHistory: [], deliveredAt: null }, null, blank)).toEqual([]);
    const denied = deniedWrites(clientAdmin, deliveries, { statusHistory: [{ status: 'delivered' }] }, null, blank);
    expect(denied.map((d) => d.field)).toEqual(['statusHistory']);
  });

  it('compares json by content', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
  });
});

describe('writableFields', () => {
  it('offers a contractor only what the server accepts on its run', () => {
    expect(writableFields(contractor, runs, ownRun).map(([n]) => n)).toEqual([
      'status',
      'driverId',
      'vehicle',
      'plannedStart',
    ]);
    expect(writableFields(admin, runs, ownRun).map(([n]) => n)).toEqual([
      'code',
      'date',
      'status',
      'contractorId',
      'driverId',
      'vehicle',
      'plannedStart',
    ]);
  });
});

describe('record rules: can(user, action, record)', () => {
  it('a contractor changes only its own run, and the refusal says why', () => {
    expect(can(contractor, runs, 'patch', undefined, ownRun)).toBe(true);
    expect(can(contractor, runs, 'patch', undefined, othersRun)).toBe(false);
    expect(refusal(contractor, runs, 'patch', undefined, othersRun)).toBe(
      'Only admins and the run’s own contractor change a run.',
    );
    expect(refusal(contractor, runs, 'patch', undefined, ownRun)).toBeNull();
    // asked with no record (menu, gate, a button over a list), a record rule answers for some record
    expect(can(contractor, runs, 'patch')).toBe(true);
    expect(can(clientUser, runs, 'patch')).toBe(false);
    expect(refusal(clientUser, runs, 'delete')).toBe('You may not delete runs.');
  });
});

describe('cross-field rules, declared once', () => {
  it('a delivery window ends after it starts, on the field a person corrects', () => {
    expect(crossFieldProblems(deliveries, { windowStart: '17:00', windowEnd: '08:00' })).toEqual([
      { field: 'windowEnd', message: 'The window must end after it starts.' },
    ]);
    expect(crossFieldProblems(deliveries, { windowStart: '08:00', windowEnd: '08:00' })).toHaveLength(1);
    expect(crossFieldProblems(deliveries, { windowStart: '08:00', windowEnd: '17:00' })).toEqual([]);
  });

  it('the same rule holds for undated orders, promotions and notification windows', () => {
    expect(crossFieldProblems(preDeliveries, { windowStart: '12:00', windowEnd: '09:00' })).toHaveLength(1);
    expect(crossFieldProblems(notificationSettings, { sendFrom: '20:00', sendUntil: '07:00' })[0]?.field).toBe(
      'sendUntil',
    );
    expect(crossFieldProblems(preDeliveryPromotions, { windowStart: '10:00', windowEnd: null })).toEqual([
      { field: 'windowEnd', message: 'Give both ends of the window, or neither to keep each order’s own.' },
    ]);
    expect(crossFieldProblems(preDeliveryPromotions, { windowStart: null, windowEnd: null })).toEqual([]);
  });

  it('a date range is ordered; one day is a range', () => {
    const range = (effectiveFrom: string, effectiveTo: string | null) =>
      crossFieldProblems(lineHaulLegSchedules, { effectiveFrom, effectiveTo });
    expect(range('2026-11-20', '2026-11-19')[0]?.field).toBe('effectiveTo');
    expect(range('2026-11-20', '2026-11-20')).toEqual([]);
    expect(range('2026-11-20', null)).toEqual([]);
  });

  it('the derived record schema applies them, naming the field', () => {
    const parsed = recordSchemaOf(notificationSettings).safeParse({
      type: 'booked',
      sms: true,
      email: false,
      sendFrom: '20:00',
      sendUntil: '07:00',
      senderName: 'Harvest',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sendUntil', 'The window must end after it starts.'],
    ]);
  });
});

describe('what forms, grids and the pending overlay offer: the server’s question', () => {
  it('offers a status with the moves this user may make from the record’s own status', () => {
    const inTransit = { ...pendingDelivery, status: 'in-transit' };
    const offered = (u: AccessUser, record?: Record<string, unknown>) => {
      const o = offerField(u, deliveries, 'status', record);
      return o.ok ? o.meta.options : o.reason;
    };
    expect(offered(clientAdmin, pendingDelivery)).toEqual(['pending', 'cancelled']);
    expect(offered(clientAdmin, inTransit)).toEqual(['in-transit']);
    expect(offered(admin, inTransit)).toEqual(['in-transit', 'delivered', 'failed', 'returned', 'cancelled']);
    // a new record: the statuses it may start in
    expect(offered(clientAdmin)).toEqual(['pending']);
    expect(offerField(clientAdmin, deliveries, 'address', loadedDelivery)).toMatchObject({ ok: false });
    expect(offerField(clientAdmin, deliveries, 'address', pendingDelivery)).toMatchObject({ ok: true });
  });

  it('grid columns: a field some record lets the user change, never one fixed at creation', () => {
    expect(mayChangeSome(admin, boxes, 'barcode')).toBe(false);
    expect(mayChangeSome(clientAdmin, deliveries, 'address')).toBe(true);
    expect(mayChangeSome(contractor, runs, 'date')).toBe(false);
    expect(mayChangeSome(admin, runs, 'date')).toBe(true);
  });

  it('a value is taken when it is no change, the field’s rule allows it, and a status move is allowed', () => {
    const inTransit = { ...pendingDelivery, status: 'in-transit' };
    expect(mayWriteValue(clientUser, deliveries, 'status', 'cancelled', inTransit)).toBe(false);
    expect(mayWriteValue(clientUser, deliveries, 'status', 'cancelled', pendingDelivery)).toBe(true);
    expect(mayWriteValue(clientUser, deliveries, 'status', 'in-transit', inTransit)).toBe(true);
    expect(mayWriteValue(clientAdmin, deliveries, 'address', '9 Elm St', loadedDelivery)).toBe(false);
    expect(mayWriteValue(clientAdmin, deliveries, 'address', loadedDelivery.address, loadedDelivery)).toBe(true);
    expect(mayWriteValue(contractor, runs, 'dropsDone', 99, ownRun)).toBe(false);
    // a new record starts in a start status, unless the user may create it in any
    expect(mayWriteValue(clientAdmin, deliveries, 'status', 'delivered')).toBe(false);
    expect(mayWriteValue(admin, deliveries, 'status', 'delivered')).toBe(true);
  });
});
