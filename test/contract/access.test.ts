/**
 * Contract checks 1, 2 and 5 over every registered screen and resource and every demo user:
 * the menu, the route gate's rule (mayOpen) and the server agree on who opens a screen; every
 * action button's `can()` agrees with the server's 403-or-not; and a client user never reaches
 * another client's record. Screens and resources are read from the registries, so a new
 * declaration is covered the moment it exists. Known disagreements are listed in
 * ./known-disagreements.ts for the lead to settle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, ResourceDef } from '../../src/resources';
import { ACTIONS, can, resourceList } from '../../src/resources';
import { ACTION_OF_KIND, SCREENS, allMenuItems, mayOpen, visibleMenu, type Screen } from '../../src/screens';
import { createBody, staleUpdateBody, STALE_VERSION } from './bodies';
import {
  DEMO_EMAILS,
  api,
  contextFor,
  inScopeRows,
  personOf,
  recordInScope,
  rowsOf,
  startContract,
  status,
  type Contract,
  type Person,
} from './harness';
import { KNOWN_ACTION_DISAGREEMENTS, KNOWN_SCREEN_DISAGREEMENTS } from './known-disagreements';

let contract: Contract;
beforeAll(async () => {
  contract = await startContract();
});
afterAll(async () => {
  await contract?.close();
});

const MISSING_ID = 999_999_999;

/**
 * Create is allowed when some body is: a body copied from each of the user's in-scope records in
 * turn (a client admin may create a plain client user but not a copy of themselves with their
 * features), until one is not refused.
 */
async function createAnswer(person: Person, def: ResourceDef): Promise<number> {
  const rows = await inScopeRows(contract, def, person.user);
  const candidates = rows.length > 0 ? rows.slice(0, 10) : (await rowsOf(contract, def)).slice(0, 1);
  let answer = 403;
  for (const row of candidates) {
    answer = await status(contract, person, 'POST', api(def), createBody(def, row));
    if (answer !== 403) return answer;
  }
  return answer;
}

/** The server's answer to the call an action's button makes, for a record in the user's scope. */
async function serverAnswer(person: Person, def: ResourceDef, action: Action): Promise<number> {
  // One's own user record is edited through My Account's self-service rule (docs/account.md), not the users buttons.
  const notSelf = (r: { id: number }) => !(def.name === 'users' && r.id === person.user.id);
  const row =
    (await inScopeRows(contract, def, person.user)).find(notSelf) ?? (await rowsOf(contract, def)).find(notSelf);
  const item = api(def, `/${row?.id ?? MISSING_ID}`);
  switch (action) {
    case 'list':
      return status(contract, person, 'GET', api(def));
    case 'get':
      return status(contract, person, 'GET', item);
    case 'create':
      return createAnswer(person, def);
    case 'update':
      return status(contract, person, 'PUT', item, staleUpdateBody(def, row));
    case 'patch':
      return status(contract, person, 'PATCH', item, { version: STALE_VERSION });
    case 'delete':
      return status(contract, person, 'DELETE', item, { version: STALE_VERSION });
    case 'upload':
      return status(contract, person, 'POST', `${item}/file`);
  }
}

describe('menu entries open their screen', () => {
  it.each(DEMO_EMAILS)('%s: every visible menu entry is openable', (email) => {
    const { user } = personOf(contract, email);
    const context = contextFor(contract, user);
    const notOpenable = allMenuItems(visibleMenu(user, context))
      .filter((item) => {
        const screen = SCREENS.find((s) => s.id === item.screenId);
        return !screen || !mayOpen(screen, user, context);
      })
      .map((i) => i.id);
    expect(notOpenable).toEqual([]);
  });
});

const resourceScreens = SCREENS.filter(
  (s): s is Screen & { resource: NonNullable<Screen['resource']> } => s.resource !== undefined,
);

describe('a resource screen opens only where the server serves its data', () => {
  const cases = resourceScreens.flatMap((screen) => DEMO_EMAILS.map((email) => [screen.id, email] as const));
  it.each(cases)('%s as %s', async (screenId, email) => {
    const screen = resourceScreens.find((s) => s.id === screenId);
    const def = resourceList.find((d) => d.name === screen?.resource.name);
    if (!screen || !def) throw new Error(`screen ${screenId} lost its resource`);
    const person = personOf(contract, email);
    const opens = mayOpen(screen, person.user, contextFor(contract, person.user));
    const action = ACTION_OF_KIND[screen.resource.kind];
    const inScope = await recordInScope(contract, def, person.user);
    // a detail screen of a user with no record in scope has nothing to ask the server about
    if (action === 'get' && !inScope) return;
    const answer = await serverAnswer(person, def, action);
    const refused = answer === 403 || answer === 404;
    const disagrees = opens && refused;
    const key = `${screenId}|${email}`;
    expect({ key, opens, answer, disagrees }).toEqual({
      key,
      opens,
      answer,
      disagrees: KNOWN_SCREEN_DISAGREEMENTS.has(key),
    });
    if (opens && action === 'list') expect(answer).toBe(200);
  });
});

describe('every action button agrees with the server', () => {
  const cases = resourceList.flatMap((def) =>
    ACTIONS.flatMap((action) => DEMO_EMAILS.map((email) => [def.name, action, email] as const)),
  );
  it.each(cases)('%s %s as %s', async (name, action, email) => {
    const def = resourceList.find((d) => d.name === name);
    if (!def) throw new Error(`no resource ${name}`);
    const person = personOf(contract, email);
    const button = can(person.user, def, action, contextFor(contract, person.user));
    const answer = await serverAnswer(person, def, action);
    const serverAllows = answer !== 403;
    const key = `${name}|${action}|${email}`;
    expect({ key, button, answer, disagrees: button !== serverAllows }).toEqual({
      key,
      button,
      answer,
      disagrees: KNOWN_ACTION_DISAGREEMENTS.has(key),
    });
  });
});

describe("another client's record is not found", () => {
  const scoped = resourceList.filter((d) => d.clientScoped);
  it('covers every client-scoped resource', () => {
    expect(scoped.length).toBeGreaterThan(0);
  });
  it.each(scoped.map((d) => d.name))(
    "%s: client-user of client 14 gets 404 for another client's record",
    async (name) => {
      const def = scoped.find((d) => d.name === name);
      if (!def) throw new Error(`no resource ${name}`);
      const person = personOf(contract, 'client-user@demo.test');
      expect(person.user.clientIds).toEqual([14]);
      // client 8's record, else another client's: carrier records exist only for the clients using the carrier
      const all = await rowsOf(contract, def);
      const other = all.find((r) => r.clientId === 8) ?? all.find((r) => r.clientId !== null && r.clientId !== 14);
      if (!other) throw new Error(`the seed has no ${name} of a client other than 14; the check cannot run`);
      const item = api(def, `/${other.id}`);
      const forbiddenOr404 = (allowed: boolean) => (allowed ? 404 : 403);
      expect(await status(contract, person, 'GET', item)).toBe(forbiddenOr404(can(person.user, def, 'get')));
      expect(await status(contract, person, 'PATCH', item, { version: other.version })).toBe(
        forbiddenOr404(can(person.user, def, 'patch')),
      );
      expect(await status(contract, person, 'DELETE', item, { version: other.version })).toBe(
        forbiddenOr404(can(person.user, def, 'delete')),
      );
      const listed = await contract.server.app.request(api(def, '?limit=-1'), {
        headers: { authorization: `Bearer ${person.token}` },
      });
      if (listed.status === 200) {
        const rows = (await listed.json()) as { data: { clientId: number | null }[] };
        expect(rows.data.filter((r) => r.clientId !== 14)).toEqual([]);
      }
    },
  );
});
