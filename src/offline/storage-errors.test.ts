import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleDb, getDb, setDbForTests } from './db';
import { enqueue } from './outbox/store';
import { putRecords } from './record-store';
import { isQuotaError, onStorageProblem, type StorageProblem } from './storage-errors';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

beforeEach(() => setDbForTests(new ConsoleDb(`quota-${Math.random()}`)));
afterEach(async () => {
  vi.restoreAllMocks();
  await getDb().delete();
  setDbForTests(null);
});

describe('a full device storage is reported, never swallowed', () => {
  it('recognises a quota error, also when Dexie wraps it', () => {
    expect(isQuotaError(quota())).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: quota() })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
  });

  it('reports a failed cache write to the UI without failing the page', async () => {
    const seen: StorageProblem[] = [];
    const off = onStorageProblem((p) => seen.push(p));
    vi.spyOn(getDb().records('deliveries'), 'bulkPut').mockRejectedValue(quota());
    await expect(putRecords('deliveries', [{ id: 1, version: 1 }])).resolves.toBeUndefined();
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.kind).toBe('quota');
    expect(seen[0]?.message).toContain('storage is full');
  });

  it('refuses to accept an edit it cannot store, so the form keeps what was typed', async () => {
    const seen: StorageProblem[] = [];
    const off = onStorageProblem((p) => seen.push(p));
    vi.spyOn(getDb().outbox, 'add').mockRejectedValue(quota());
    await expect(
      enqueue({
        resource: 'deliveries',
        recordId: 1,
        baseVersion: 1,
        method: 'PATCH',
        payload: { status: 'failed' },
        userId: 1,
      }),
    ).rejects.toThrow();
    off();
    expect(seen[0]?.kind).toBe('quota');
  });
});
