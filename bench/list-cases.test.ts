import { describe, expect, it } from 'vitest';
import { REPORTS } from '../server/reports/registry';
import { resourceList } from '../src/resources/index';
import { listCases, reportPeriod } from './list-cases';

describe('the lists the list budget measures', () => {
  const cases = listCases('2026-11-27');

  it('are every listable resource and every report of the registries, each once', () => {
    const listable = resourceList.filter((def) => def.access.list);
    expect(cases.filter((c) => c.kind === 'resource').map((c) => c.path)).toEqual(
      listable.map((def) => `/api${def.path}`),
    );
    expect(cases.filter((c) => c.kind === 'report')).toHaveLength(REPORTS.size);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it('name each list by the page that shows it', () => {
    expect(cases.map((c) => c.name)).toContain('list /b/charges/all (charges)');
    expect(cases.map((c) => c.name)).toContain('list /b/client-invoicing (report client-invoicing)');
  });

  it("ask each report for the period its page opens on, which every report's filters take", () => {
    expect(reportPeriod('2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    for (const report of REPORTS.values())
      expect(report.filters.safeParse(reportPeriod('2026-11-27')).success, report.id).toBe(true);
    expect(cases.find((c) => c.name.includes('report revenue)'))?.path).toBe(
      '/api/reports/revenue?from=2026-11-21&to=2026-11-27',
    );
  });
});
