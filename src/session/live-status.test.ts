import { describe, expect, it } from 'vitest';
import { liveStatusText } from './live-status';

describe('the live status line', () => {
  it('says nothing before the live updates start, then whether the stream is open', () => {
    expect(liveStatusText(null)).toBeNull();
    expect(liveStatusText({ connected: true, appliedAt: null })).toBe('Live: connected');
    expect(liveStatusText({ connected: false, appliedAt: 5 })).toBe('Live: reconnecting');
  });
});
