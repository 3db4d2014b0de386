import { describe, expect, it } from 'vitest';
import { percent, percentText } from './scoreboard-model';

describe('scoreboard percentages', () => {
  it('rounds to whole percents and says nothing of nothing', () => {
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBeNull();
    expect(percentText(0, 0)).toBe('–');
    expect(percentText(9, 10)).toBe('90%');
  });
});
