/**
 * The control centre's late drops are read on each run's depot clock at the server's time
 * (controlBoard's `now`), never a device's: Perth (+08:00), Darwin (+09:30, no daylight saving)
 * and Auckland (+13:00 in summer) read the same instant as three times of day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureData } from '../testing/fixture';
import { startTestServer, type TestServer } from '../testing/helpers';
import { controlBoard } from './aggregates';

const DAY = '2026-12-05';
let server: TestServer;

beforeAll(async () => {
  const data = fixtureData();
  const records = data.records;
  const zones: [number, string, string][] = [
    [2, 'Perth', 'Australia/Perth'],
    [3, 'Darwin', 'Australia/Darwin'],
    [4, 'Auckland', 'Pacific/Auckland'],
  ];
  records.routingGroups = [
    ...(records.routingGroups ?? []),
    ...zones.map(([id, name, timezone]) => ({
      id,
      clientId: null,
      name,
      code: name.slice(0, 3).toUpperCase(),
      countryId: 1,
      stateId: 1,
      timezone,
    })),
  ];
  const baseRun = records.runs?.[0];
  const baseDrop = records.drops?.[0];
  if (!baseRun || !baseDrop) throw new Error('the fixture has runs and drops');
  records.runs = [
    ...(records.runs ?? []),
    ...zones.map(([id, name]) => ({
      ...baseRun,
      id: 10 + id,
      code: `${name.toUpperCase()}-1`,
      date: DAY,
      routingGroupId: id,
    })),
  ];
  // one drop still pending on each run, due at 09:00 there
  records.drops = [
    ...(records.drops ?? []),
    ...zones.map(([id]) => ({ ...baseDrop, id: 20 + id, runId: 10 + id, date: DAY, status: 'pending', eta: '09:00' })),
  ];
  server = await startTestServer({ data });
});

afterAll(async () => {
  await server.close();
});

/** The late drops of each run of the day at the server's time `iso`. */
async function lateAt(iso: string): Promise<Record<string, number>> {
  const board = await controlBoard(server.db, null, DAY, new Date(iso));
  return Object.fromEntries(board.runs.map((r) => [r.code, r.late]));
}

describe('the control centre’s late drops on each depot’s clock', () => {
  it('reads one server instant on Perth’s, Darwin’s and Auckland’s own clocks', async () => {
    // 23:15 UTC on the 4th: Perth 07:15, Darwin 08:45, Auckland 12:15 on the 5th
    expect(await lateAt('2026-12-04T23:15:00Z')).toEqual({ 'PERTH-1': 0, 'DARWIN-1': 0, 'AUCKLAND-1': 1 });
    // half an hour later Darwin is 09:15: its half-hour offset counts
    expect(await lateAt('2026-12-04T23:45:00Z')).toEqual({ 'PERTH-1': 0, 'DARWIN-1': 1, 'AUCKLAND-1': 1 });
    // 01:30 UTC: Perth 09:30
    expect(await lateAt('2026-12-05T01:30:00Z')).toEqual({ 'PERTH-1': 1, 'DARWIN-1': 1, 'AUCKLAND-1': 1 });
  });

  it('counts no drop of a day not begun there, and every open drop of a day that has passed there', async () => {
    // 10:30 UTC on the 4th: Perth 18:30, Darwin 20:00, Auckland 23:30, all still on the 4th (past 09:00, not the day)
    expect(await lateAt('2026-12-04T10:30:00Z')).toEqual({ 'PERTH-1': 0, 'DARWIN-1': 0, 'AUCKLAND-1': 0 });
    // 15:30 UTC on the 5th: Perth 23:30 on the 5th; Darwin 01:00 and Auckland 04:30 on the 6th, before 09:00 but a day on
    expect(await lateAt('2026-12-05T15:30:00Z')).toEqual({ 'PERTH-1': 1, 'DARWIN-1': 1, 'AUCKLAND-1': 1 });
  });
});
