import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../lib/safe-storage';
import { resources } from '../../resources';
import { renderWithChakra, rerenderWithChakra } from '../../theme/render-in-tests';
import {
  CLIENT_COLUMN,
  columnsKey,
  columnsOf,
  defaultColumnNames,
  readColumnNames,
  rowsOfManyClients,
  toggleColumn,
  useColumnChoice,
  withClientColumn,
  writeColumnNames,
  type Column,
} from './column-prefs';

const runs = resources.runs;

describe('the column picker remembers per resource', () => {
  it('starts with the declared columns, the title aside (it is always the first column)', () => {
    expect(defaultColumnNames(runs)).not.toContain(runs.titleField);
    expect(readColumnNames(runs, memoryStore())).toEqual(defaultColumnNames(runs));
  });

  it('reads back what was chosen, per resource', () => {
    const store = memoryStore();
    writeColumnNames(runs, ['date', 'driverId'], store);
    expect(readColumnNames(runs, store)).toEqual(['date', 'driverId']);
    expect(store.getItem(columnsKey('runs'))).toBe('["date","driverId"]');
    expect(readColumnNames(resources.users, store)).toEqual(defaultColumnNames(resources.users));
  });

  it('drops names the declaration no longer has, and survives a broken entry', () => {
    const store = memoryStore();
    store.setItem(columnsKey('runs'), '["gone","date"]');
    expect(readColumnNames(runs, store)).toEqual(['date']);
    store.setItem(columnsKey('runs'), '{not json');
    expect(readColumnNames(runs, store)).toEqual(defaultColumnNames(runs));
  });

  it('ticks in declaration order and never unticks the last column', () => {
    const added = toggleColumn(runs, ['driverId'], 'date');
    expect(added).toEqual(['date', 'driverId']);
    expect(toggleColumn(runs, added, 'date')).toEqual(['driverId']);
    expect(toggleColumn(runs, ['driverId'], 'driverId')).toEqual(['driverId']);
  });

  it('keeps the storage key and opening columns a page names (deliveries)', () => {
    const store = memoryStore();
    const options = { key: 'deliveries-list-columns', defaults: ['date', 'status'] };
    expect(readColumnNames(runs, store, options)).toEqual(['date', 'status']);
    writeColumnNames(runs, ['driverId'], store, options);
    expect(store.getItem('deliveries-list-columns')).toBe('["driverId"]');
    expect(readColumnNames(runs, store, options)).toEqual(['driverId']);
    expect(readColumnNames(runs, store)).toEqual(defaultColumnNames(runs));
  });
});

describe('useColumnChoice', () => {
  it('keeps the same columns array across renders until the choice changes (the rows are memoised on it)', () => {
    const store = memoryStore();
    const seen: { columns: Column[]; available: Column[]; toggle(name: string): void }[] = [];
    function Probe({ tick }: { tick: number }) {
      const choice = useColumnChoice(runs, { store });
      seen.push(choice);
      return <span>{tick}</span>;
    }
    renderWithChakra(<Probe tick={1} />);
    rerenderWithChakra(<Probe tick={2} />);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.columns).toBe(seen[0]?.columns);
    expect(seen[1]?.available).toBe(seen[0]?.available);

    const dropped = seen[1]?.columns[0]?.name ?? '';
    act(() => seen[1]?.toggle(dropped));
    const last = seen.at(-1);
    expect(last?.columns).not.toBe(seen[0]?.columns);
    expect(last?.columns.map((c) => c.name)).not.toContain(dropped);
    expect(last?.available).toBe(seen[0]?.available);
  });
});

describe('columnsOf', () => {
  it('leaves out the title, which the table draws first: no column twice (Barcode | Barcode)', () => {
    for (const name of ['boxes', 'scans', 'runs', 'deliveries'] as const) {
      const def = resources[name];
      expect(columnsOf(def).map((c) => c.name)).not.toContain(def.titleField);
    }
  });
});

describe("a list of several clients' records", () => {
  const rates = resources.clientRates;
  const card = (clientId: number) => ({ id: clientId * 10, clientId });

  it('names the client of each row first, as a reference, when the rows are of more than one client', () => {
    const many = rowsOfManyClients(rates, [card(8), card(14)]);
    expect(many).toBe(true);
    const columns = withClientColumn(columnsOf(rates), many);
    expect(columns[0]).toEqual(CLIENT_COLUMN);
    expect(CLIENT_COLUMN.meta).toMatchObject({ label: 'Client', type: 'ref', ref: 'clients' });
    expect(columns.slice(1)).toEqual(columnsOf(rates));
  });

  it("leaves it out when the rows are one client's, or the resource is nobody's", () => {
    expect(rowsOfManyClients(rates, [card(8), card(8)])).toBe(false);
    expect(rowsOfManyClients(rates, [])).toBe(false);
    expect(rowsOfManyClients(resources.warehouses, [card(8), card(14)])).toBe(false);
    const own = columnsOf(rates);
    expect(withClientColumn(own, false)).toBe(own);
  });
});
