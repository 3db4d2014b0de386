import Dexie, { type Table } from 'dexie';
import { act, Suspense, use } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderWithChakra, rerenderWithChakra } from '../../theme/render-in-tests';
import { sharedLiveQueryKeysForTests, useSharedLiveQuery } from './use-live-query';

class ProbeDb extends Dexie {
  rows!: Table<{ id: number; name: string }, number>;
  constructor() {
    super('use-live-query-probe');
    this.version(1).stores({ rows: 'id' });
  }
}

const db = new ProbeDb();
// opened before the first test: a live query running while its database opens runs twice
beforeAll(async () => {
  await db.open();
});
afterEach(async () => {
  await db.rows.clear();
});

describe('useSharedLiveQuery', () => {
  it('runs one query per key for every component that asks, each write once, and all see each answer', async () => {
    const querier = vi.fn(async () => (await db.rows.toArray()).map((r) => r.name).join(','));
    function Reader({ n }: { n: number }) {
      return <span>{`${n}:${useSharedLiveQuery('probe-names', querier) ?? '?'};`}</span>;
    }
    const host = renderWithChakra(
      <>
        <Reader n={1} />
        <Reader n={2} />
        <Reader n={3} />
      </>,
    );
    await vi.waitFor(() => expect(host.textContent).toBe('1:;2:;3:;'));
    expect(querier).toHaveBeenCalledTimes(1);
    await db.rows.add({ id: 1, name: 'Depot A' });
    await vi.waitFor(() => expect(host.textContent).toBe('1:Depot A;2:Depot A;3:Depot A;'));
    expect(querier).toHaveBeenCalledTimes(2);
  });

  it('shares structure with the answer before: an unchanged answer is not passed on, an unchanged record keeps its object', async () => {
    await db.rows.bulkAdd([
      { id: 1, name: 'Depot A' },
      { id: 2, name: 'Depot B' },
    ]);
    const querier = vi.fn(async () => db.rows.toArray());
    const seen: { id: number; name: string }[][] = [];
    function Reader() {
      const rows = useSharedLiveQuery('probe-rows', querier);
      if (rows && seen.at(-1) !== rows) seen.push(rows);
      return <span>{(rows ?? []).map((r) => r.name).join(',')}</span>;
    }
    const host = renderWithChakra(<Reader />);
    await vi.waitFor(() => expect(host.textContent).toBe('Depot A,Depot B'));
    // a write that leaves the rows as they were: the query runs again, its answer goes nowhere
    await db.rows.put({ id: 2, name: 'Depot B' });
    await vi.waitFor(() => expect(querier).toHaveBeenCalledTimes(2));
    await act(async () => undefined);
    expect(seen).toHaveLength(1);
    await db.rows.put({ id: 2, name: 'Depot Bee' });
    await vi.waitFor(() => expect(host.textContent).toBe('Depot A,Depot Bee'));
    const [first, second] = seen;
    expect(second?.[0]).toBe(first?.[0]);
    expect(second?.[1]).not.toBe(first?.[1]);
  });

  it('a component mounted later gets the answer at once, without a query of its own', async () => {
    await db.rows.add({ id: 1, name: 'Depot A' });
    const querier = vi.fn(async () => (await db.rows.toArray()).length);
    function Reader() {
      return <span>{String(useSharedLiveQuery('probe-count', querier) ?? '?')}</span>;
    }
    const host = renderWithChakra(<Reader key="first" />);
    await vi.waitFor(() => expect(host.textContent).toBe('1'));
    rerenderWithChakra(
      <>
        <Reader key="first" />
        <Reader key="late" />
      </>,
    );
    expect(host.textContent).toBe('11');
    expect(querier).toHaveBeenCalledTimes(1);
  });

  it('keeps an entry only while a component is subscribed: a render React discards leaves none', async () => {
    const never = new Promise<never>(() => undefined);
    function Discarded() {
      useSharedLiveQuery('probe-discarded', () => db.rows.count());
      return use(never);
    }
    // (an awaited act: React wants one around a render that suspends)
    const host = await act(async () =>
      renderWithChakra(
        <Suspense fallback={<p>waiting</p>}>
          <Discarded />
        </Suspense>,
      ),
    );
    expect(host.textContent).toBe('waiting');
    expect(sharedLiveQueryKeysForTests()).not.toContain('probe-discarded');

    function Mounted() {
      return <p>{String(useSharedLiveQuery('probe-mounted', () => db.rows.count()) ?? '?')}</p>;
    }
    const mounted = renderWithChakra(<Mounted />);
    await vi.waitFor(() => expect(mounted.textContent).toBe('0'));
    expect(sharedLiveQueryKeysForTests()).toContain('probe-mounted');
    cleanupRendered();
    // dropped a microtask after the last reader leaves (a resubscribe at once keeps it)
    await Promise.resolve();
    expect(sharedLiveQueryKeysForTests()).not.toContain('probe-mounted');
  });
});
