import { describe, expect, it } from 'vitest';
import { call, json, signedInApp } from '../testing/helpers';

interface Member {
  id: number;
  name: string;
  role: string;
  depotId: number | null;
  contractorId: number | null;
}

const fx = signedInApp('admin', 'client-user', 'contractor');

async function crewOf(who: 'admin' | 'client-user' | 'contractor'): Promise<Member[]> {
  const res = await call(fx.server, 'GET', '/api/nv/crew?limit=-1&sort=name', { token: fx.tokens[who] });
  expect(res.status).toBe(200);
  const body = await json<{ data: Member[]; count: number }>(res);
  expect(body.count).toBe(body.data.length);
  return body.data;
}

describe('the crew list (GET /api/nv/crew)', () => {
  it('gives an admin every active driver and contractor by full name, with their depot', async () => {
    const crew = await crewOf('admin');
    expect(crew.filter((m) => m.role === 'driver').length).toBeGreaterThan(0);
    expect(crew.filter((m) => m.role === 'contractor').length).toBeGreaterThan(0);
    expect(crew.every((m) => m.name.includes(' '))).toBe(true);
    expect(JSON.stringify(crew)).not.toMatch(/email|phone|@/);
  });

  it('gives a client user first names only, with no depot or crew links', async () => {
    const admin = new Map((await crewOf('admin')).map((m) => [m.id, m.name]));
    const crew = await crewOf('client-user');
    expect(crew.length).toBe(admin.size);
    for (const m of crew) {
      expect(admin.get(m.id)?.split(' ')[0]).toBe(m.name);
      expect(m).toMatchObject({ depotId: null, contractorId: null });
    }
  });

  it('gives a contractor themselves and their own drivers', async () => {
    const crew = await crewOf('contractor');
    const self = crew.find((m) => m.role === 'contractor');
    expect(crew.filter((m) => m.role === 'contractor')).toHaveLength(1);
    expect(crew.filter((m) => m.role === 'driver').every((m) => m.contractorId === self?.id)).toBe(true);
    const one = crew.find((m) => m.role === 'driver');
    const res = await call(fx.server, 'GET', `/api/nv/crew/${one?.id ?? 0}`, { token: fx.tokens.contractor });
    expect(res.status).toBe(200);
    const other = (await crewOf('admin')).find((m) => m.role === 'driver' && m.contractorId !== self?.id);
    const hidden = await call(fx.server, 'GET', `/api/nv/crew/${other?.id ?? 0}`, { token: fx.tokens.contractor });
    expect(hidden.status).toBe(404);
  });

  it('is read-only: a write is refused and nothing is stored', async () => {
    const res = await call(fx.server, 'POST', '/api/nv/crew', {
      token: fx.tokens.admin,
      body: { name: 'Someone', role: 'driver', depotId: null, contractorId: null },
    });
    expect(res.status).toBe(403);
  });
});
