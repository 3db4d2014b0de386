import { describe, expect, it } from 'vitest';
import { contractCost, resourceOf } from './contract-cost';

const names = ['deliveries', 'runs', 'charges'];

describe("the contract suite's cost per resource", () => {
  it('gives a test to the resource its title starts with, whatever follows', () => {
    expect(resourceOf('deliveries.list', names)).toBe('deliveries');
    expect(resourceOf('charges as admin@demo.test', names)).toBe('charges');
    expect(resourceOf('runs finished -> in-progress', names)).toBe('runs');
    expect(resourceOf('admin@demo.test', names)).toBeNull();
    expect(resourceOf('deliveriesExtra.list', names)).toBeNull();
  });

  it("adds the files' times, divides them over the resources and keeps what no resource took as shared", () => {
    const cost = contractCost(
      {
        testResults: [
          {
            name: '/repo/test/contract/render.test.ts',
            startTime: 0,
            endTime: 10_000,
            assertionResults: [
              { title: 'deliveries.list', duration: 4_000 },
              { title: 'runs.list', duration: 1_000 },
              { title: 'deliveries.detail', duration: 2_000 },
            ],
          },
          {
            name: '/repo/test/contract/access.test.ts',
            startTime: 10_000,
            endTime: 12_000,
            assertionResults: [{ title: 'admin@demo.test', duration: 500 }, { title: 'charges list' }],
          },
        ],
      },
      names,
    );
    expect(cost.suiteMs).toBe(12_000);
    expect(cost.perResourceMs).toBe(4_000);
    expect(cost.byResource).toEqual([
      { name: 'deliveries', ms: 6_000, tests: 2 },
      { name: 'runs', ms: 1_000, tests: 1 },
      { name: 'charges', ms: 0, tests: 1 },
    ]);
    expect(cost.files).toEqual([
      { name: '/repo/test/contract/render.test.ts', ms: 10_000, sharedMs: 3_000 },
      { name: '/repo/test/contract/access.test.ts', ms: 2_000, sharedMs: 2_000 },
    ]);
  });
});
