import Dexie, { type Table } from 'dexie';
import { useDeferredValue } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import { useLiveQuery } from './use-live-query';

class ProbeDb extends Dexie {
  rows!: Table<{ id: number; name: string }, number>;
  constructor() {
    super('use-live-query-probe');
    this.version(1).stores({ rows: 'id' });
  }
}

const db = new ProbeDb();
afterEach(async () => {
  await db.rows.clear();
});

describe('useLiveQuery', () => {
  it('shows each new answer of the live query, rendered as a transition (the deferred value is never behind)', async () => {
    const seen: [string | undefined, string | undefined][] = [];
    function Probe() {
      const names = useLiveQuery(async () => (await db.rows.toArray()).map((r) => r.name).join(','), []);
      const deferred = useDeferredValue(names);
      seen.push([names, deferred]);
      return <p>{names ?? 'loading'}</p>;
    }
    const host = renderWithChakra(<Probe />);
    await vi.waitFor(() => expect(host.textContent).toBe(''));
    await db.rows.add({ id: 1, name: 'Depot A' });
    await vi.waitFor(() => expect(host.textContent).toBe('Depot A'));
    await db.rows.add({ id: 2, name: 'Depot B' });
    await vi.waitFor(() => expect(host.textContent).toBe('Depot A,Depot B'));
    expect(seen.filter(([names, deferred]) => names !== deferred)).toEqual([]);
  });

  it('keeps the default until the first answer', () => {
    function Probe() {
      return <p>{useLiveQuery(() => db.rows.count(), [], -1)}</p>;
    }
    expect(renderWithChakra(<Probe />).textContent).toBe('-1');
  });
});
