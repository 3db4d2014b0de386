import { describe, expect, it } from 'vitest';
import { ReportRoute } from '../features/reports';
import { REPORT_VIEWS } from '../features/reports/report-views';
import { SCREENS } from '../screens';
import { PAGES } from './pages';
import { pageLoaderOf } from './router';

describe('page bindings', () => {
  it('binds every screen or none of the screens that share a path (the router opens whichever comes first)', () => {
    const byPath = new Map<string, string[]>();
    for (const s of SCREENS) for (const p of s.patterns) byPath.set(p, [...(byPath.get(p) ?? []), s.id]);
    const halfBound = [...byPath.entries()].filter(
      ([, ids]) => ids.length > 1 && ids.some((id) => PAGES[id]) && !ids.every((id) => PAGES[id]),
    );
    expect(halfBound).toEqual([]);
  });

  it('binds only screens that exist', () => {
    const ids = new Set(SCREENS.map((s) => s.id));
    expect(Object.keys(PAGES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('opens the report page for every report view not bound to a page of its own, and only for those', async () => {
    const views = new Set(REPORT_VIEWS.map((v) => v.screenId));
    const unbound = SCREENS.filter((s) => !PAGES[s.id] && !s.resource);
    expect(unbound.filter((s) => views.has(s.id)).length).toBeGreaterThan(20);
    for (const screen of unbound) {
      const page = await pageLoaderOf(screen)();
      expect({ id: screen.id, report: page === ReportRoute }).toEqual({ id: screen.id, report: views.has(screen.id) });
    }
  });
});
