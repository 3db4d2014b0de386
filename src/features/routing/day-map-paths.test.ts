import { describe, expect, it } from 'vitest';
import { PRIMARY_CONNECT_PATH, readDayMap, VISUALISATION_PATH, writeDayMap } from './day-map-paths';

const TODAY = '2026-11-23';

describe('day map paths', () => {
  it('reads every segment as a filter and drops what it does not accept', () => {
    const { date, values } = readDayMap(
      VISUALISATION_PATH,
      '/d/visualisation/date/2026-11-24/rg/1,2,x/z/all/service/home,boat/tw/08,25',
      TODAY,
    );
    expect(date).toBe('2026-11-24');
    expect(values).toEqual({ rg: ['1', '2'], rz: [], z: [], client: [], service: ['home'], tw: ['08'] });
  });

  it('falls back to today and to no filter for a short or broken path', () => {
    expect(readDayMap(VISUALISATION_PATH, '/d/visualisation', TODAY).date).toBe(TODAY);
    expect(readDayMap(PRIMARY_CONNECT_PATH, '/d/primary-connect/not-a-date/rg/%E0%A4%A', TODAY)).toEqual({
      date: TODAY,
      values: { rg: [], rz: [], z: [], c: [], status: [] },
    });
  });

  it('round-trips through the canonical path, the date directly after the base where the spec says so', () => {
    const values = { rg: ['3'], rz: [], z: [], c: [], status: ['loaded'] };
    const path = writeDayMap(PRIMARY_CONNECT_PATH, '2026-11-25', values);
    expect(path).toBe('/d/primary-connect/2026-11-25/rg/3/rz/all/z/all/c/all/status/loaded');
    expect(readDayMap(PRIMARY_CONNECT_PATH, path, TODAY)).toEqual({ date: '2026-11-25', values });
    expect(
      writeDayMap(VISUALISATION_PATH, '2026-11-25', { rg: [], rz: ['4'], z: [], client: [], service: [], tw: [] }),
    ).toBe('/d/visualisation/date/2026-11-25/rg/all/rz/4/z/all/client/all/service/all/tw/all');
  });
});
