/**
 * The menu's notification counts (spec 2.2: customerChangeRequests and
 * deliveryCustomerChangeRequests). There is no change-request resource; a customer change is what
 * the data records (docs/deliveries.md): a delivery of today, cancelled, whose status history has
 * an entry made by the client or the customer. Counted inside the user's own scope. The badge counts
 * exactly what its page (/d/customer-change/all) opens on: today's such deliveries.
 */
import { sql } from 'drizzle-orm';
import { operatorToday } from '../../src/lib/calendar';
import { can, deliveries } from '../../src/resources/index';
import type { Executor } from '../db/database';
import type { AuthUser } from '../http/context';
import { parseListQuery } from '../resources/query';
import { listRecords, scopeFor } from '../resources/store';

export async function countCustomerChanges(db: Executor, user: AuthUser, now = new Date()): Promise<number> {
  if (!can(user, deliveries, 'list')) return 0;
  const today = operatorToday(now);
  const query = parseListQuery(deliveries, { limit: '0', date_from: today, date_to: today, status: 'cancelled' });
  query.where.push(
    sql`(data->'statusHistory' @> '[{"by":"client"}]'::jsonb or data->'statusHistory' @> '[{"by":"customer"}]'::jsonb)`,
  );
  const { count } = await listRecords(db, deliveries, scopeFor(deliveries, user), query);
  return count;
}
