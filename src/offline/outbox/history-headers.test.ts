import { describe, expect, it } from 'vitest';
import { MADE_AT_HEADER, SOURCE_HEADER } from '../../resources';
import { REPLAY_AFTER_MS, historyHeaders } from './replay';

describe('what the outbox tells the record history', () => {
  const made = Date.parse('2026-11-21T08:00:00.000Z');
  it('an edit sent at once: when it was made, from the console', () => {
    expect(historyHeaders({ createdAt: made, attempts: 0 }, made + 500)).toEqual({
      [MADE_AT_HEADER]: '2026-11-21T08:00:00.000Z',
    });
  });
  it('an edit that waited or failed once: an offline replay, still with when it was made', () => {
    for (const [attempts, at] of [
      [0, made + REPLAY_AFTER_MS + 1],
      [1, made + 1000],
    ] as const)
      expect(historyHeaders({ createdAt: made, attempts }, at)).toEqual({
        [MADE_AT_HEADER]: '2026-11-21T08:00:00.000Z',
        [SOURCE_HEADER]: 'offline-replay',
      });
  });
});
