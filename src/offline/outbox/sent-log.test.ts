import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleDb, getDb, setDbForTests } from '../db';
import { getMeta, putRecords } from '../record-store';
import { replayOutbox, type SendRequest, type Transport } from './replay';
import {
  asSentLog,
  hasWaited,
  lastRun,
  REPLAY_AFTER_MS,
  SENT_KEEP,
  SENT_KEEP_MS,
  SENT_LOG_KEY,
  withSent,
  type SentChange,
} from './sent-log';
import { enqueue } from './store';
import type { SendResult } from './transitions';

let n = 0;
beforeEach(() => {
  n += 1;
  setDbForTests(new ConsoleDb(`sent-log-test-${n}`));
});
afterEach(async () => {
  await getDb().delete();
  setDbForTests(null);
});

const line = (key: string, sentAt: number, run = 1): SentChange => ({
  key,
  resource: 'deliveries',
  recordId: 1,
  method: 'PATCH',
  title: key,
  fields: ['instructions'],
  sentAt,
  run,
});

describe('the sent log', () => {
  it('puts new lines first, once per key, and keeps only the last SENT_KEEP of the last day', () => {
    const now = 10 * SENT_KEEP_MS;
    const old = [line('b', now - 1000), line('stale', now - SENT_KEEP_MS - 1)];
    const log = withSent(old, [line('a', now - 10), line('c', now - 5), line('b', now - 1)], now);
    // b went again (a lost acknowledgement): listed once, at its latest acknowledgement
    expect(log.map((c) => c.key)).toEqual(['b', 'c', 'a']);
    expect(log[0]?.sentAt).toBe(now - 1);
    const many = Array.from({ length: SENT_KEEP + 5 }, (_, i) => line(`k${i}`, now - i));
    expect(withSent([], many, now)).toHaveLength(SENT_KEEP);
    expect(withSent([], many, now)[0]?.key).toBe('k0');
  });

  it('reports the last run: how many it sent and when it finished', () => {
    expect(lastRun([])).toBeNull();
    expect(lastRun([line('c', 300, 2), line('b', 250, 2), line('a', 100, 1)])).toEqual({ count: 2, at: 300 });
  });

  it('reads anything else stored under its key as an empty log', () => {
    expect(asSentLog(null)).toEqual([]);
    expect(asSentLog([{ nope: 1 }, line('a', 1)])).toHaveLength(1);
  });
});

function server(respond: (req: SendRequest) => SendResult): { transport: Transport; calls: SendRequest[] } {
  const calls: SendRequest[] = [];
  return {
    calls,
    transport: async (req) => {
      calls.push(req);
      return respond(req);
    },
  };
}

const answer = (req: SendRequest): SendResult => {
  const id = Number(req.path.split('/').pop());
  if (req.method === 'DELETE') return { status: 200, body: { data: null } };
  return {
    status: req.method === 'POST' ? 201 : 200,
    body: { data: { ...(req.body ?? {}), id: Number.isFinite(id) ? id : 900, version: 2 } },
  };
};

describe('a replay notes what it sent', () => {
  it('logs each acknowledged change with its record’s title, its real id and when, as one run', async () => {
    await putRecords('deliveries', [
      { id: 6005, version: 1, reference: 'FRSH-261122-00001' },
      { id: 6006, version: 1, reference: 'FRSH-261122-00002' },
    ]);
    await enqueue({
      resource: 'deliveries',
      recordId: 6005,
      baseVersion: 1,
      method: 'PATCH',
      payload: { instructions: 'ring twice' },
      userId: 7,
    });
    await enqueue({
      resource: 'deliveries',
      recordId: 6006,
      baseVersion: 1,
      method: 'DELETE',
      payload: null,
      userId: 7,
    });
    await enqueue({
      resource: 'boxSizes',
      recordId: -4,
      baseVersion: null,
      method: 'POST',
      payload: { name: 'Small' },
      userId: 7,
    });
    const t = 1_000_000;
    const report = await replayOutbox({ transport: server(answer).transport, userId: 7, now: () => t });
    expect(report.sent).toBe(3);
    const log = asSentLog(await getMeta(SENT_LOG_KEY));
    expect(log.map((c) => [c.resource, c.recordId, c.method, c.title])).toEqual(
      expect.arrayContaining([
        ['deliveries', 6005, 'PATCH', 'FRSH-261122-00001'],
        ['deliveries', 6006, 'DELETE', 'FRSH-261122-00002'],
        ['boxSizes', 900, 'POST', 'Small'],
      ]),
    );
    expect(log).toHaveLength(3);
    expect(log.find((c) => c.recordId === 6005)?.fields).toEqual(['instructions']);
    expect(lastRun(log)).toEqual({ count: 3, at: t });
  });

  it('takes the title from the server’s answer when the device knew none', async () => {
    await enqueue({
      resource: 'deliveries',
      recordId: 42,
      baseVersion: 1,
      method: 'PATCH',
      payload: { instructions: 'x' },
      userId: 7,
    });
    const withReference = (): SendResult => ({
      status: 200,
      body: { data: { id: 42, version: 2, reference: 'FRSH-261122-00042' } },
    });
    await replayOutbox({ transport: server(withReference).transport, userId: 7 });
    expect(asSentLog(await getMeta(SENT_LOG_KEY))[0]?.title).toBe('FRSH-261122-00042');
  });

  it('logs nothing for a change the server did not take', async () => {
    await enqueue({
      resource: 'deliveries',
      recordId: 1,
      baseVersion: 1,
      method: 'PATCH',
      payload: { instructions: 'x' },
      userId: 7,
    });
    await replayOutbox({ transport: server(() => ({ status: 'network', error: 'offline' })).transport, userId: 7 });
    await replayOutbox({
      transport: server(() => ({ status: 409, body: { current: { id: 1, version: 5 } } })).transport,
      userId: 7,
      force: true,
    });
    expect(asSentLog(await getMeta(SENT_LOG_KEY))).toEqual([]);
  });

  it('a later run is reported on its own', async () => {
    let t = 1_000;
    await enqueue({
      resource: 'deliveries',
      recordId: 1,
      baseVersion: 1,
      method: 'PATCH',
      payload: { instructions: 'a' },
      userId: 7,
    });
    await enqueue({
      resource: 'deliveries',
      recordId: 2,
      baseVersion: 1,
      method: 'PATCH',
      payload: { instructions: 'b' },
      userId: 7,
    });
    await replayOutbox({ transport: server(answer).transport, userId: 7, now: () => t });
    t = 5_000;
    await enqueue({
      resource: 'deliveries',
      recordId: 3,
      baseVersion: 1,
      method: 'PATCH',
      payload: { instructions: 'c' },
      userId: 7,
    });
    await replayOutbox({ transport: server(answer).transport, userId: 7, now: () => t });
    const log = asSentLog(await getMeta(SENT_LOG_KEY));
    expect(log[0]?.recordId).toBe(3);
    expect(new Set(log.slice(1).map((c) => c.recordId))).toEqual(new Set([1, 2]));
    expect(lastRun(log)).toEqual({ count: 1, at: 5_000 });
  });
});

describe('which sent changes waited (their author is told when they go)', () => {
  const entry = { createdAt: 1_000, attempts: 0 };
  it('counts a change whose first send did not take it, one that failed once, or one queued over 30 s', () => {
    expect(hasWaited(entry, 2_000)).toBe(false);
    expect(hasWaited({ ...entry, waited: true }, 2_000)).toBe(true);
    expect(hasWaited({ ...entry, attempts: 1 }, 2_000)).toBe(true);
    expect(hasWaited(entry, 1_000 + REPLAY_AFTER_MS + 1)).toBe(true);
  });
});
