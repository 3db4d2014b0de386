import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from './db';
import { databaseIsCurrent, setOpenGate } from './open-gate';
import { SCHEMA_VERSION } from './schema-version';

const names = async () => (await indexedDB.databases()).map((d) => d.name);

afterEach(() => setOpenGate(null));

describe('the page’s database open', () => {
  it('waits for the gate (the data worker creating the database) before it opens', async () => {
    const name = `gate-${Math.random()}`;
    let release = () => undefined as void;
    setOpenGate(() => new Promise<void>((resolve) => (release = resolve)));
    const db = new ConsoleDb(name);
    const read = db.meta.count();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await names()).not.toContain(name);
    release();
    expect(await read).toBe(0);
    expect(await names()).toContain(name);
    db.close();
  });

  it('opens anyway when the gate fails', async () => {
    setOpenGate(() => Promise.reject(new Error('the worker stopped')));
    const db = new ConsoleDb(`gate-failed-${Math.random()}`);
    expect(await db.meta.count()).toBe(0);
    db.close();
  });
});

describe('whether the database is already there at this schema', () => {
  it('is not before the first open, and is after it', async () => {
    const name = `current-${Math.random()}`;
    expect(await databaseIsCurrent(name, SCHEMA_VERSION * 10)).toBe(false);
    const db = new ConsoleDb(name);
    await db.open();
    expect(await databaseIsCurrent(name, SCHEMA_VERSION * 10)).toBe(true);
    // an older schema on the device is upgraded by whoever opens first: not current
    expect(await databaseIsCurrent(name, SCHEMA_VERSION * 10 + 10)).toBe(false);
    db.close();
  });
});
