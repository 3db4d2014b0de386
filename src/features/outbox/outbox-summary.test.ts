import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../offline/db';
import type { SentChange } from '../../offline/outbox/sent-log';
import { outboxSituation, type SituationInput } from './outbox-summary';

const entry = (seq: number, status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  seq,
  key: `k${seq}`,
  resource: 'deliveries',
  recordId: seq,
  baseVersion: 1,
  method: 'PATCH',
  payload: { instructions: 'x' },
  status,
  attempts: 0,
  lastError: null,
  createdAt: 0,
  updatedAt: 0,
  userId: 7,
});
const sent = (key: string, sentAt: number, run: number): SentChange => ({
  key,
  resource: 'deliveries',
  recordId: 1,
  method: 'PATCH',
  title: key,
  fields: [],
  sentAt,
  run,
});
const base: SituationInput = {
  entries: [],
  sent: [],
  online: true,
  paused: false,
  sendingHere: false,
  when: (ms) => `T${ms}`,
};
const situation = (over: Partial<SituationInput>) => outboxSituation({ ...base, ...over });

describe('the outbox summary line', () => {
  it('says nothing until both the queue and the sent log are read', () => {
    expect(situation({ entries: undefined }).kind).toBe('loading');
    expect(situation({ sent: undefined }).kind).toBe('loading');
  });

  it('says all changes were sent, how many in the last run and when', () => {
    const log = [sent('c', 300, 2), sent('b', 250, 2), sent('a', 100, 1)];
    expect(situation({ sent: log })).toEqual({ kind: 'sent', text: 'All changes sent · 2 sent at T300' });
  });

  it('is an honest empty state when nothing waits and nothing was sent', () => {
    expect(situation({})).toEqual({
      kind: 'empty',
      text: 'No changes waiting, and none sent from this device in the last 24 hours',
    });
  });

  it('says changes are being sent only while they are (an entry marked sending, or Send now under way)', () => {
    expect(situation({ entries: [entry(1, 'sending'), entry(2)] })).toEqual({
      kind: 'sending',
      text: 'Sending 2 changes…',
    });
    expect(situation({ entries: [entry(1)], sendingHere: true }).kind).toBe('sending');
    expect(situation({ entries: [entry(1)] })).toEqual({ kind: 'waiting', text: '1 change waiting to be sent' });
  });

  it('says why changes wait: offline, a paused session, a decision needed', () => {
    expect(situation({ entries: [entry(1), entry(2)], online: false })).toEqual({
      kind: 'waiting',
      text: '2 changes waiting: sent when the connection returns',
    });
    expect(situation({ entries: [entry(1, 'sending')], online: false }).kind).toBe('waiting');
    expect(situation({ entries: [entry(1)], paused: true }).kind).toBe('paused');
    expect(situation({ entries: [entry(1, 'conflict')] })).toEqual({
      kind: 'attention',
      text: '1 change needs your decision before it is sent',
    });
    expect(situation({ entries: [entry(1, 'rejected'), entry(2)] }).text).toBe(
      '1 change waiting to be sent · 1 needs your decision',
    );
  });

  it('never says all sent while a change waits, even right after a run', () => {
    expect(situation({ entries: [entry(1, 'failed')], sent: [sent('a', 1, 1)] }).kind).toBe('waiting');
  });
});
