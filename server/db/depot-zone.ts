/**
 * A depot's clock in SQL: the zone of a routing group, by an expression giving its id, for the
 * queries that read a time of day or 'today' over many depots at once (reports, the control
 * centre). The group's zone, or the operator's (OPERATOR_ZONE, never UTC) for a record with no
 * group, a group with no zone or a name no clock knows: the calendar (src/lib/calendar.ts)
 * checks each name here, so Postgres is never asked an unknown zone.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { OPERATOR_ZONE, zoneOr } from '../../src/lib/calendar';
import { routingGroups } from '../../src/resources/index';
import type { Executor } from './database';
import { table } from './resource-tables';

export interface GroupZone {
  id: number;
  timezone: unknown;
}

/** The zone of the routing group whose id `groupId` gives, as an SQL text expression. */
export function groupZoneSql(groups: readonly GroupZone[], groupId: SQL): SQL {
  if (groups.length === 0) return sql`${OPERATOR_ZONE}::text`;
  return sql`(case ${groupId} ${sql.join(
    groups.map((g) => sql`when ${g.id} then ${zoneOr(g.timezone)}::text`),
    sql` `,
  )} else ${OPERATOR_ZONE}::text end)`;
}

/** The wall clock (a timestamp without zone) of that group's depot at `now`. */
export function groupClockSql(groups: readonly GroupZone[], groupId: SQL, now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${groupZoneSql(groups, groupId)})`;
}

/** Every routing group's id and zone as stored (historical ones too: old records name them). */
export async function routingGroupZones(db: Executor): Promise<GroupZone[]> {
  const rows = await db.query<{ id: unknown; timezone: unknown }>(
    sql`select id, data->>'timezone' as timezone from ${table(routingGroups)}`,
  );
  return rows.map((r) => ({ id: Number(r.id), timezone: r.timezone }));
}
