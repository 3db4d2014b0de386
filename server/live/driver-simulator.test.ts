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
  it('starts runs, arrives at drops, delivers or fails them, scans boxes and moves assets, all through the API', async () => {
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
      now: () => new Date(`${TODAY}T03:00:00Z`),
    });
    const start = (await json<{ position: number }>(await call(server, 'GET', '/api/changes', { token: admin })))
      .position;

    const done: string[] = [];
    const kinds = ['PATCH runs', 'PATCH drops', 'PATCH deliveries', 'POST scans', 'PATCH equipment'];
    for (let tick = 0; tick < 12 && !kinds.every((k) => done.some((d) => d.startsWith(k))); tick++) {
      done.push(...(await simulator.tick()));
    }
    for (const kind of kinds)
      expect(
        done.some((d) => d.startsWith(kind)),
        kind,
      ).toBe(true);

    // every change it reports is a call it sent to the API's routes
    const paths: Record<string, string> = {
      runs: '/api/runs',
      drops: '/api/drops',
      deliveries: '/api/deliveries',
      equipment: '/api/mhe/equipment',
    };
    for (const change of done) {
      const [method, resource, id] = change.split(' ');
      if (resource === 'scans') expect(sent).toContain('POST /api/scans');
      else expect(sent).toContain(`${method} ${paths[resource ?? '']}/${id}`);
    }
    expect(sent[0]).toBe('POST /api/authenticate');

    // the records read back changed, and the feed carries them as any console's write
    const feed = await feedSince(start);
    for (const change of done.filter((d) => d.startsWith('PATCH'))) {
      const [, resource, id, word] = change.split(' ');
      expect(feed.some((f) => f.resource === resource && f.id === Number(id))).toBe(true);
      const record = await json<{ data: { status?: string; version: number } }>(
        await call(server, 'GET', `${paths[resource ?? '']}/${id}`, { token: admin }),
      );
      if (resource === 'equipment') expect(record.data.version).toBeGreaterThan(1);
      else if (resource === 'drops') expect(['arrived', 'completed', 'failed']).toContain(record.data.status);
      else if (resource === 'runs') expect(['in-progress', 'finished']).toContain(record.data.status);
      else expect(record.data.status).toBe(word);
    }
    expect(feed.some((f) => f.resource === 'scans')).toBe(true);
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
