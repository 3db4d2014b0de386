import { describe, expect, it } from 'vitest';
import { testContext, testUser } from '../session/gating-fixtures';
import { homeLinks, orderRuns, progressLine } from './contractor-home-model';

describe("contractor home: today's runs", () => {
  it('puts runs under way first, then by planned start', () => {
    const rows = [
      { code: 'R3', status: 'finished', plannedStart: '05:00' },
      { code: 'R2', status: 'assigned', plannedStart: '09:00' },
      { code: 'R1', status: 'in-progress', plannedStart: '07:00' },
      { code: 'R4', status: 'assigned', plannedStart: '06:30' },
    ];
    expect(orderRuns(rows).map((r) => r.code)).toEqual(['R1', 'R4', 'R2', 'R3']);
  });

  it('says progress as done/total, failed and what is left', () => {
    expect(progressLine({ status: 'in-progress', dropsTotal: 12, dropsDone: 7, dropsFailed: 1 })).toBe(
      '7/12 drops done · 1 failed · 5 to go',
    );
    expect(progressLine({ status: 'finished', dropsTotal: 4, dropsDone: 4, dropsFailed: 0 })).toBe('4/4 drops done');
    expect(progressLine({ status: 'cancelled', dropsTotal: 4, dropsDone: 1, dropsFailed: 0 })).toBe('1/4 drops done');
    expect(progressLine({ status: 'planned', dropsTotal: 0 })).toBe('No drops');
  });
});

describe('contractor home: quick links from the screen registry', () => {
  const context = testContext({ today: '2026-11-22' });

  it("offers today's Run Summary and Driver Assign, not Pay Summary without the feature", () => {
    const links = homeLinks(testUser('contractor'), context, 'new');
    expect(links.featured.map((l) => [l.screenId, l.to])).toEqual([
      ['run.summary', '/run/r/country/1/2026-11-22'],
      ['ctr.assign-driver', '/run/assign/driver/1/2026-11-22/rg/all/all'],
    ]);
  });

  it('adds Pay Summary when the contractor has the feature', () => {
    const links = homeLinks(testUser('contractor', { ContractorAccessPaySummary: '1' }), context, 'new');
    expect(links.featured.map((l) => l.screenId)).toContain('r.pay-summary');
  });

  it('lists the rest of the menu once, without the featured screens', () => {
    const links = homeLinks(testUser('contractor'), context, 'new');
    const ids = links.more.map((l) => l.screenId);
    expect(ids).not.toContain('run.summary');
    expect(new Set(links.more.map((l) => l.to)).size).toBe(links.more.length);
  });
});
