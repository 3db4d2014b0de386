import { act, createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../theme/render-in-tests';
import { ReportRoute } from '../features/reports';
import { REPORT_VIEWS, type ReportView } from '../features/reports/report-views';
import { SCREENS, isScreenId } from '../screens';
import { PAGES } from './pages';
import { pageLoaderOf } from './router';

/** The page bound to a screen id read at run time. */
const pageOf = (id: string) => (isScreenId(id) ? PAGES[id] : undefined);

describe('page bindings', () => {
  it('binds every screen or none of the screens that share a path (the router opens whichever comes first)', () => {
    const byPath = new Map<string, string[]>();
    for (const s of SCREENS) for (const p of s.patterns) byPath.set(p, [...(byPath.get(p) ?? []), s.id]);
    const halfBound = [...byPath.entries()].filter(
      ([, ids]) => ids.length > 1 && ids.some(pageOf) && !ids.every(pageOf),
    );
    expect(halfBound).toEqual([]);
  });

  it('binds only screens that exist', () => {
    const ids = new Set(SCREENS.map((s) => s.id));
    expect(Object.keys(PAGES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('opens the report page for every report view not bound to a page of its own, and only for those', async () => {
    const views = new Set<string>(REPORT_VIEWS.map((v) => v.screenId));
    const unbound = SCREENS.filter((s) => !pageOf(s.id) && !s.resource);
    expect(unbound.filter((s) => views.has(s.id)).length).toBeGreaterThan(20);
    // every spec route is real: no catalogue screen falls through to 'not available yet'
    expect(unbound.filter((s) => !views.has(s.id)).map((s) => s.id)).toEqual([]);
    for (const screen of unbound) {
      const page = await pageLoaderOf(screen)();
      expect({ id: screen.id, report: page === ReportRoute }).toEqual({ id: screen.id, report: views.has(screen.id) });
    }
  });

  it('opens an honest "not available yet" page, titled from the menu, for a screen with no page and no report', async () => {
    const like = SCREENS.find((s) => !s.resource);
    if (!like) throw new Error('no catalogue screen');
    const Page = await pageLoaderOf({ ...like, id: 'x.not-built', title: { old: 'Old Name', new: 'Not Built' } })();
    const host = renderWithChakra(createElement(MemoryRouter, null, createElement(Page)));
    await act(async () => undefined);
    expect(host.querySelector('h1')?.textContent).toBe('Not Built');
    expect(host.textContent).toContain('This screen is not available in this version of Depot Console yet.');
  });

  it('is keyed by ScreenId, as the report views are: a misspelt id fails to compile (checked by tsc -b)', () => {
    // @ts-expect-error 'r.rg-sumary' is no screen
    const pages: typeof PAGES = { 'r.rg-sumary': () => Promise.resolve(() => null) };
    // @ts-expect-error 'r.eror-rate' is no screen
    const view: ReportView['screenId'] = 'r.eror-rate';
    expect([Object.keys(pages), view]).toEqual([['r.rg-sumary'], 'r.eror-rate']);
  });
});
