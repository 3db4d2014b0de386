/**
 * The server's access context for screen rules (spec 6): the clients the user may see with
 * their configuration flags and integration services, and the client the request acts for.
 * It is what the app's useAccessState builds from the reference lists, read from the database,
 * so a rule such as 'clients 8, 14 and 363' or 'the postal-integration service' decides the
 * same on both sides.
 */
import { sql } from 'drizzle-orm';
import type { AccessClient, AccessContext } from '../../src/resources/index';
import { clientScope, clients as clientsDef, effectiveClientId } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import { table } from '../db/resource-tables';
import type { AuthUser } from '../http/context';

export async function accessContextFor(
  db: Executor,
  user: AuthUser,
  selectedClientId: number | null,
): Promise<AccessContext> {
  const scope = clientScope(user);
  if (scope !== null && scope.length === 0)
    return { clientId: effectiveClientId(user, selectedClientId), client: null, clients: [], betaEnabled: false };
  const where =
    scope === null
      ? sql`not historical`
      : sql`not historical and id in (${sql.join(
          scope.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const rows = await db.query<{ id: unknown; data: Record<string, unknown> }>(
    sql`select id, data from ${table(clientsDef)} where ${where}`,
  );
  const clients: AccessClient[] = rows.map((r) => ({
    id: toNumber(r.id),
    name: String(r.data.name ?? ''),
    code: String(r.data.code ?? ''),
    integrationList: Array.isArray(r.data.integrationList) ? (r.data.integrationList as string[]) : [],
    configuration: (r.data.configuration ?? null) as AccessClient['configuration'],
  }));
  const clientId = effectiveClientId(user, selectedClientId);
  return { clientId, client: clients.find((c) => c.id === clientId) ?? null, clients, betaEnabled: false };
}
