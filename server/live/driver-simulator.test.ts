/**
 * The driver simulator goes through the API: every change it makes is a call it sent (recorded
 * at its HTTP client), answered by the routes, and each changed record reaches the change feed
 * as any console's write does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoData } from '../seed/generate';
import { DEMO_PASSWORD } from '../seed/types';
import { call, json, login, startTestServer, type TestServer } from '../testing/helpers';
import { DriverSimulator, SimulatorSignInError } from './driver-simulator';

const TODAY = '2026-11-27';
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({
    data: generateDemoData({ seed: 5, today: TODAY, days: 1, deliveriesPerDay: 40 }),
  });
  admin = await login(server, 'admin@demo.test');
});
afterAll(async () => {
  await server.close();
});

/** Dice that repeat: the same run every time. */
function dice(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

async function feedSince(position: number): Promise<{ resource: string; id: number }[]> {
  const out: { resource: string; id: number }[] = [];
  for (let since = position, more = true; more;) {
    const page = await json<{ data: { resource: string; id: number }[]; position: number; more: boolean }>(
      await call(server, 'GET', `/api/changes?since=${since}&limit=1000`, { token: admin }),
    );
    out.push(...page.data);
    since = page.position;
    more = page.more;
  }
  return out;
}

describe('the driver simulator', () => {
  it('starts runs, drives vans along their routes, delivers with photos or fails with reasons, scans boxes and moves assets, all through the API', async () => {
    const sent: string[] = [];
    const simulator = new DriverSimulator({
      origin: 'http://simulator.test',
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      fetch: (url, init) => {
        sent.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
        return Promise.resolve(server.app.request(url, init));
      },
      random: dice(42),
      today: () => TODAY,
      // the server stamps arrivals with its own clock: a day that moves a stop a tick
      speedKmh: 1e9,
      dwellMs: 0,
      vansPerTick: 20,
    });
    const start = (await json<{ position: number }>(await call(server, 'GET', '/api/changes', { token: admin })))
      .position;

    const done: string[] = [];
    const kinds = [
      'PATCH runs',
      'PATCH drops',
      'POST deliveries',
      'PATCH deliveries',
      'POST scans',
      'POST equipment',
      'PATCH equipment',
    ];
    const outcomes = () => ['delivered', 'failed'].every((o) => done.some((d) => d.endsWith(o)));
    for (let tick = 0; tick < 30 && !(kinds.every((k) => done.some((d) => d.startsWith(k))) && outcomes()); tick++) {
      done.push(...(await simulator.tick()));
    }
    for (const kind of kinds)
      expect(
        done.some((d) => d.startsWith(kind)),
        kind,
      ).toBe(true);
    expect(outcomes()).toBe(true);

    // every change it reports is a call it sent to the API's routes
    const paths: Record<string, string> = {
      runs: '/api/runs',
      drops: '/api/drops',
      deliveries: '/api/deliveries',
      equipment: '/api/mhe/equipment',
    };
    for (const change of done) {
      const [method, resource, id, what] = change.split(' ');
      if (resource === 'scans') expect(sent).toContain('POST /api/scans');
      else if (method === 'POST' && resource === 'equipment') expect(sent).toContain('POST /api/mhe/equipment');
      else if (what === 'photo') expect(sent).toContain(`POST /api/deliveries/${id}/file`);
      else expect(sent).toContain(`${method} ${paths[resource ?? '']}/${id}`);
    }
    expect(sent[0]).toBe('POST /api/authenticate');

    // the records read back changed, and the feed carries them as any console's write
    const feed = await feedSince(start);
    const read = async <T>(path: string) =>
      (await json<{ data: T }>(await call(server, 'GET', path, { token: admin }))).data;
    for (const change of done.filter((d) => d.startsWith('PATCH'))) {
      const [, resource, id, word] = change.split(' ');
      expect(feed.some((f) => f.resource === resource && f.id === Number(id))).toBe(true);
      const record = await read<{ status?: string; version: number }>(`${paths[resource ?? '']}/${id}`);
      if (resource === 'equipment') expect(record.version).toBeGreaterThan(1);
      else if (resource === 'drops') expect(['arrived', 'completed', 'failed', 'skipped']).toContain(record.status);
      else if (resource === 'runs') expect(['in-progress', 'finished']).toContain(record.status);
      else expect(record.status).toBe(word);
    }
    expect(feed.some((f) => f.resource === 'scans')).toBe(true);

    // a delivered drop carries the photo it uploaded: a small PNG served back from its url
    const deliveredId = done.find((d) => d.endsWith('delivered'))?.split(' ')[2];
    const delivered = await read<{ photos: { url: string; tag?: string }[]; deliveredAt: string | null }>(
      `/api/deliveries/${deliveredId}`,
    );
    expect(delivered.deliveredAt).not.toBeNull();
    const photo = delivered.photos.at(-1)?.url ?? '';
    expect(photo).toMatch(/^\/api\/files\/\d+$/);
    const file = await call(server, 'GET', photo, { token: admin });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBeLessThan(1024);
    // a failed one carries a reason
    const failedId = done.find((d) => d.endsWith('failed'))?.split(' ')[2];
    expect((await read<{ failureReason: string | null }>(`/api/deliveries/${failedId}`)).failureReason).toBeTruthy();

    // each run's drops were arrived at in their sequence
    const arrived = done.filter((d) => d.startsWith('PATCH drops') && d.endsWith('arrived'));
    expect(arrived.length).toBeGreaterThan(1);
    const drops = await Promise.all(
      arrived.map((d) => read<{ runId: number; sequence: number }>(`/api/drops/${d.split(' ')[2]}`)),
    );
    for (const run of new Set(drops.map((d) => d.runId))) {
      const sequence = drops.filter((d) => d.runId === run).map((d) => d.sequence);
      expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    }

    // the vans report where they are, as assets the Asset Tracker shows
    const vans = await read<{ kind: string; lat: number | null; lastSeenAt: string | null }[]>(
      '/api/mhe/equipment?kind=van&limit=-1',
    );
    expect(vans.length).toBeGreaterThan(0);
    for (const van of vans) {
      expect(van.lat).not.toBeNull();
      expect(van.lastSeenAt).not.toBeNull();
    }
  });

  it('a sign-in the server refuses stops the tick with the reason, before any other call', async () => {
    const sent: string[] = [];
    const simulator = new DriverSimulator({
      origin: 'http://simulator.test',
      email: 'admin@demo.test',
      password: 'not the password',
      fetch: (url, init) => {
        sent.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
        return Promise.resolve(server.app.request(url, init));
      },
      today: () => TODAY,
    });
    await expect(simulator.tick()).rejects.toThrow(SimulatorSignInError);
    expect(sent).toEqual(['POST /api/authenticate']);
  });
});
