import { describe, expect, it } from 'vitest';
import { clients } from './clients';
import { resourceList } from './index';
import { deliveries, runs } from './operations';
import { governed, writeRuleCount, writeRulesTable } from './write-rules';

describe('the write rules in figures', () => {
  it('counts a run’s server-kept counts and times, its admin-only fields and its moves', () => {
    expect(writeRuleCount(runs)).toMatchObject({ serverKept: 5, roleRestricted: 3 });
    expect(writeRuleCount(runs).transitions).toBeGreaterThan(0);
    expect(writeRuleCount(clients)).toMatchObject({ serverKept: 0, roleRestricted: 5, transitions: 0 });
  });

  it('counts a move from several statuses once per status left', () => {
    const moves = deliveries.lifecycle?.transitions ?? [];
    expect(writeRuleCount(deliveries).transitions).toBe(moves.reduce((n, t) => n + t.from.length, 0));
  });

  it('lists the governed resources, then the totals over all', () => {
    const table = writeRulesTable(resourceList).split('\n');
    expect(table).toHaveLength(resourceList.filter(governed).length + 3);
    expect(table.at(-1)).toMatch(new RegExp(`^\\| all ${resourceList.length} resources \\|`));
  });
});
