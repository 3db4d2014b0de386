import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import { LIVE_TICK_MS, ReportStamp } from './report-stamp';

const at = (s: string) => new Date(s).getTime();
const stamp = () => document.querySelector('[data-testid="report-stamp"]')?.textContent;

describe('ReportStamp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the date of a stored report, not only its time, and its age', () => {
    vi.setSystemTime(at('2026-11-27T12:02:00'));
    renderWithChakra(<ReportStamp fetchedAt={at('2026-11-26T16:02:00')} fresh={false} />);
    expect(stamp()).toBe('Stored copyas of 16:02 yesterday, 20 h ago');
  });

  it('says how long ago a live report was updated, in seconds as its clock moves, and its day', () => {
    vi.setSystemTime(at('2026-11-27T09:42:03'));
    renderWithChakra(<ReportStamp fetchedAt={at('2026-11-27T09:42:00')} fresh />);
    expect(stamp()).toBe('Liveupdated just now, at 09:42 today');
    act(() => void vi.advanceTimersByTime(LIVE_TICK_MS));
    expect(stamp()).toBe('Liveupdated 10 s ago, at 09:42 today');
    act(() => void vi.advanceTimersByTime(5 * LIVE_TICK_MS));
    expect(stamp()).toBe('Liveupdated 1 min ago, at 09:42 today');
  });
});
