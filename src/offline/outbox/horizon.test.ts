import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_HORIZON_MS } from '../../lib/outbox-horizon';
import { ConsoleDb, getDb, setDbForTests } from '../db';
import { HORIZON_MESSAGE, flagPastHorizon } from './horizon';
import { replayOutbox, type SendRequest, type Transport } from './replay';
import { enqueue, retryEntry } from './store';

let n = 0;
beforeEach(() => {
  n += 1;
  setDbForTests(new ConsoleDb(`outbox-horizon-test-${n}`));
});
afterEach(async () => {
  await getDb().delete();
  setDbForTests(null);
});

describe('outbox horizon', () => {
  it('flags an entry older than the horizon once, and leaves younger ones alone', async () => {
    const created = 1_000_000;
    const e = await enqueue(
      {
        resource: 'deliveries',
        recordId: 1,
        baseVersion: 1,
        method: 'PATCH',
        payload: { status: 'delivered' },
        userId: 7,
      },
      created,
    );
    expect(flagPastHorizon(e, created + OUTBOX_HORIZON_MS)).toBeNull();
    const flagged = flagPastHorizon(e, created + OUTBOX_HORIZON_MS + 1);
    expect(flagged).toMatchObject({ status: 'rejected', lastError: HORIZON_MESSAGE, key: e.key });
    expect(flagPastHorizon({ ...e, ...flagged, status: 'pending' }, created + 2 * OUTBOX_HORIZON_MS)).toBeNull();
  });

  it('does not send an entry past the horizon until the user retries it', async () => {
    const created = 1_000_000;
    await enqueue(
      {
        resource: 'deliveries',
        recordId: 1,
        baseVersion: 1,
        method: 'PATCH',
        payload: { status: 'delivered' },
        userId: 7,
      },
      created,
    );
    const calls: SendRequest[] = [];
    const transport: Transport = async (req) => {
      calls.push(req);
      return { status: 200, body: { data: { id: 1, version: 2 } } };
    };
    const later = created + OUTBOX_HORIZON_MS + 60_000;
    const report = await replayOutbox({ transport, userId: 7, now: () => later });
    expect(calls).toHaveLength(0);
    expect(report.rejected).toBe(1);
    const [entry] = await getDb().outbox.toArray();
    expect(entry).toMatchObject({ status: 'rejected', lastError: HORIZON_MESSAGE });
    await retryEntry(entry?.seq ?? -1, later);
    await replayOutbox({ transport, userId: 7, now: () => later });
    expect(calls).toHaveLength(1);
    expect(await getDb().outbox.count()).toBe(0);
  });
});
