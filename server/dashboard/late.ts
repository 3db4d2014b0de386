/**
 * `GET /api/nv/late-deliveries`: the Overview's Late, counted here on each delivery's depot clock
 * (src/lib/late.ts) with the server's time, so every browser, whatever its zone, reads the
 * same figure. Takes the day and the Overview's filters (client, country) as the deliveries list
 * does, and counts inside the caller's own scope.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { lateCuts, OPEN_STATUSES } from '../../src/lib/late';
import { deliveries, routingGroups } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { fieldExpr } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import { parseListQuery } from '../resources/query';
import { listRecords, scopeFor } from '../resources/store';

/** The late rule over the deliveries table: per zone, its groups' day has passed or the window ended before the time there. */
export function lateCondition(groups: readonly Readonly<Record<string, unknown>>[], now: Date): SQL {
  const date = fieldExpr(deliveries, 'date');
  const end = sql`substr(${fieldExpr(deliveries, 'windowEnd')}, 1, 5)`;
  const group = fieldExpr(deliveries, 'routingGroupId');
  const known = groups.map((g) => g.id).filter((id): id is number => typeof id === 'number');
  const parts = lateCuts(groups, now).map(({ clock, groupIds, others }) => {
    const members: SQL[] = [];
    if (groupIds.length)
      members.push(
        sql`${group} in (${sql.join(
          groupIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (others) {
      members.push(sql`${group} is null`);
      if (known.length)
        members.push(
          sql`${group} not in (${sql.join(
            known.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      else members.push(sql`true`);
    }
    const late = sql`(${date} < ${clock.date} or (${date} = ${clock.date} and ${end} ~ '^[0-9]{2}:[0-9]{2}$' and ${end} < ${clock.time}))`;
    return sql`((${sql.join(members, sql` or `)}) and ${late})`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** How many open deliveries matching `filters` (date, clientId, countryId as the list takes them) are late at `now`. */
export async function countLate(
  db: Executor,
  user: AuthUser,
  filters: Record<string, string>,
  now: Date = new Date(),
): Promise<number> {
  const query = parseListQuery(deliveries, { ...filters, status: OPEN_STATUSES.join(','), limit: '0' });
  const groups = await listRecords(
    db,
    routingGroups,
    scopeFor(routingGroups, user),
    parseListQuery(routingGroups, { limit: '-1' }),
  );
  query.where.push(lateCondition(groups.data, now));
  return (await listRecords(db, deliveries, scopeFor(deliveries, user), query)).count;
}
