import { describe, expect, it } from 'vitest';
import { CURRENT_DRIVER_APP_VERSION, DRIVER_APP_RELEASES, compareVersions, isOutOfDate } from './driver-apps';

describe('driver app versions', () => {
  it('compares numerically per part, so 5.10 comes after 5.9', () => {
    expect(compareVersions('5.10.0', '5.9.3')).toBeGreaterThan(0);
    expect(compareVersions('5.4', '5.4.0')).toBe(0);
    expect(compareVersions('5.3.1', '5.4.0')).toBeLessThan(0);
  });

  it('names the current release once: the newest of the releases; anything older is out of date', () => {
    expect(CURRENT_DRIVER_APP_VERSION).toBe(DRIVER_APP_RELEASES[DRIVER_APP_RELEASES.length - 1]);
    expect([...DRIVER_APP_RELEASES].sort(compareVersions)).toEqual([...DRIVER_APP_RELEASES]);
    expect(DRIVER_APP_RELEASES.map(isOutOfDate)).toEqual([true, true, true, false]);
    expect(isOutOfDate('6.0.0')).toBe(false);
  });
});
