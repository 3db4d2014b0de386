import { describe, expect, it } from 'vitest';
import { RecentCodes, WedgeBuffer, isTypingTarget, normaliseCode } from './wedge';

const burst = (buffer: WedgeBuffer, text: string, start: number, gap: number): string | null => {
  let out: string | null = null;
  [...text, 'Enter'].forEach((key, i) => {
    out = buffer.key(key, start + i * gap) ?? out;
  });
  return out;
};

describe('keyboard wedge', () => {
  it('reads a fast burst ending in Enter as one code, and ignores modifier keys', () => {
    const buffer = new WedgeBuffer();
    expect(buffer.key('Shift', 0)).toBeNull();
    expect(burst(buffer, 'FRSH00000123', 1, 5)).toBe('FRSH00000123');
    expect(buffer.pending).toBe(0);
  });

  it('does not take a person typing (slow keys) or a short burst for a scan', () => {
    const buffer = new WedgeBuffer();
    expect(burst(buffer, 'FRSH0001', 0, 120)).toBeNull();
    expect(burst(buffer, 'ab', 10_000, 5)).toBeNull();
  });

  it('starts a new code after a pause, so stray keys before a scan are dropped', () => {
    const buffer = new WedgeBuffer();
    buffer.key('x', 0);
    buffer.key('y', 10);
    expect(burst(buffer, 'BOX-1234', 500, 4)).toBe('BOX-1234');
  });

  it('never treats typing in a form field as a scan', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});

describe('duplicate window', () => {
  it('ignores the same code within the window, not other codes, and takes it again after the window', () => {
    const recent = new RecentCodes(3000);
    expect(recent.isRepeat('A1', 0)).toBe(false);
    expect(recent.isRepeat('A1', 1000)).toBe(true);
    expect(recent.isRepeat('B2', 1200)).toBe(false);
    expect(recent.isRepeat('A1', 3500)).toBe(false);
  });

  it('compares codes trimmed and upper case', () => {
    expect(normaliseCode('  frsh0001 \n')).toBe('FRSH0001');
  });
});
