/**
 * Contract check for report screens: for every report the server declares and every demo user,
 * the route gate's rule (mayOpen, the menu's too) and GET /api/reports/{id} agree: a report that
 * opens is served (200), one that does not is refused (403). Every report screen bound to the
 * report page has a server report, so none opens onto a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../src/app/pages';
import { mayOpen, screenById } from '../../src/screens';
import { REPORTS } from '../../server/reports/registry';
import { DEMO_EMAILS, TODAY, contextFor, personOf, startContract, type Contract } from './harness';

let contract: Contract;
beforeAll(async () => {
  contract = await startContract();
});
afterAll(async () => {
  await contract?.close();
});

const reports = [...REPORTS.values()];

describe('report screens and the server agree on who sees each report', () => {
  it('every report names a declared screen with a bound page', () => {
    for (const r of reports) {
      expect(screenById(r.screenId), r.id).toBeDefined();
      expect(PAGES[r.screenId], r.screenId).toBeDefined();
    }
  });

  const cases = reports.flatMap((r) => DEMO_EMAILS.map((email) => [r.id, email] as const));
  it.each(cases)('%s as %s', async (id, email) => {
    const report = REPORTS.get(id);
    const screen = report ? screenById(report.screenId) : undefined;
    if (!report || !screen) throw new Error(`report ${id} lost its screen`);
    const person = personOf(contract, email);
    const opens = mayOpen(screen, person.user, contextFor(contract, person.user));
    const res = await contract.server.app.request(`/api/reports/${id}?from=${TODAY}&to=${TODAY}`, {
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect({ id, email, status: res.status }).toEqual({ id, email, status: opens ? 200 : 403 });
  });
});
