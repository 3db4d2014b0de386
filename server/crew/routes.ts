/**
 * `GET /api/nv/crew` and `GET /api/nv/crew/:id`: the crew reference list (src/resources/crew.ts),
 * read from the users table and cut per viewer by `crewMember`, the one privacy rule. Mounted
 * before the generic resource routes, so these two answer for the declaration; the declaration
 * has no write action, so every write to the path is refused by the generic routes (403).
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { CrewMember, CrewSource } from '../../src/resources/index';
import { CREW_ROLES, crew, crewMember, users } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import { table } from '../db/resource-tables';
import type { AppEnv, AuthUser, Services } from '../http/context';
import { notFound } from '../http/errors';
import { authorize, recordId } from '../resources/routes';

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : toNumber(value);

/** The crew members `user` may see, by name; one query over the users table's role index. */
export async function crewFor(db: Executor, user: AuthUser, id: number | null = null): Promise<CrewMember[]> {
  const rows = await db.query(
    sql`select id, data->>'name' as name, data->>'role' as role, data->>'status' as status,
          data->'depotId' as depot_id, data->'contractorId' as contractor_id
        from ${table(users)}
        where not historical and f_role in (${sql.join(
          CREW_ROLES.map((r) => sql`${r}`),
          sql`, `,
        )}) ${id === null ? sql`` : sql`and id = ${id}`}`,
  );
  const members: CrewMember[] = [];
  for (const row of rows) {
    const source: CrewSource = {
      id: toNumber(row.id),
      name: String(row.name ?? ''),
      role: String(row.role ?? ''),
      status: String(row.status ?? ''),
      depotId: numberOrNull(row.depot_id),
      contractorId: numberOrNull(row.contractor_id),
    };
    const member = crewMember(user, source);
    if (member) members.push(member);
  }
  return members.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** A crew member as a record of the list contract (the version is the list's: nobody writes it). */
const asRecord = (m: CrewMember) => ({
  ...m,
  version: 1,
  clientId: null,
  historical: false,
  createdAt: null,
  updatedAt: null,
});

export function crewRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(crew.path, async (c) => {
    const { user } = await authorize(c, crew, 'list', services.db);
    const data = (await crewFor(services.db, user)).map(asRecord);
    return c.json({
      data,
      count: data.length,
      limit: -1,
      sort: crew.defaultSort,
      offset: 0,
      alphaPagination: false,
      embeds: [],
    });
  });
  app.get(`${crew.path}/:id`, async (c) => {
    const { user } = await authorize(c, crew, 'get', services.db);
    const [member] = await crewFor(services.db, user, recordId(c, crew.label));
    if (!member) throw notFound(crew.label);
    return c.json({ data: asRecord(member) });
  });
  return app;
}
