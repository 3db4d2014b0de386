import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCount,
  formatDateTime,
  formatDay,
  formatDuration,
  formatWallTime,
  instantAt,
  isTimeZone,
  offsetMinutes,
  OPERATOR_ZONE,
  shiftDay,
  operatorToday,
  todayIn,
  wallClock,
  zoneName,
  zoneOr,
} from './calendar';

const at = (iso: string) => new Date(iso);

describe('today in a zone', () => {
  it('is the date on that zone’s clock, whatever the process’s zone', () => {
    // 2026-11-26 21:58 UTC: still Thursday in UTC, already Friday in Perth (05:58), Sydney and Auckland
    const instant = at('2026-11-26T21:58:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-26');
    expect(todayIn('Australia/Perth', instant)).toBe('2026-11-27');
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-11-27');
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-11-27');
    // 11:30 UTC: Auckland has moved on to Saturday (00:30); 15:30 UTC: Perth is at 23:30 Friday
    expect(todayIn('Pacific/Auckland', at('2026-11-27T11:30:00Z'))).toBe('2026-11-28');
    expect(todayIn('Australia/Perth', at('2026-11-27T15:30:00Z'))).toBe('2026-11-27');
  });

  it("'today' of a view over every depot is the operator's date", () => {
    expect(OPERATOR_ZONE).toBe('Australia/Sydney');
    expect(operatorToday(at('2026-11-26T13:30:00Z'))).toBe('2026-11-27'); // 00:30 AEDT
    expect(operatorToday(at('2026-11-26T12:30:00Z'))).toBe('2026-11-26'); // 23:30 AEDT
  });
});

describe('DST edges', () => {
  it('Sydney: the clock jumps 02:00 -> 03:00 on 2026-10-04 and falls back 03:00 -> 02:00 on 2026-04-05', () => {
    expect(offsetMinutes('Australia/Sydney', at('2026-10-03T15:59:00Z'))).toBe(600);
    expect(offsetMinutes('Australia/Sydney', at('2026-10-03T16:00:00Z'))).toBe(660);
    expect(wallClock(at('2026-10-03T15:59:00Z'), 'Australia/Sydney').time).toBe('01:59');
    expect(wallClock(at('2026-10-03T16:00:00Z'), 'Australia/Sydney').time).toBe('03:00');
    expect(offsetMinutes('Australia/Sydney', at('2026-04-04T15:59:00Z'))).toBe(660);
    expect(offsetMinutes('Australia/Sydney', at('2026-04-04T16:00:00Z'))).toBe(600);
    expect(zoneName('Australia/Sydney', at('2026-07-01T00:00:00Z'))).toBe('AEST');
    expect(zoneName('Australia/Sydney', at('2026-12-01T00:00:00Z'))).toBe('AEDT');
    // Brisbane keeps standard time all year
    expect(offsetMinutes('Australia/Brisbane', at('2026-12-01T00:00:00Z'))).toBe(600);
  });

  it('Auckland: 02:00 -> 03:00 on 2026-09-27, 03:00 -> 02:00 on 2026-04-05', () => {
    expect(offsetMinutes('Pacific/Auckland', at('2026-09-26T13:59:00Z'))).toBe(720);
    expect(offsetMinutes('Pacific/Auckland', at('2026-09-26T14:00:00Z'))).toBe(780);
    expect(offsetMinutes('Pacific/Auckland', at('2026-04-04T13:59:00Z'))).toBe(780);
    expect(offsetMinutes('Pacific/Auckland', at('2026-04-04T14:00:00Z'))).toBe(720);
    expect(zoneName('Pacific/Auckland', at('2026-12-01T00:00:00Z'))).toBe('NZDT');
  });

  it('Darwin: +09:30 all year, the half hour kept, no daylight saving', () => {
    expect(offsetMinutes('Australia/Darwin', at('2026-07-01T00:00:00Z'))).toBe(570);
    expect(offsetMinutes('Australia/Darwin', at('2026-12-01T00:00:00Z'))).toBe(570);
    expect(zoneName('Australia/Darwin', at('2026-12-01T00:00:00Z'))).toBe('ACST');
    // 14:29 UTC is 23:59 there; a minute later the next day has begun
    expect(todayIn('Australia/Darwin', at('2026-11-27T14:29:00Z'))).toBe('2026-11-27');
    expect(todayIn('Australia/Darwin', at('2026-11-27T14:30:00Z'))).toBe('2026-11-28');
    expect(instantAt('2026-11-27', '08:27', 'Australia/Darwin').toISOString()).toBe('2026-11-26T22:57:00.000Z');
    // Adelaide shares the half hour in winter, and is half an hour ahead in summer
    expect(formatWallTime('08:27', '2026-07-01', 'Australia/Darwin', 'Australia/Adelaide')).toBe('08:27');
    expect(formatWallTime('08:27', '2026-12-01', 'Australia/Darwin', 'Australia/Adelaide')).toBe('08:27 ACST');
    expect(formatDateTime('2026-11-26T21:58:00Z', 'Australia/Darwin', 'UTC')).toBe('2026-11-27 07:28 ACST');
  });

  it('a wall time becomes one instant, also on the days the clock changes', () => {
    expect(instantAt('2026-11-27', '08:27', 'Australia/Perth').toISOString()).toBe('2026-11-27T00:27:00.000Z');
    expect(instantAt('2026-11-27', '08:27', 'Pacific/Auckland').toISOString()).toBe('2026-11-26T19:27:00.000Z');
    // Sydney, change day: 09:00 is already summer time (+11)
    expect(instantAt('2026-10-04', '09:00', 'Australia/Sydney').toISOString()).toBe('2026-10-03T22:00:00.000Z');
    // 01:00 is still winter time (+10)
    expect(instantAt('2026-10-04', '01:00', 'Australia/Sydney').toISOString()).toBe('2026-10-03T15:00:00.000Z');
    // 02:30 does not exist: the first minute after the gap
    expect(wallClock(instantAt('2026-10-04', '02:30', 'Australia/Sydney'), 'Australia/Sydney').time).toBe('03:30');
    // Auckland, back to winter time: 12:00 is +12
    expect(instantAt('2026-04-05', '12:00', 'Pacific/Auckland').toISOString()).toBe('2026-04-05T00:00:00.000Z');
  });
});

describe('times shown on the depot’s clock', () => {
  const arrived = '2026-11-26T21:58:00Z';

  it('reads the same in every viewer zone, naming the depot’s zone where the viewer’s differs', () => {
    expect(formatClock(arrived, 'Australia/Perth', 'Australia/Perth')).toBe('05:58');
    expect(formatClock(arrived, 'Australia/Perth', 'Pacific/Auckland')).toBe('05:58 AWST');
    expect(formatClock(arrived, 'Australia/Perth', 'UTC')).toBe('05:58 AWST');
    expect(formatDateTime(arrived, 'Australia/Sydney', 'UTC')).toBe('2026-11-27 08:58 AEDT');
    // Melbourne keeps Sydney's clock: no name needed
    expect(formatDateTime(arrived, 'Australia/Sydney', 'Australia/Melbourne')).toBe('2026-11-27 08:58');
    expect(formatDateTime(arrived, 'Pacific/Auckland', 'Australia/Perth')).toBe('2026-11-27 10:58 NZDT');
  });

  it('writes a planned time of the depot (ETA, window) with the zone where the viewer’s differs', () => {
    expect(formatWallTime('08:27:00', '2026-11-27', 'Australia/Perth', 'Australia/Perth')).toBe('08:27');
    expect(formatWallTime('08:27', '2026-11-27', 'Australia/Perth', 'UTC')).toBe('08:27 AWST');
    expect(formatWallTime('08:27', '2026-11-27', 'Australia/Brisbane', 'Australia/Sydney')).toBe('08:27 AEST');
    // in winter Brisbane and Sydney keep the same clock
    expect(formatWallTime('08:27', '2026-07-01', 'Australia/Brisbane', 'Australia/Sydney')).toBe('08:27');
    expect(formatWallTime(null, '2026-11-27', 'Australia/Perth')).toBe('—');
  });

  it('keeps calendar dates as written and reads an instant’s date in the zone', () => {
    expect(formatDay('2026-11-27', 'Pacific/Auckland')).toBe('2026-11-27');
    expect(formatDay('2026-11-26T21:58:00Z', 'Australia/Perth')).toBe('2026-11-27');
    expect(formatDay('2026-11-26T12:58:00Z', 'Australia/Perth')).toBe('2026-11-26');
    expect(formatClock(null)).toBe('—');
    expect(formatDateTime('not a time')).toBe('not a time');
  });
});

describe('days, durations, counts and zone names', () => {
  it('steps days across month and year ends, and across DST changes, without a clock', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2026-10-03', 1)).toBe('2026-10-04');
    expect(shiftDay('2026-04-05', -1)).toBe('2026-04-04');
  });

  it('knows real zones', () => {
    expect(isTimeZone('Australia/Darwin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(zoneOr('Mars/Olympus')).toBe(OPERATOR_ZONE);
    expect(zoneOr('Australia/Adelaide')).toBe('Australia/Adelaide');
  });

  it('writes durations and counts as people read them', () => {
    expect(formatDuration(25)).toBe('25 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(65)).toBe('1 h 05 min');
    expect(formatCount(1978)).toBe('1,978');
  });
});
