import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Executor } from './database';
import { migrate } from './migrate';
import { openTwoNodes, type TwoNodes } from '../testing/two-nodes';
import type { RecurringJob } from './recurring';
import { runIfDue } from './recurring';

/** Two handles on one database: on Postgres two pools, as two API processes would have. */
let nodeA: Database;
let nodeB: Database;
let nodes: TwoNodes;

beforeAll(async () => {
  nodes = await openTwoNodes();
  ({ nodeA, nodeB } = nodes);
  await migrate(nodeA);
});
afterAll(async () => {
  await nodes.close();
});

function countingJob(
  name: string,
  everyMs: number,
  body: (tx: Executor) => Promise<void> = async () => {},
): RecurringJob & { runs: number } {
  const job = {
    name,
    everyMs,
    runs: 0,
    run: async (tx: Executor) => {
      job.runs += 1;
      await body(tx);
    },
  };
  return job;
}

describe('recurring work shared by several API processes', () => {
  it('runs a due job once however many nodes tick at the same moment, then not again until due', async () => {
    const job = countingJob('prune-test', 3600_000, async (tx) => {
      await tx.query(sql`select pg_sleep(0.2)`);
    });
    const results = await Promise.all([
      runIfDue(nodeA, job),
      runIfDue(nodeB, job),
      runIfDue(nodeA, job),
      runIfDue(nodeB, job),
    ]);
    expect(job.runs).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await runIfDue(nodeB, job)).toBe(false);
    expect(job.runs).toBe(1);
  });

  it('runs again once the interval has passed', async () => {
    const job = countingJob('short-test', 50);
    expect(await runIfDue(nodeA, job)).toBe(true);
    await new Promise((r) => setTimeout(r, 120));
    expect(await runIfDue(nodeB, job)).toBe(true);
    expect(job.runs).toBe(2);
  });

  it('does not record a failed run, so the next tick on any node retries it', async () => {
    let fail = true;
    const job = countingJob('failing-test', 3600_000, async () => {
      if (fail) throw new Error('boom');
    });
    await expect(runIfDue(nodeA, job)).rejects.toThrow('boom');
    fail = false;
    expect(await runIfDue(nodeB, job)).toBe(true);
    expect(job.runs).toBe(2);
  });
});
