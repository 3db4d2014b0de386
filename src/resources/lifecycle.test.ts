/**
 * The lifecycle declarations, pure over the registry: every declared move is allowed for the roles
 * its rule lets through and refused for the others, on the status field, and what a move stamps,
 * clears and requires is applied.
 */
import { describe, expect, it } from 'vitest';
import { historyFields } from './history';
import { resourceList } from './index';
import { applyLifecycle, nextStatuses, nextTrail, transitionRefusal, statusChoices, transitionOf } from './lifecycle';
import { deliveries, dropStatusFor, drops } from './operations';
import { ROLES, permissionsOf, type AccessUser, type Role } from './roles';

const NOW = '2026-11-21T09:00:00.000Z';
const user = (role: Role): AccessUser => ({
  id: 7,
  role,
  clientId: role.startsWith('client') ? 8 : null,
  clientIds: role.startsWith('client') ? [8] : [],
  features: {},
  permissions: permissionsOf(role),
});
const governed = resourceList.filter((def) => def.lifecycle);

describe('lifecycle declarations', () => {
  it('cover deliveries, boxes, runs, drops, undated orders, line haul, stock adjustments, purchasing, pallets, pick/pack orders, RDS events, retail exceptions and invoices', () => {
    expect(governed.map((d) => d.name).sort()).toEqual(
      [
        'advanceShippingNotices',
        'boxes',
        'deliveries',
        'drops',
        'invoices',
        'lineHaulJobs',
        'lineHaulMovements',
        'pallets',
        'pickOrders',
        'preDeliveries',
        'purchaseOrders',
        'runs',
        'stockAdjustments',
        'rdsEvents',
        'retailExceptions',
      ].sort(),
    );
  });

  it.each(governed.map((def) => [def.name, def] as const))('%s: names only its own statuses and fields', (_, def) => {
    const lifecycle = def.lifecycle;
    if (!lifecycle) return;
    const options = def.fields[lifecycle.field]?.options ?? [];
    expect(def.fields[lifecycle.field]?.type).toBe('enum');
    for (const s of lifecycle.start) expect(options).toContain(s);
    const pairs = new Set<string>();
    for (const t of lifecycle.transitions) {
      expect(options).toContain(t.to);
      for (const from of t.from) {
        expect(options).toContain(from);
        expect(from, 'a move to itself is no move').not.toBe(t.to);
        // one declaration per move, so 'who may' has one answer
        expect(pairs.has(`${from}>${t.to}`), `${from} -> ${t.to} declared twice`).toBe(false);
        pairs.add(`${from}>${t.to}`);
      }
      for (const f of [...(t.requires ?? []), ...(t.stamps ?? []), ...(t.clears ?? [])])
        expect(Object.keys(def.fields)).toContain(f);
    }
    for (const f of def.audited ?? []) expect(Object.keys(def.fields)).toContain(f);
  });

  const cases = governed.flatMap((def) =>
    (def.lifecycle?.transitions ?? []).flatMap((t) =>
      t.from.flatMap((from) => ROLES.map((role) => [def.name, from, t.to, role, def, t] as const)),
    ),
  );

  it.each(cases)('%s: %s -> %s as %s follows the declared rule', (_, from, to, role, def, t) => {
    const who = user(role);
    const allowed = t.who(who, { clientId: -1, client: null, clients: [], betaEnabled: false });
    const before: Record<string, unknown> = { status: from };
    const next: Record<string, unknown> = { status: to };
    // give whatever the move requires, so only the move itself is judged
    for (const f of t.requires ?? []) next[f] = 'given';
    const problems = applyLifecycle(def, who, before, next, NOW);
    if (allowed) {
      expect(problems).toEqual([]);
      expect(transitionRefusal(def, who, from, to)).toBeNull();
      expect(nextStatuses(def, who, from)).toContain(to);
      for (const f of t.clears ?? []) expect(next[f]).toBeNull();
      const givesTimes = def.lifecycle?.timesGivenBy?.(who, {
        clientId: -1,
        client: null,
        clients: [],
        betaEnabled: false,
      });
      if (!givesTimes) for (const f of t.stamps ?? []) expect(next[f]).toBe(NOW);
    } else {
      expect(problems.map((p) => p.field)).toEqual(['status']);
      expect(problems[0]?.message).toMatch(/\.$/);
      expect(nextStatuses(def, who, from)).not.toContain(to);
    }
  });

  it('refuses undeclared moves for everyone, admins included', () => {
    const admin = user('admin');
    expect(transitionOf(deliveries.lifecycle as NonNullable<typeof deliveries.lifecycle>, 'pending', 'delivered')).toBe(
      undefined,
    );
    expect(applyLifecycle(deliveries, admin, { status: 'pending' }, { status: 'delivered' }, NOW)).toEqual([
      { field: 'status', message: expect.stringMatching(/A pending delivery can only become .*, not delivered\./) },
    ]);
    // a drop's outcome follows its delivery: the refusal says so
    expect(transitionRefusal(drops, admin, 'pending', 'completed')).toMatch(/follows its delivery/);
  });

  it('delivered stamps the time (or an admin gives it) and drops the failure reason; failed needs a reason', () => {
    const admin = user('admin');
    const failed = { status: 'failed', failureReason: 'Nobody home', deliveredAt: null };
    const next: Record<string, unknown> = { ...failed, status: 'delivered' };
    expect(applyLifecycle(deliveries, admin, failed, next, NOW)).toEqual([]);
    expect(next).toMatchObject({ deliveredAt: NOW, failureReason: null });
    const given: Record<string, unknown> = { ...failed, status: 'delivered', deliveredAt: '2026-11-21T08:00:00.000Z' };
    applyLifecycle(deliveries, admin, failed, given, NOW);
    expect(given.deliveredAt).toBe('2026-11-21T08:00:00.000Z');
    const loaded = { status: 'loaded', failureReason: null, deliveredAt: null };
    expect(applyLifecycle(deliveries, admin, loaded, { ...loaded, status: 'failed' }, NOW)).toEqual([
      { field: 'failureReason', message: 'A failed delivery needs failure reason.' },
    ]);
    // emptying what the status needs, without moving, is refused too
    expect(
      applyLifecycle(deliveries, admin, failed, { ...failed, failureReason: ' ' }, NOW).map((p) => p.field),
    ).toEqual(['failureReason']);
  });

  it('keeps stamped times unless a move sets them or the user may give them', () => {
    const delivered = { status: 'delivered', deliveredAt: '2026-11-21T08:00:00.000Z' };
    const next: Record<string, unknown> = { ...delivered, deliveredAt: '2020-01-01T00:00:00.000Z' };
    applyLifecycle(deliveries, user('client-admin'), delivered, next, NOW);
    expect(next.deliveredAt).toBe(delivered.deliveredAt);
    const created: Record<string, unknown> = { status: 'pending', deliveredAt: '2020-01-01T00:00:00.000Z' };
    applyLifecycle(deliveries, user('client-admin'), null, created, NOW);
    expect(created.deliveredAt).toBeNull();
  });

  it('cancelling is the client office’s until the delivery is in transit, then only admins’', () => {
    for (const from of ['pending', 'routed', 'loaded'])
      expect(transitionRefusal(deliveries, user('client-user'), from, 'cancelled')).toBeNull();
    expect(transitionRefusal(deliveries, user('client-user'), 'in-transit', 'cancelled')).toMatch(/may not/);
    expect(transitionRefusal(deliveries, user('admin'), 'in-transit', 'cancelled')).toBeNull();
  });

  it('offers the current status and the allowed next ones; a create offers the start statuses', () => {
    expect(statusChoices(deliveries, user('client-user'), 'pending')).toEqual(['pending', 'cancelled']);
    expect(statusChoices(deliveries, user('client-user'), 'in-transit')).toEqual(['in-transit']);
    expect(statusChoices(deliveries, user('admin'), 'failed')).toEqual([
      'failed',
      'delivered',
      'returned',
      'cancelled',
    ]);
    expect(statusChoices(deliveries, user('client-admin'), null)).toEqual(['pending']);
    expect(statusChoices(deliveries, user('admin'), null)).toEqual([...(deliveries.fields.status.options ?? [])]);
    expect(transitionRefusal(deliveries, user('client-admin'), null, 'delivered')).toBe(
      'A new delivery starts as pending, not delivered.',
    );
  });
});

describe('a status trail', () => {
  const lifecycle = deliveries.lifecycle as NonNullable<typeof deliveries.lifecycle>;
  const step = { status: 'delivered', at: NOW, by: 'Sam Supervisor' };
  const kept = [{ status: 'pending', at: '2026-11-20T08:00:00.000Z' }];
  it('grows by the move, whatever list the client sends', () => {
    const forged = [{ status: 'delivered', at: NOW, by: 'someone else' }];
    expect(
      nextTrail(
        lifecycle,
        { status: 'failed', statusHistory: kept },
        { status: 'delivered', statusHistory: forged },
        step,
        true,
      ),
    ).toEqual([...kept, step]);
    expect(
      nextTrail(
        lifecycle,
        { status: 'failed', statusHistory: kept },
        { status: 'failed', statusHistory: forged },
        step,
        true,
      ),
    ).toEqual(kept);
  });
  it('starts with the create, unless someone who may give times brings one', () => {
    expect(nextTrail(lifecycle, null, { status: 'pending', statusHistory: kept }, step, false)).toEqual([step]);
    expect(nextTrail(lifecycle, null, { status: 'pending', statusHistory: kept }, step, true)).toEqual(kept);
  });
});

describe('a drop follows its delivery', () => {
  it.each([
    ['delivered', 'pending', 'completed'],
    ['failed', 'arrived', 'failed'],
    ['returned', 'completed', 'failed'],
    ['cancelled', 'pending', 'skipped'],
    ['in-transit', 'arrived', 'arrived'],
    ['in-transit', 'failed', 'pending'],
    ['routed', 'completed', 'pending'],
  ])('a %s delivery makes a %s drop %s', (delivery, drop, expected) => {
    expect(dropStatusFor(delivery, drop)).toBe(expected);
  });
});

describe('history fields', () => {
  it('are the status field, then the audited fields', () => {
    expect(historyFields(deliveries)).toEqual(['status', ...(deliveries.audited ?? [])]);
    expect(historyFields(drops)[0]).toBe('status');
  });
});
