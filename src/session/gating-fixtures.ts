/** Users and menu contexts for the gating tests (test-only helpers). */
import { permissionsOf, type Features, type Role } from '../resources/roles';
import type { SessionUser } from './session-user';
import type { MenuClient, MenuContext } from '../screens/menu-types';

export function testUser(role: Role, features: Features = {}, clientIds: number[] = []): SessionUser {
  return {
    id: 1,
    email: `${role}@demo.test`,
    name: `Test ${role}`,
    role,
    clientId: clientIds[0] ?? null,
    clientIds,
    features,
    permissions: permissionsOf(role),
  };
}

export function testClient(id: number, extra: Partial<MenuClient> = {}): MenuClient {
  return { id, name: `Client ${id}`, code: `C${id}`, integrationList: [], configuration: {}, ...extra };
}

export function testContext(overrides: Partial<MenuContext> = {}): MenuContext {
  return { clientId: -1, client: null, clients: [], betaEnabled: false, today: '2026-11-21', ...overrides };
}

/** A context acting for one client (that client is also the only one visible). */
export function clientContext(client: MenuClient, overrides: Partial<MenuContext> = {}): MenuContext {
  return testContext({ clientId: client.id, client, clients: [client], ...overrides });
}
