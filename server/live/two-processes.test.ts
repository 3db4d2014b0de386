/**
 * Across API processes (two database handles on one database: two pools on Postgres, the one
 * PGlite otherwise): a commit on one reaches the bus of the other (LISTEN/NOTIFY), and its feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../src/resources/index';
import { insertRecord } from '../resources/store';
import { openTwoNodes, type TwoNodes } from '../testing/two-nodes';
import { subscribe, type ChangeNotice } from './bus';
import { readChanges } from './feed';

let nodes: TwoNodes;
beforeAll(async () => {
  nodes = await openTwoNodes();
});
afterAll(async () => {
  await nodes.close();
});

describe('two processes on one database', () => {
  it("hear each other's commits and read them from the feed", async () => {
    const heard: ChangeNotice[] = [];
    let arrived: () => void = () => undefined;
    const next = new Promise<void>((resolve) => (arrived = resolve));
    const stop = await subscribe(nodes.nodeB, (notice) => {
      heard.push(notice);
      arrived();
    });
    const record = await insertRecord(nodes.nodeA, deliveries, {
      clientId: 1,
      historical: false,
      data: { reference: 'OTHER-NODE', date: '2026-11-27' },
    });
    await next;
    stop();
    expect(heard[0]?.resources).toEqual(['deliveries']);
    const position = heard[0]?.position ?? 0;
    const everything = new Map([['deliveries', { def: deliveries, scope: { clientIds: null, owner: null } }]]);
    const page = await readChanges(nodes.nodeB, everything, position - 1, 10);
    expect(page.changes).toEqual([
      { position, resource: 'deliveries', id: record.id, record: expect.objectContaining({ reference: 'OTHER-NODE' }) },
    ]);
  });
});
