/**
 * Contract checks 1, 2 and 5, over every registered screen and resource that `covers` selects
 * and every demo user: the menu, the route gate's rule (mayOpen) and the server agree on who opens
 * a screen; every route answers as the action's `can()` decides; and a client user never reaches
 * another client's record. Screens and resources are read from the registries, so a new
 * declaration is covered the moment it exists. access.test.ts runs them over the whole registry;
 * gated-resource.test.ts over a fixture resource behind a feature, registered only there.
 *
 * How the cost stays per route, not per user: the server decides an action with the same `can()`
 * the app's buttons call (server/resources/routes.ts, `authorize`), given the access context it
 * builds from the database. So the checks are (a) the app's and the server's contexts agree for
 * every demo user; (b) for every user, a screen opens only where `can()` allows its action (no
 * HTTP: both are the shared rules); (c) one HTTP probe per route, as a user `can()` refuses
 * (403 expected) and as one it allows (anything but 403), which catches a route that checks the
 * wrong action or none. Known disagreements are listed in ./known-disagreements.ts for the lead.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, ResourceDef } from '../../src/resources';
import { ACTIONS, can, isAdmin, resourceList } from '../../src/resources';
import {
  ACTION_OF_KIND,
  SCREENS,
  allMenuItems,
  matchScreen,
  mayOpen,
  visibleMenu,
  type Screen,
} from '../../src/screens';
import { listActions } from '../../src/ui/resource-pages/list-actions';
import { createBody, staleUpdateBody, STALE_VERSION } from './bodies';
import {
  DEMO_EMAILS,
  api,
  appContextFor,
  comparableContext,
  contextFor,
  inScopeRows,
  personOf,
  rowsOf,
  serverContextFor,
  status,
  type Contract,
  type Person,
} from './harness';
import { KNOWN_ACTION_DISAGREEMENTS, KNOWN_SCREEN_DISAGREEMENTS } from './known-disagreements';

const MISSING_ID = 999_999_999;

interface ProbeOutcome {
  key: string;
  button: boolean;
  answer: number;
  disagrees: boolean;
}

/** Registers the checks on the file's contract app (`contractForFile`) for the resources `covers` selects. */
export function accessChecks(app: () => Contract, covers: (def: ResourceDef) => boolean): void {
  let contract: Contract;
  beforeAll(() => {
    contract = app();
  });

  /**
   * Create is allowed when some body is: a body copied from each of the user's in-scope records in
   * turn (a client admin may create a plain client user but not a copy of themselves with their
   * features), until one is not refused. A user the rule refuses is refused before the body
   * is read, so one body is enough to ask.
   */
  async function createAnswer(person: Person, def: ResourceDef, bodies: number): Promise<number> {
    const rows = await inScopeRows(contract, def, person.user);
    const candidates = rows.length > 0 ? rows.slice(0, bodies) : (await rowsOf(contract, def)).slice(0, 1);
    let answer = 403;
    for (const row of candidates) {
      answer = await status(contract, person, 'POST', api(def), createBody(def, row));
      if (answer !== 403) return answer;
    }
    return answer;
  }

  /** The server's answer to the call an action's button makes, for a record in the user's scope. */
  async function serverAnswer(person: Person, def: ResourceDef, action: Action, allowed: boolean): Promise<number> {
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
        return createAnswer(person, def, allowed ? 10 : 1);
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

  describe('the app and the server build the same access context', () => {
    it.each(DEMO_EMAILS)('%s', async (email) => {
      const person = personOf(contract, email);
      const server = comparableContext(await serverContextFor(contract, person.user));
      expect(comparableContext(await appContextFor(contract, person))).toEqual(server);
      // the context the checks below (and gate.test.ts) give the rules is the same one
      expect(comparableContext(contextFor(contract, person.user))).toEqual(server);
    });
  });

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

    // the buttons of a list page (New, Grid edit, Import CSV, Export CSV) are menu entries too;
    // render.test.ts checks that the hand-written lists draw these and no others
    it.each(DEMO_EMAILS)('%s: every button a list page offers is openable', (email) => {
      const { user } = personOf(contract, email);
      const context = contextFor(contract, user);
      const wrong = SCREENS.filter((s) => s.resource?.kind === 'list' && mayOpen(s, user, context)).flatMap((list) =>
        listActions(list.resource?.name ?? '', user, context)
          .filter((action) => {
            const target = matchScreen(action.path)?.screen;
            return target?.id !== action.screenId || !mayOpen(target, user, context);
          })
          .map((action) => `${list.id} -> ${action.screenId}`),
      );
      expect(wrong).toEqual([]);
    });
  });

  const defs = resourceList.filter(covers);
  const resourceScreens = SCREENS.filter(
    (s): s is Screen & { resource: NonNullable<Screen['resource']> } =>
      s.resource !== undefined && defs.some((d) => d.name === s.resource?.name),
  );

  describe("a resource screen opens only where its action's rule allows", () => {
    it.each(resourceScreens.map((s) => s.id))('%s', (screenId) => {
      const screen = resourceScreens.find((s) => s.id === screenId);
      const def = defs.find((d) => d.name === screen?.resource.name);
      if (!screen || !def) throw new Error(`screen ${screenId} lost its resource`);
      const action = ACTION_OF_KIND[screen.resource.kind];
      const disagreeing = DEMO_EMAILS.filter((email) => {
        const { user } = personOf(contract, email);
        const context = contextFor(contract, user);
        return mayOpen(screen, user, context) && !can(user, def, action, context);
      });
      const known = DEMO_EMAILS.filter((email) => KNOWN_SCREEN_DISAGREEMENTS.has(`${screenId}|${email}`));
      expect(disagreeing).toEqual(known);
    });
  });

  /**
   * The probe's users: the first demo user `can()` refuses, and the first it allows, preferring one
   * who is not an admin (an admin passes nearly every rule, so the rule's other branch is tried).
   */
  function probeUsers(def: ResourceDef, action: Action): { refused?: Person; allowed?: Person } {
    const people = DEMO_EMAILS.map((email) => personOf(contract, email));
    const allows = (p: Person) => can(p.user, def, action, contextFor(contract, p.user));
    const allowed = people.filter(allows);
    return {
      refused: people.find((p) => !allows(p)),
      allowed: allowed.find((p) => !isAdmin(p.user)) ?? allowed[0],
    };
  }

  describe('every route answers as can() decides', () => {
    const cases = defs.flatMap((def) => ACTIONS.map((action) => [def.name, action] as const));
    it.each(cases)('%s %s', async (name, action) => {
      const def = defs.find((d) => d.name === name);
      if (!def) throw new Error(`no resource ${name}`);
      const { refused, allowed } = probeUsers(def, action);
      const seen: ProbeOutcome[] = [];
      const expected: ProbeOutcome[] = [];
      for (const [person, button] of [
        [refused, false],
        [allowed, true],
      ] as const) {
        if (!person) continue;
        const key = `${name}|${action}|${person.email}`;
        const answer = await serverAnswer(person, def, action, button);
        seen.push({ key, button, answer, disagrees: button !== (answer !== 403) });
        expected.push({ key, button, answer, disagrees: KNOWN_ACTION_DISAGREEMENTS.has(key) });
      }
      expect(seen).toEqual(expected);
    });
  });

  describe("another client's record is not found", () => {
    const scoped = defs.filter((d) => d.clientScoped);
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
        } else await listed.body?.cancel();
      },
    );
  });
}
