import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../offline/db';
import type { SentChange } from '../../offline/outbox/sent-log';
import { refusedNotice, sentNotice } from './outbox-notices';

const sent = (n: number, over: Partial<SentChange> = {}): SentChange => ({
  key: `k${n}`,
  resource: 'deliveries',
  recordId: 6000 + n,
  method: 'PATCH',
  title: `FRSH-261127-0000${n}`,
  fields: ['instructions'],
  sentAt: 1000 + n,
  run: 1,
  waited: true,
  ...over,
});

describe('the notice for sent changes', () => {
  it('names the changes that waited, by label and reference, and links a single one to its record', () => {
    const one = sentNotice([sent(1)]);
    expect(one?.text).toBe('1 change sent: Delivery FRSH-261127-00001.');
    expect(one?.link).toEqual({ to: '/run/r/delivery/6001', label: 'Open Delivery FRSH-261127-00001' });
    const many = sentNotice([sent(1), sent(2), sent(3), sent(4), sent(5, { resource: 'runs', title: 'BNE-1128-02' })]);
    expect(many?.text).toBe(
      '5 changes sent: Delivery FRSH-261127-00001, Delivery FRSH-261127-00002, Delivery FRSH-261127-00003 and 2 more.',
    );
    expect(many?.link).toBeUndefined();
  });

  it('says nothing of changes that went at once (their page said it), and never an internal number', () => {
    expect(sentNotice([sent(1, { waited: false })])).toBeNull();
    expect(sentNotice([sent(1, { title: null })])?.text).toBe('1 change sent: a delivery.');
  });
});

describe('the notice for a refused or conflicting change', () => {
  const entry = (status: OutboxEntry['status'], lastError: string | null = null): OutboxEntry => ({
    seq: 1,
    key: 'k',
    resource: 'runs',
    recordId: 42,
    method: 'PATCH',
    baseVersion: 3,
    payload: { driverId: 7 },
    status,
    attempts: 1,
    lastError,
    createdAt: 0,
    updatedAt: 0,
    userId: 1,
    title: 'BNE-1128-02',
  });

  it('names the record and links to it', () => {
    const rejected = refusedNotice(entry('rejected', 'Only admins change a run.'), 'BNE-1128-02');
    expect(rejected).toMatchObject({
      status: 'error',
      text: 'Run BNE-1128-02: the server refused the change: Only admins change a run.',
    });
    expect(rejected?.link?.label).toBe('Open Run BNE-1128-02');
    expect(rejected?.link?.to).toMatch(/42/);
    const conflict = refusedNotice(entry('conflict'), 'BNE-1128-02');
    expect(conflict?.status).toBe('warning');
    expect(conflict?.text).toMatch(/^Run BNE-1128-02: someone else changed it meanwhile/);
    expect(refusedNotice(entry('pending'), 'BNE-1128-02')).toBeNull();
  });
});
