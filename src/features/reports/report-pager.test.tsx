import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_MAX_PAGE_SIZE, type ReportAnswer, type ReportPage } from '../../resources/reports';
import { renderWithChakra } from '../../theme/render-in-tests';
import { everyRow, REPORT_CHANGED_MESSAGE } from './report-export';
import { neighbourPages, pageRangeText, ReportPager } from './report-pager';
import { reportApiPath } from './report-url';
import { isStored, lastStoredPage, reportKey } from './use-report';

const page = (offset: number, total: number, limit = 500): ReportPage => ({ offset, limit, total });
const button = (host: HTMLElement, name: string) => {
  const found = [...host.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('the pager of a paged report', () => {
  it('says which lines the page holds', () => {
    expect(pageRangeText(page(0, 45_544), 500)).toBe('Lines 1-500 of 45,544');
    expect(pageRangeText(page(45_500, 45_544), 44)).toBe('Lines 45,501-45,544 of 45,544');
    expect(pageRangeText(page(50_000, 45_544), 0)).toBe('No lines from line 50,001: 45,544 in all');
    expect(pageRangeText(page(0, 0), 0)).toBe('No lines');
  });

  it('steps to the page before and after; past the end, back to the last page', () => {
    expect(neighbourPages(page(0, 45_544))).toEqual({ previous: null, next: 500 });
    expect(neighbourPages(page(700, 45_544))).toEqual({ previous: 200, next: 1_200 });
    expect(neighbourPages(page(45_500, 45_544))).toEqual({ previous: 45_000, next: null });
    expect(neighbourPages(page(50_000, 45_544))).toEqual({ previous: 45_500, next: null });
    expect(neighbourPages(page(0, 500))).toEqual({ previous: null, next: null });
  });

  it('opens the next and previous page with buttons in the tab order, in a named navigation', () => {
    const onOpen = vi.fn();
    const host = renderWithChakra(
      <ReportPager page={page(500, 45_544)} shown={500} onOpen={onOpen} canOpen={() => true} />,
    );
    expect(host.querySelector('nav')?.getAttribute('aria-label')).toBe('Pages of the report');
    expect(host.querySelector('[data-testid="report-range"]')?.textContent).toBe('Lines 501-1,000 of 45,544');
    const next = button(host, 'Next page');
    const previous = button(host, 'Previous page');
    for (const b of [next, previous]) {
      expect(b.disabled).toBe(false);
      expect(b.tabIndex).toBe(0);
    }
    next.focus();
    expect(document.activeElement).toBe(next);
    act(() => next.click());
    expect(onOpen).toHaveBeenLastCalledWith(1_000);
    act(() => previous.click());
    expect(onOpen).toHaveBeenLastCalledWith(0);
  });

  it('offers no page before the first, none after the last, and none the page cannot open', () => {
    const first = renderWithChakra(
      <ReportPager page={page(0, 45_544)} shown={500} onOpen={vi.fn()} canOpen={() => true} />,
    );
    expect(button(first, 'Previous page').disabled).toBe(true);
    expect(button(first, 'Next page').disabled).toBe(false);
    const last = renderWithChakra(
      <ReportPager page={page(45_500, 45_544)} shown={44} onOpen={vi.fn()} canOpen={() => true} />,
    );
    expect(button(last, 'Next page').disabled).toBe(true);
    const offline = renderWithChakra(
      <ReportPager page={page(500, 45_544)} shown={500} onOpen={vi.fn()} canOpen={(o) => o === 0} />,
    );
    expect(button(offline, 'Previous page').disabled).toBe(false);
    expect(button(offline, 'Next page').disabled).toBe(true);
  });
});

const answerOf = (rows: number[], p?: ReportPage): ReportAnswer => ({
  report: 'client-invoicing-itemised',
  filters: {},
  generatedAt: '2026-11-27T00:00:00Z',
  columns: [{ key: 'n', label: 'Line', type: 'int' }],
  rows: rows.map((n) => ({ n })),
  totals: {},
  ...(p ? { page: p } : {}),
});

/** a period of `total` lines, numbered from 0, served a page at a time */
const server = (total: number, totalOf: (call: number) => number = () => total) => {
  const asked: [number, number][] = [];
  const fetchPage = (offset: number, limit: number) => {
    asked.push([offset, limit]);
    const n = Math.max(0, Math.min(limit, total - offset));
    const rows = Array.from({ length: n }, (_, i) => offset + i);
    return Promise.resolve(answerOf(rows, { offset, limit, total: totalOf(asked.length) }));
  };
  return { asked, fetchPage };
};

describe('the export of a paged report', () => {
  it('fetches every page, in order, and says how far it is', async () => {
    const { asked, fetchPage } = server(12_001);
    const progress = vi.fn();
    const rows = await everyRow(fetchPage, progress);
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 12_001 }, (_, i) => i));
    expect(asked).toEqual([
      [0, REPORT_MAX_PAGE_SIZE],
      [5_000, REPORT_MAX_PAGE_SIZE],
      [10_000, REPORT_MAX_PAGE_SIZE],
    ]);
    expect(progress).toHaveBeenLastCalledWith(12_001, 12_001);
  });

  it('refuses a period whose lines changed between two pages', async () => {
    const { fetchPage } = server(12_001, (call) => (call === 1 ? 12_001 : 12_002));
    await expect(everyRow(fetchPage)).rejects.toThrow(REPORT_CHANGED_MESSAGE);
  });

  it('takes an answer that is not paged as it is', async () => {
    await expect(everyRow(() => Promise.resolve(answerOf([1, 2, 3])))).resolves.toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});

describe('the pages stored on this device', () => {
  const filters = { from: '2026-11-16', to: '2026-11-22', rg: null, client: 8 };
  const pathOf = (offset: number, client = 8) =>
    reportApiPath('client-invoicing-itemised', { ...filters, client }, 0, { offset });

  it('finds the page of the same filters fetched last, whichever page was asked for', () => {
    const client = new QueryClient();
    client.setQueryData(reportKey(pathOf(0)), answerOf([0], page(0, 1_200)), { updatedAt: 1_000 });
    client.setQueryData(reportKey(pathOf(500)), answerOf([500], page(500, 1_200)), { updatedAt: 3_000 });
    client.setQueryData(reportKey(pathOf(1_000, 14)), answerOf([1_000], page(1_000, 1_200)), { updatedAt: 9_000 });
    const last = lastStoredPage(client, pathOf(1_000));
    expect(last?.answer.page?.offset).toBe(500);
    expect(last?.fetchedAt).toBe(3_000);
    expect(isStored(client, pathOf(500))).toBe(true);
    expect(isStored(client, pathOf(1_000))).toBe(false);
    expect(lastStoredPage(client, reportApiPath('revenue', filters, 0))).toBeNull();
  });
});
