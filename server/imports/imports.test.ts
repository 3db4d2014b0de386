import { describe, expect, it } from 'vitest';
import { CLIENT_A, CLIENT_B } from '../testing/fixture';
import { call, json, signedInApp } from '../testing/helpers';

interface ImportBody {
  data?: { id: number; status: string; importedCount: number; rowCount: number; clientId: number };
  importedCount?: number;
  lineErrors?: { line: number; message: string }[];
  upload?: { id: number; status: string; errorCount: number; errors: { line: number; message: string }[] };
  errors?: { code: string; displayMessage: string }[];
}

const fx = signedInApp('admin', 'client-admin', 'client-user', 'other-client', 'admin-dashboard-only');

const HEADER = 'reference,date,recipientName,address,countryId,routingGroupId,instructions';
function manifest(prefix: string, count: number, bad: Record<number, string> = {}): string {
  const lines = [HEADER];
  for (let i = 1; i <= count; i++)
    lines.push(bad[i] ?? `${prefix}-${i},2026-11-23,Recipient ${i},"${i} Main St, Unit 2",1,1,`);
  return lines.join('\n');
}

const importCsv = (who: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(fx.server, 'POST', '/api/deliveries/import', { token: fx.tokens[who], body, headers });

async function countDeliveries(q: string): Promise<number> {
  const res = await call(fx.server, 'GET', `/api/deliveries?limit=0&q=${encodeURIComponent(q)}`, {
    token: fx.tokens.admin,
  });
  return (await json<{ count: number }>(res)).count;
}

describe('POST /api/deliveries/import', () => {
  it('imports every row of a valid manifest and records the upload', async () => {
    const res = await importCsv('client-admin', {
      fileName: 'good.csv',
      clientId: CLIENT_A,
      csv: manifest('GOOD', 30),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await json<ImportBody>(res);
    expect(body.importedCount).toBe(30);
    expect(body.data).toMatchObject({ status: 'imported', importedCount: 30, rowCount: 30, clientId: CLIENT_A });
    expect(await countDeliveries('GOOD-')).toBe(30);
    const one = await call(fx.server, 'GET', '/api/deliveries?reference=GOOD-7', { token: fx.tokens.admin });
    expect((await json<{ data: Record<string, unknown>[] }>(one)).data[0]).toMatchObject({
      address: '7 Main St, Unit 2',
      status: 'pending',
      clientId: CLIENT_A,
    });
  });

  it('imports nothing when any row is bad, and names the lines', async () => {
    const csv = manifest('HALF', 50, { 10: 'HALF-10,2026-13-45,R,A,1,1,', 40: 'HALF-40,2026-11-23,R,A,1,999,' });
    const res = await importCsv('client-admin', { fileName: 'half.csv', clientId: CLIENT_A, csv });
    expect(res.status).toBe(422);
    const body = await json<ImportBody>(res);
    expect(body.errors?.[0]?.code).toBe('IMPORT_REJECTED');
    expect(body.lineErrors?.map((e) => e.line)).toEqual([11, 41]);
    expect(await countDeliveries('HALF-')).toBe(0);
    expect(body.upload).toMatchObject({ status: 'rejected', errorCount: 2 });
    const uploads = await call(fx.server, 'GET', '/api/file-uploads?sort=-id', { token: fx.tokens['client-admin'] });
    expect((await json<{ data: { fileName: string; status: string }[] }>(uploads)).data[0]).toMatchObject({
      fileName: 'half.csv',
      status: 'rejected',
    });
  });

  it('checks the database too: unknown referenced ids and references already used by the client', async () => {
    const csv = manifest('DB', 5, { 3: 'DB-3,2026-11-23,R,A,1,999,', 5: 'GOOD-1,2026-11-23,R,A,1,1,' });
    const res = await importCsv('admin', { fileName: 'db.csv', clientId: CLIENT_A, csv });
    expect(res.status).toBe(422);
    const body = await json<ImportBody>(res);
    expect(body.lineErrors).toEqual([
      { line: 4, message: 'routingGroupId: there is no routing group 999' },
      { line: 6, message: 'reference: GOOD-1 already exists for this client' },
    ]);
    expect(await countDeliveries('DB-')).toBe(0);
  });

  it('scopes the client: a client-admin imports only for its own clients', async () => {
    const other = await importCsv('other-client', { fileName: 'x.csv', clientId: CLIENT_A, csv: manifest('SCOPE', 2) });
    expect(other.status).toBe(403);
    const res = await importCsv('client-admin', { fileName: 'x.csv', clientId: 999, csv: manifest('SCOPE', 2) });
    expect(res.status).toBe(403);
    expect(await countDeliveries('SCOPE-')).toBe(0);
  });

  it('needs the upload-manifest permission', async () => {
    for (const who of ['client-user', 'admin-dashboard-only']) {
      const res = await importCsv(who, { fileName: 'x.csv', clientId: CLIENT_B, csv: manifest('PERM', 2) });
      expect(res.status, who).toBe(403);
    }
    const anonymous = await call(fx.server, 'POST', '/api/deliveries/import', {
      body: { fileName: 'x.csv', csv: manifest('PERM', 1) },
    });
    expect(anonymous.status).toBe(401);
    const noXsrf = await call(fx.server, 'POST', '/api/deliveries/import', {
      token: fx.tokens.admin,
      xsrf: false,
      body: { fileName: 'x.csv', csv: 'a' },
    });
    expect(noXsrf.status).toBe(403);
    // a deeply nested body is refused by the cheap checks first, and never answers 500
    const deep = `{"csv":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const deepNoXsrf = await call(fx.server, 'POST', '/api/deliveries/import', { raw: deep, xsrf: false });
    expect(deepNoXsrf.status).toBe(403);
    const deepSignedIn = await call(fx.server, 'POST', '/api/deliveries/import', { token: fx.tokens.admin, raw: deep });
    expect(deepSignedIn.status).toBe(400);
    expect(await countDeliveries('PERM-')).toBe(0);
  });

  it('answers a repeated Idempotency-Key with the first answer and imports once', async () => {
    const body = { fileName: 'retry.csv', clientId: CLIENT_B, csv: manifest('ONCE', 3) };
    const headers = { 'Idempotency-Key': 'import-once-1' };
    const first = await importCsv('admin', body, headers);
    const second = await importCsv('admin', body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await countDeliveries('ONCE-')).toBe(3);
  });

  it('accepts a manifest larger than the 1 MB JSON limit of the other routes', async () => {
    const csv = manifest('BIG', 6000);
    expect(csv.length).toBeGreaterThan((1024 * 1024) / 4);
    const padded = `${csv}\n${' '.repeat(1024 * 1024)}`;
    const res = await importCsv('admin', { fileName: 'big.csv', clientId: CLIENT_B, csv: padded });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await countDeliveries('BIG-')).toBe(6000);
  });
});
