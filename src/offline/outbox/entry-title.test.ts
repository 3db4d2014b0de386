import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleDb, getDb, setDbForTests, type OutboxEntry } from '../db';
import { putRecords } from '../record-store';
import { changeTitle, knownTitles, ownTitle, recordTitle } from './entry-title';
import { enqueue } from './store';

let n = 0;
beforeEach(() => {
  n += 1;
  setDbForTests(new ConsoleDb(`entry-title-test-${n}`));
});
afterEach(async () => {
  await getDb().delete();
  setDbForTests(null);
});

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  seq: 1,
  key: 'k',
  resource: 'deliveries',
  recordId: 6005,
  baseVersion: 1,
  method: 'PATCH',
  payload: { instructions: 'ring twice' },
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: 0,
  updatedAt: 0,
  userId: 7,
  ...over,
});

describe('naming a change', () => {
  it('names it by the declaration title field, like the record’s own page', () => {
    expect(changeTitle(entry({}), 'FRSH-261122-00001')).toBe('Change delivery FRSH-261122-00001');
    expect(changeTitle(entry({ resource: 'boxSizes', method: 'POST', recordId: -5 }), 'Small')).toBe(
      'Create box size Small',
    );
    expect(changeTitle(entry({ resource: 'runs', method: 'DELETE' }), 'R-12')).toBe('Delete run R-12');
  });

  it('never names a record by its number: a delivery nobody can title, and (new) for an untitled create', () => {
    expect(changeTitle(entry({}), null)).toBe('Change a delivery');
    expect(changeTitle(entry({ method: 'POST', recordId: -3 }), null)).toBe('Create delivery (new)');
  });

  it('reads the title field from the first source that has a non-empty one', () => {
    const def = { titleField: 'reference' };
    expect(recordTitle(def, null, { reference: '' }, { reference: 'A-1' }, { reference: 'B-2' })).toBe('A-1');
    expect(recordTitle(def, { instructions: 'x' })).toBeNull();
    expect(recordTitle(undefined, { reference: 'A-1' })).toBeNull();
  });

  it('prefers the payload (a create, a rename), then the title noted at enqueue, then a conflict’s server record', () => {
    expect(ownTitle(entry({ payload: { reference: 'NEW-1' }, title: 'OLD-1' }))).toBe('NEW-1');
    expect(ownTitle(entry({ title: 'OLD-1', serverRecord: { reference: 'SRV-1' } }))).toBe('OLD-1');
    expect(ownTitle(entry({ serverRecord: { reference: 'SRV-1' } }))).toBe('SRV-1');
    expect(ownTitle(entry({}))).toBeNull();
  });
});

describe('titles on this device', () => {
  it('notes the cached record’s title when an edit is queued, and the payload’s for a create', async () => {
    await putRecords('deliveries', [{ id: 6005, version: 1, reference: 'FRSH-261122-00001' }]);
    const edit = await enqueue({
      resource: 'deliveries',
      recordId: 6005,
      baseVersion: 1,
      method: 'PATCH',
      payload: { instructions: 'x' },
      userId: 7,
    });
    const create = await enqueue({
      resource: 'boxSizes',
      recordId: -1,
      baseVersion: null,
      method: 'POST',
      payload: { name: 'Small' },
      userId: 7,
    });
    const unknown = await enqueue({
      resource: 'deliveries',
      recordId: 9999,
      baseVersion: 1,
      method: 'PATCH',
      payload: { instructions: 'y' },
      userId: 7,
    });
    expect((await getDb().outbox.get(edit.seq ?? -1))?.title).toBe('FRSH-261122-00001');
    expect((await getDb().outbox.get(create.seq ?? -1))?.title).toBe('Small');
    expect((await getDb().outbox.get(unknown.seq ?? -1))?.title).toBeNull();
  });

  it('keeps the order of edits queued at once (a title look-up never lets a later edit take an earlier seq)', async () => {
    await putRecords('deliveries', [{ id: 1, version: 1, reference: 'A' }]);
    // the first needs the cache for its title, the second has it in its payload and needs no look-up
    const [first, second] = await Promise.all([
      enqueue({
        resource: 'deliveries',
        recordId: 1,
        baseVersion: 1,
        method: 'PATCH',
        payload: { instructions: 'first' },
        userId: 7,
      }),
      enqueue({
        resource: 'deliveries',
        recordId: 1,
        baseVersion: 1,
        method: 'PATCH',
        payload: { reference: 'B' },
        userId: 7,
      }),
    ]);
    expect(first?.seq).toBeLessThan(second?.seq ?? -1);
  });

  it('finds titles of entries queued without one in the record cache, and leaves unknown ones out', async () => {
    await putRecords('deliveries', [{ id: 6005, version: 1, reference: 'FRSH-261122-00001' }]);
    const titles = await knownTitles(getDb(), [
      entry({ seq: 1 }),
      entry({ seq: 2, recordId: 7 }),
      entry({ seq: 3, recordId: 7, title: 'NOTED' }),
      entry({ seq: 4, resource: 'fileUploads', recordId: 3 }),
    ]);
    expect(titles.get(1)).toBe('FRSH-261122-00001');
    expect(titles.has(2)).toBe(false);
    expect(titles.get(3)).toBe('NOTED');
    expect(titles.has(4)).toBe(false);
  });
});
