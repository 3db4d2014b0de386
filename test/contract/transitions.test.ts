/**
 * Contract check: every declared status move (issue 30 item 7), for the demo users.
 * Pure: for every move of every lifecycle and every demo user, the server's question
 * (transitionRefusal) lets the move through exactly when its rule does, and the status picker
 * (statusChoices) offers it exactly then. Over HTTP, one probe per move: a record of the resource
 * is put in the move's starting status through the store, then a user the rule refuses (who may
 * otherwise change the record) is answered 422 naming `status` with the record unchanged, and a
 * user the rule lets through moves it, giving what the new status requires.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessUser, FieldMeta, ResourceDef } from '../../src/resources/index';
import { can, resourceList, statusChoices, transitionRefusal } from '../../src/resources/index';
import { getRecord, replaceRecord } from '../../server/resources/store';
import { call, json } from '../../server/testing/helpers';
import {
  api,
  contextFromData,
  type Contract,
  demoData,
  demoPeople,
  inScopeRows,
  type Person,
  type Row,
  startContract,
} from './harness';

const data = demoData();
const people = demoPeople(data);

interface Move {
  def: ResourceDef;
  from: string;
  to: string;
  requires: readonly string[];
  who: (user: AccessUser) => boolean;
}

/** Every declared move, one per status left. */
const MOVES: Move[] = resourceList.flatMap((def) =>
  (def.lifecycle?.transitions ?? []).flatMap((t) =>
    t.from
      .filter((from) => from !== t.to)
      .map((from) => ({
        def,
        from,
        to: t.to,
        requires: t.requires ?? [],
        who: (user: AccessUser) => t.who(user, contextFromData(data, user)),
      })),
  ),
);

const name = (m: Move) => `${m.def.name} ${m.from} -> ${m.to}`;

describe('declared moves, pure: the server and the status picker follow each move’s rule', () => {
  it('covers every lifecycle', () => {
    expect(new Set(MOVES.map((m) => m.def.name)).size).toBe(resourceList.filter((d) => d.lifecycle).length);
  });

  it.each(MOVES.map((m) => [name(m), m] as const))('%s', (_n, m) => {
    for (const { email, user } of people) {
      const context = contextFromData(data, user);
      const allowed = m.who(user);
      expect(transitionRefusal(m.def, user, m.from, m.to, context) === null, email).toBe(allowed);
      expect(statusChoices(m.def, user, m.from, context).includes(m.to), email).toBe(allowed);
    }
  });
});

/**
 * A value the field accepts, for a field the new status requires: times in the order the move
 * lists them (a departure before its arrival), a driver for a user, the first record of a reference.
 */
function given(meta: FieldMeta, order: number, contract: Contract): unknown {
  if (meta.type === 'datetime') return `2026-11-21T${String(10 + order).padStart(2, '0')}:00:00Z`;
  if (meta.type === 'ref' && meta.ref === 'users')
    return contract.data.users.find((u) => u.role === 'driver')?.id ?? contract.admin.user.id;
  if (meta.type === 'ref') return (contract.data.records[meta.ref as keyof typeof contract.data.records] ?? [])[0]?.id;
  return 'Contract probe';
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * What a probe's record needs so that a move's record rule lets it through (the refusals of record
 * rules are tested with their resources): an offer is accepted only before its deadline
 * (line-haul-rules.ts, offerOpen), so the probe's offer closes tomorrow.
 */
const openRecord = (def: ResourceDef): Record<string, unknown> =>
  def.name === 'lineHaulJobs' ? { respondBy: new Date(Date.now() + 24 * 60 * 60_000).toISOString() } : {};

describe('declared moves over HTTP: refused for the users the rule refuses, made by those it lets through', () => {
  let contract: Contract;
  beforeAll(async () => {
    contract = await startContract();
  });
  afterAll(async () => {
    await contract?.close();
  });

  /** Of the records, one that a refused user and an allowed user may both change, when there is one. */
  async function probeOf(m: Move): Promise<{ row: Row; allowed?: Person; refused?: Person }> {
    const may = new Map<string, Set<number>>();
    for (const p of contract.people) {
      const rows = await inScopeRows(contract, m.def, p.user);
      const context = contextFromData(contract.data, p.user);
      may.set(p.email, new Set(rows.filter((r) => can(p.user, m.def, 'patch', context, r)).map((r) => r.id)));
    }
    const pick = (row: Row, allowed: boolean) =>
      contract.people.find((p) => m.who(p.user) === allowed && may.get(p.email)?.has(row.id));
    let best: { row: Row; allowed?: Person; refused?: Person; score: number } | undefined;
    for (const row of await inScopeRows(contract, m.def, contract.admin.user)) {
      const allowed = pick(row, true);
      const refused = pick(row, false);
      const score = (allowed ? 2 : 0) + (refused ? 1 : 0);
      if (!best || score > best.score) best = { row, allowed, refused, score };
      if (score === 3) break;
    }
    if (!best) throw new Error(`No ${m.def.name} record`);
    return best;
  }

  const everywhere = { clientIds: null, owner: null };

  it.each(MOVES.map((m) => [name(m), m] as const))('%s', async (_n, m) => {
    const { db } = contract.server;
    const { row, allowed, refused } = await probeOf(m);
    expect(allowed ?? refused, 'someone to probe with').toBeDefined();
    const stored = await getRecord(db, m.def, everywhere, row.id);
    if (!stored) throw new Error('gone');
    const { id: _i, version: _v, clientId, historical, createdAt: _c, updatedAt: _u, ...fields } = stored;
    const status = m.def.lifecycle?.field ?? 'status';
    const before = await replaceRecord(db, m.def, row.id, {
      clientId,
      historical,
      data: { ...fields, ...openRecord(m.def), [status]: m.from },
    });
    if (refused) {
      const res = await call(contract.server, 'PATCH', api(m.def, `/${row.id}`), {
        token: refused.token,
        body: { version: before.version, [status]: m.to },
      });
      const body = await json<{ errors: { field?: string }[] }>(res);
      expect(res.status, `${refused.email}: ${JSON.stringify(body)}`).toBe(422);
      expect(body.errors.map((e) => e.field)).toContain(status);
      expect(await getRecord(db, m.def, everywhere, row.id)).toEqual(before);
    }
    if (allowed) {
      // what the new status requires, given where the record leaves it empty (times always, kept in order)
      const fills = Object.fromEntries(
        m.requires.flatMap((f, order) => {
          const meta = m.def.fields[f];
          return meta && (blank(before[f]) || meta.type === 'datetime') ? [[f, given(meta, order, contract)]] : [];
        }),
      );
      const res = await call(contract.server, 'PATCH', api(m.def, `/${row.id}`), {
        token: allowed.token,
        body: { version: before.version, [status]: m.to, ...fills },
      });
      const body = await json<{ data: Row }>(res);
      expect(res.status, `${allowed.email}: ${JSON.stringify(body)}`).toBe(200);
      expect(body.data[status]).toBe(m.to);
    }
  });
});
