/**
 * Contract check for report screens: for every report the server declares, the route gate's rule
 * (mayOpen, the menu's too) and GET /api/reports/{id} agree: a report that opens is served (200),
 * one that does not is refused (403). Every report screen bound to the report page has a server
 * report, so none opens onto a refusal.
 *
 * The server decides with the same mayOpen of the same screen, in the access context it builds
 * (server/reports/routes.ts), and access.test.ts checks that context equals the app's for every
 * demo user. So each report is probed once each way: as the first demo user the rule refuses and
 * the first it lets through, not as every user.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../src/app/pages';
import { viewOfScreen } from '../../src/features/reports/report-views';
import { isScreenId, mayOpen, screenById } from '../../src/screens';
import { REPORTS } from '../../server/reports/registry';
import { DEMO_EMAILS, TODAY, contextFor, personOf, type Contract } from './harness';

const reports = [...REPORTS.values()];

/** Registers the checks on the file's contract app (`contractForFile` in ./harness.ts). */
export function reportChecks(app: () => Contract): void {
  let contract: Contract;
  beforeAll(() => {
    contract = app();
  });

  describe('report screens and the server agree on who sees each report', () => {
    it('every report names a declared screen with a view, which opens the report page', () => {
      for (const r of reports) {
        expect(screenById(r.screenId), r.id).toBeDefined();
        expect(viewOfScreen(r.screenId), r.screenId).toBeDefined();
        // bound by its view (src/app/router.tsx), unless a page of its own is (the CNS report's)
        if (isScreenId(r.screenId) && PAGES[r.screenId]) expect(r.screenId).toBe('r.cns');
      }
    });

    it.each(reports.map((r) => r.id))('%s', async (id) => {
      const report = REPORTS.get(id);
      const screen = report ? screenById(report.screenId) : undefined;
      if (!report || !screen) throw new Error(`report ${id} lost its screen`);
      const people = DEMO_EMAILS.map((email) => personOf(contract, email));
      const opens = (p: (typeof people)[number]) => mayOpen(screen, p.user, contextFor(contract, p.user));
      const probes = [people.find((p) => !opens(p)), people.find(opens)].flatMap((p) => (p ? [p] : []));
      expect(probes.length).toBeGreaterThan(0);
      for (const person of probes) {
        const res = await contract.server.app.request(`/api/reports/${id}?from=${TODAY}&to=${TODAY}`, {
          headers: { authorization: `Bearer ${person.token}` },
        });
        await res.body?.cancel();
        expect({ id, email: person.email, status: res.status }).toEqual({
          id,
          email: person.email,
          status: opens(person) ? 200 : 403,
        });
      }
    });
  });
}
