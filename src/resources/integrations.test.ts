import { describe, expect, it } from 'vitest';
import type { AccessClient, AccessContext } from './access';
import {
  adminType,
  all,
  any,
  anyClientFlag,
  can,
  clientConfig,
  dashboard,
  integration,
  mayDo,
  not,
  readsContext,
} from './access';
import { AUSPOST_READ, auspostArticles } from './auspost';
import { permissionsOf, type AccessUser, type Role } from './roles';
import { STARTRACK_READ, startrackOrders } from './startrack';

const user = (role: Role, features: Record<string, string> = {}, clientIds: number[] = []): AccessUser => ({
  id: 1,
  role,
  clientId: clientIds[0] ?? null,
  clientIds,
  features,
  permissions: permissionsOf(role),
});
const client = (id: number, extra: Partial<AccessClient> = {}): AccessClient => ({
  id,
  name: `Client ${id}`,
  code: `C${id}`,
  ...extra,
});
const context = (clients: AccessClient[]): AccessContext => ({
  clientId: clients[0]?.id ?? -1,
  client: clients[0] ?? null,
  clients,
  betaEnabled: false,
});

const plain = client(14);
const flagged = client(341, { configuration: { startrack: true } });
const postal = client(1, { integrationList: ['postal-integration'] });

describe('StarTrack gate: the Startrack feature or a visible client with the startrack flag', () => {
  it('grants the feature without any flagged client', () => {
    expect(STARTRACK_READ(user('client-user', { Startrack: '*' }, [14]), context([plain]))).toBe(true);
  });
  it('grants a visible flagged client without the feature, staff and client users alike', () => {
    expect(STARTRACK_READ(user('client-admin', {}, [341]), context([flagged]))).toBe(true);
    expect(STARTRACK_READ(user('admin'), context([plain, flagged]))).toBe(true);
  });
  it('refuses neither, and a flag that is off', () => {
    expect(STARTRACK_READ(user('admin'), context([plain]))).toBe(false);
    expect(
      STARTRACK_READ(user('client-user', {}, [14]), context([client(14, { configuration: { startrack: false } })])),
    ).toBe(false);
  });
  it('is the rule of the StarTrack records', () => {
    expect(can(user('client-admin', {}, [341]), startrackOrders, 'list', context([flagged]))).toBe(true);
    expect(can(user('client-admin', {}, [341]), startrackOrders, 'patch', context([flagged]))).toBe(false);
  });
});

describe('AusPost gate: the postal-integration service, for dashboard viewers and client-tools holders', () => {
  it('needs a visible client with the service', () => {
    expect(AUSPOST_READ(user('admin'), context([postal]))).toBe(true);
    expect(AUSPOST_READ(user('admin'), context([plain]))).toBe(false);
    expect(AUSPOST_READ(user('client-user', {}, [1]), context([postal]))).toBe(true);
    expect(AUSPOST_READ(user('user', {}, [1]), context([postal]))).toBe(false);
  });
  it('refuses every write', () => {
    for (const action of ['create', 'update', 'patch', 'delete', 'upload'] as const)
      expect(can(user('admin'), auspostArticles, action, context([postal]))).toBe(false);
  });
});

describe('readsContext: the server builds a context only for rules that read one', () => {
  it('marks the context rules and whatever is composed from them', () => {
    expect(readsContext(integration('x'))).toBe(true);
    expect(readsContext(anyClientFlag('startrack'))).toBe(true);
    expect(readsContext(clientConfig('auspost'))).toBe(true);
    expect(readsContext(any(adminType, all(dashboard, not(integration('x')))))).toBe(true);
    expect(readsContext(STARTRACK_READ)).toBe(true);
    expect(readsContext(mayDo(auspostArticles, 'list'))).toBe(true);
  });
  it('leaves context-free rules alone', () => {
    expect(readsContext(any(adminType, dashboard))).toBe(false);
    expect(readsContext(undefined)).toBe(false);
    expect(readsContext(mayDo(auspostArticles, 'patch'))).toBe(false);
  });
});
