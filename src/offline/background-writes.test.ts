import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  discardBackgroundWrites,
  flushBackgroundWrites,
  putRecordsInBackground,
  SLICE_ROWS,
} from './background-writes';
import { ConsoleDb, getDb, setDbForTests, type StoredRecord } from './db';

let n = 0;
beforeEach(() => {
  n += 1;
  setDbForTests(new ConsoleDb(`background-writes-test-${n}`));
});
afterEach(() => {
  discardBackgroundWrites();
  setDbForTests(null);
});

const rows = (from: number, count: number, syncedAt: number, label = 'list'): StoredRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    version: 1,
    reference: `${label}-${from + i}`,
    _syncedAt: syncedAt,
  }));

describe('list rows written in the background', () => {
  it('writes every row of a page larger than a slice, and resolves when all are stored', async () => {
    const count = SLICE_ROWS * 3 + 7;
    await putRecordsInBackground('deliveries', rows(1, count, 1000), 1000);
    expect(await getDb().records('deliveries').count()).toBe(count);
  });

  it('never replaces a row stored later than the answer it came from', async () => {
    await getDb().records('deliveries').put({ id: 5, version: 2, reference: 'newer', _syncedAt: 2000 });
    await putRecordsInBackground('deliveries', rows(1, 10, 1000), 1000);
    expect((await getDb().records('deliveries').get(5))?.reference).toBe('newer');
    expect((await getDb().records('deliveries').get(4))?.reference).toBe('list-4');
  });

  it('keeps answers in the order they came: a later answer for the same rows wins', async () => {
    const first = putRecordsInBackground('deliveries', rows(1, SLICE_ROWS * 2, 1000, 'first'), 1000);
    const second = putRecordsInBackground('deliveries', rows(1, SLICE_ROWS * 2, 1000, 'second'), 1000);
    await Promise.all([first, second]);
    expect(
      (
        await getDb()
          .records('deliveries')
          .get(SLICE_ROWS + 1)
      )?.reference,
    ).toBe('second-' + String(SLICE_ROWS + 1));
  });

  it('a flush writes what is queued before a stored-copy read', async () => {
    void putRecordsInBackground('deliveries', rows(1, SLICE_ROWS * 4, 1000), 1000);
    await flushBackgroundWrites();
    expect(await getDb().records('deliveries').count()).toBe(SLICE_ROWS * 4);
  });

  it('signing out drops what is queued', async () => {
    const pending = putRecordsInBackground('deliveries', rows(1, SLICE_ROWS * 4, 1000), 1000);
    discardBackgroundWrites();
    await pending;
    await flushBackgroundWrites();
    expect(await getDb().records('deliveries').count()).toBe(0);
  });
});
