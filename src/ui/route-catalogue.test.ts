import { describe, expect, it } from 'vitest';
import { clientContext, testClient, testContext, testUser } from '../session/gating-fixtures';
import { describePath, documentTitle, runSummaryParts } from './route-catalogue';

const admin = testUser('admin');
const ctx = testContext();

describe('route titles', () => {
  it('titles a page from the menu', () => {
    expect(documentTitle(describePath('/run/runs/all', admin, ctx, 'new'))).toBe('Runs | Depot Console');
    expect(documentTitle(describePath('/d/pre-deliveries/promote', admin, ctx, 'new'))).toBe(
      'Undated Deliveries Manage | Depot Console',
    );
    expect(documentTitle(describePath('/d/pre-deliveries/promote', admin, ctx, 'old'))).toBe(
      'Pre-Deliveries Manage | Depot Console',
    );
  });

  it('titles detail pages', () => {
    expect(describePath('/run/r/dropN/55', admin, ctx, 'new').title).toBe('Drop Detail');
    expect(describePath('/run/r/delivery/123', admin, ctx, 'new').title).toBe('Delivery Detail');
  });

  it('leads Run Summary with the routing group name, else the date', () => {
    const path = '/run/r/country/1/2026-11-21/rtw/all/rg/3/rz/all/z/all/c/all/t/all';
    const info = describePath(path, admin, ctx, 'new');
    expect(runSummaryParts(path)).toEqual({ date: '2026-11-21', routingGroupId: 3 });
    expect(runSummaryParts('/run/r/country/1/soon/rg/3,4')).toEqual({ date: null, routingGroupId: null });
    expect(documentTitle(info, { routingGroupName: 'Sydney Metro', date: '2026-11-21' })).toBe(
      'Sydney Metro | Run Summary | Depot Console',
    );
    expect(documentTitle(info, { routingGroupName: null, date: '2026-11-21' })).toBe(
      '2026-11-21 | Run Summary | Depot Console',
    );
  });

  it('says Route Not Found for unknown paths and denies paths the user may not open', () => {
    expect(describePath('/nowhere', admin, ctx, 'new')).toMatchObject({ title: 'Route Not Found', access: null });
    const clientUser = testUser('client-user', {}, [20]);
    expect(describePath('/c/clients/all', clientUser, clientContext(testClient(20)), 'new').access).toBe('denied');
    expect(describePath('/run/r/dropN/5', testUser('contractor'), ctx, 'new').access).toBe('denied');
  });
});
