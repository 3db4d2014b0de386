/**
 * Contract check: resource x role x field writes, over the registry (issue 30 item 7).
 * Pure over the seeded demo data: for every resource, every demo user who may change it and every
 * declared field, the one predicate (mayWriteField), the server's refusal (deniedWrites) and the
 * forms' fields (writableFields) agree; the seed keeps every cross-field rule. Then one HTTP probe
 * per resource: a field the role may not write is refused with a 422 naming it, and the record,
 * read through the store (not as an admin, whom feature gates may refuse), is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessUser, FieldMeta, ResourceDef } from '../../src/resources/index';
import { can, clientScope, crossFieldProblems, resourceList } from '../../src/resources/index';
import { blankOf, fieldSchema } from '../../src/resources/schema';
import { deniedWrites, isServerKept, mayWriteField, writableFields } from '../../src/resources/writes';
import { getRecord } from '../../server/resources/store';
import { call, json } from '../../server/testing/helpers';
import {
  api,
  contextFromData,
  type Contract,
  demoData,
  demoPeople,
  personOf,
  type Row,
  startContract,
} from './harness';

const data = demoData();
const people = demoPeople(data);

function seeded(def: ResourceDef): Row[] {
  const rows = def.name === 'users' ? data.users : (data.records[def.name as keyof typeof data.records] ?? []);
  return rows as unknown as Row[];
}

/** The first seeded record inside the user's client and owner scope. */
function inScope(def: ResourceDef, user: AccessUser): Row | undefined {
  const clients = def.clientScoped ? clientScope(user) : null;
  const owner = def.ownerScope?.[user.role];
  return seeded(def).find(
    (r) =>
      r.historical !== true &&
      (clients === null || (r.clientId !== null && clients.includes(r.clientId))) &&
      (!owner || r[owner] === user.id),
  );
}

/** A value the field's own schema accepts that differs from the stored one, for plain fields. */
function changedValue(meta: FieldMeta, current: unknown): unknown {
  const candidates: unknown[] = [];
  if (meta.type === 'string' || meta.type === 'text') candidates.push('Contract change');
  else if (meta.type === 'integer' || meta.type === 'number' || meta.type === 'ref') {
    const n = typeof current === 'number' ? current : 1;
    candidates.push(n + 1, n - 1);
  } else if (meta.type === 'boolean') candidates.push(current !== true);
  else if (meta.type === 'enum') candidates.push(...(meta.options ?? []));
  else if (meta.type === 'date') candidates.push('2026-12-24');
  else if (meta.type === 'datetime') candidates.push('2026-12-24T09:00:00Z');
  else if (meta.type === 'time') candidates.push('06:15');
  return candidates.find((v) => v !== current && fieldSchema(meta).safeParse(v).success);
}

interface Case {
  def: ResourceDef;
  email: string;
  user: AccessUser;
  row: Row;
}

/** resource x demo user who may patch it, with a record of theirs to change */
const CASES: Case[] = resourceList.flatMap((def) =>
  people.flatMap(({ email, user }) => {
    const row = inScope(def, user);
    return row && can(user, def, 'patch', contextFromData(data, user), row) ? [{ def, email, user, row }] : [];
  }),
);

describe('field writes over the registry: predicate, server refusal and forms agree', () => {
  it('covers the patchable resources', () => {
    expect(new Set(CASES.map((c) => c.def.name)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(CASES.map((c) => [c.def.name, c.email, c] as const))('%s as %s', (_name, _email, c) => {
    const { def, user, row } = c;
    const context = contextFromData(data, user);
    const forms = new Set(writableFields(user, def, row, context).map(([n]) => n));
    for (const [field, meta] of Object.entries(def.fields)) {
      const verdict = mayWriteField(user, def, field, row, context);
      // the forms offer exactly the editable plain fields the predicate allows
      expect(forms.has(field), `${field} in the form`).toBe(
        verdict.ok && meta.editable === true && meta.type !== 'json',
      );
      // a server-kept field is nobody's to change once the record exists
      if (isServerKept(meta)) expect(verdict.ok, `${field} is kept by the server`).toBe(false);
      if (verdict.ok) continue;
      expect(verdict.reason, field).toMatch(/\w/);
      // the server refuses a change of it, naming it; leaving it as stored is no write
      const value = changedValue(meta, row[field]);
      if (value !== undefined) {
        const denied = deniedWrites(user, def, { [field]: value }, row, (n) => blankOf(def, n), context);
        expect(denied.map((d) => d.field)).toEqual([field]);
      }
      expect(deniedWrites(user, def, { [field]: row[field] }, row, (n) => blankOf(def, n), context)).toEqual([]);
    }
  });

  it('every seeded record keeps its resource’s cross-field rules', () => {
    const broken = resourceList.flatMap((def) =>
      seeded(def).flatMap((r) => crossFieldProblems(def, r).map((p) => `${def.name} ${r.id} ${p.field}`)),
    );
    expect(broken).toEqual([]);
  });
});

describe('field writes over HTTP: one refused write per resource, nothing changes', () => {
  let contract: Contract;
  beforeAll(async () => {
    contract = await startContract();
  });
  afterAll(async () => {
    await contract?.close();
  });

  /**
   * Per resource, one (user, field) the predicate refuses with a plain changed value: one another
   * role may write where there is one (a role restriction), else one the server keeps.
   */
  const candidates = CASES.flatMap((c) =>
    Object.entries(c.def.fields).flatMap(([field, meta]) => {
      const value = changedValue(meta, c.row[field]);
      const verdict = mayWriteField(c.user, c.def, field, c.row, contextFromData(data, c.user));
      return !verdict.ok && value !== undefined ? [{ ...c, field, value, serverOwned: verdict.serverOwned }] : [];
    }),
  );
  const probes: typeof candidates = [];
  for (const p of [...candidates.filter((x) => !x.serverOwned), ...candidates.filter((x) => x.serverOwned)])
    if (!probes.some((q) => q.def.name === p.def.name)) probes.push(p);

  it('has probes', () => {
    expect(probes.length).toBeGreaterThanOrEqual(5);
  });

  it.each(probes.map((p) => [p.def.name, p.field, p.email, p] as const))(
    '%s.%s as %s',
    async (_n, _f, _e, { def, email, row, field, value }) => {
      const everywhere = { clientIds: null, owner: null };
      const before = await getRecord(contract.server.db, def, everywhere, row.id);
      const res = await call(contract.server, 'PATCH', api(def, `/${row.id}`), {
        token: personOf(contract, email).token,
        body: { version: before?.version, [field]: value },
      });
      const body = await json<{ errors: { field?: string }[] }>(res);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(body.errors.map((e) => e.field)).toEqual([field]);
      expect(await getRecord(contract.server.db, def, everywhere, row.id)).toEqual(before);
    },
  );
});
