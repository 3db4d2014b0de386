/**
 * Issue 11 items 1-3 case by case: uploads cannot carry active content, the listed kinds of bad
 * input get a 4xx with field errors, and the listed kinds of bad write are refused.
 * @pglite-only: refusals happen before SQL, through the generic store (on Postgres in resources.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../src/resources/index';
import { resourceList } from '../../src/resources/index';
import { generateDemoData } from '../seed/generate';
import { CLIENT_A, CLIENT_B } from '../testing/fixture';
import { expectHandled } from '../testing/hostile';
import { call, json, signedInApp, XSRF } from '../testing/helpers';
import { declaredFieldErrors } from './values';

type Rec = Record<string, unknown> & { id: number; version: number; clientId: number | null };
interface ErrorBody {
  errors: { code: string; field?: string }[];
}

const fx = signedInApp('admin', 'client-admin', 'client-user');
let cases = 0;
afterAll(() => {
  process.stdout.write(`hostile-input cases tried by bad-writes.test.ts: ${cases}\n`);
});

async function refused(res: Response, what: string, status: number, field?: string): Promise<void> {
  cases++;
  const { status: got, body } = await expectHandled(res, what);
  expect(got, what).toBe(status);
  // a field error may name the element inside the field (clientIds.0)
  if (field)
    expect(
      (body as ErrorBody).errors.some((e) => e.field === field || (e.field ?? '').startsWith(`${field}.`)),
      `${what}: ${JSON.stringify(body)}`,
    ).toBe(true);
}

async function deliveryBody(id = 1): Promise<Rec> {
  const { data } = await json<{ data: Rec }>(
    await call(fx.server, 'GET', `/api/deliveries/${id}`, { token: fx.tokens.admin }),
  );
  const { id: _i, version: _v, createdAt: _c, updatedAt: _u, historical: _h, ...fields } = data;
  return fields as Rec;
}

async function upload(
  recordId: number,
  name: string,
  type: string,
  bytes: Uint8Array<ArrayBuffer> | string,
  who = 'client-admin',
): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return fx.server.app.request(`/api/deliveries/${recordId}/file`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${fx.tokens[who]}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
  });
}

describe('item 1: uploads carry no active content', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const active: [string, string, string][] = [
    ['x.html', 'text/html', '<html><script>alert(1)</script></html>'],
    ['x.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['x.png', 'image/png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['x.jpg', 'image/jpeg', '  <!DOCTYPE html><script>alert(1)</script>'],
    ['x.txt', 'text/plain', '<?xml version="1.0"?><x/>'],
    ['x.js', 'application/octet-stream', 'alert(1)'],
    ['x.bin', 'application/javascript', 'alert(1)'],
    ['x.xml', 'text/xml', '<a/>'],
    ['x.xhtml', 'application/xhtml+xml', '<html/>'],
    ['x.pdf', 'application/pdf', '<html><body onload=alert(1)>'],
  ];

  it.each(active)('refuses %s declared %s', async (name, type, content) => {
    const rec = (await deliveryBody()) as Rec;
    expect(rec.clientId).toBe(CLIENT_A);
    await refused(await upload(1, name, type, content), `upload ${name}`, 415, 'file');
  });

  it('serves a raster image inline with nosniff and a sandbox CSP, whatever type was declared', async () => {
    const res = await upload(1, 'pod.png', 'application/octet-stream', PNG);
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { url: string; contentType: string } }>(res);
    expect(data.contentType).toBe('image/png');
    const file = await call(fx.server, 'GET', data.url, { token: fx.tokens['client-user'] });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('serves anything else as an attachment, and a file stored before the rules cannot run', async () => {
    const res = await upload(1, 'notes.txt', 'text/plain', 'plain words');
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { url: string } }>(res);
    const file = await call(fx.server, 'GET', data.url, { token: fx.tokens.admin });
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const { sql } = await import('drizzle-orm');
    const old = await fx.server.db.query<{
      id: number;
    }>(sql`insert into files (resource, record_id, name, content_type, size, bytes)
      values ('deliveries', 1, 'old.html', 'text/html', 20, convert_to('<script>1</script>', 'UTF8')) returning id::int as id`);
    const legacy = await call(fx.server, 'GET', `/api/files/${old[0]?.id}`, { token: fx.tokens.admin });
    expect(legacy.headers.get('content-type')).toBe('application/octet-stream');
    expect(legacy.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(legacy.headers.get('content-security-policy')).toMatch(/sandbox/);
  });
});

describe('item 2: bad input gets a 4xx with field errors, never a 5xx', () => {
  const queries: [string, string][] = [
    ['updatedAt_from=not-a-date', 'updatedAt_from'],
    ['updatedAt_to=2026-02-30', 'updatedAt_to'],
    ['updatedAt_from=2026-11-22T25:61:00Z', 'updatedAt_from'],
    ['date_from=2026-13-45', 'date'],
    ['limit=99999999999999999999', 'limit'],
    ['limit=1e30', 'limit'],
    ['offset=9223372036854775808', 'offset'],
    ['id=99999999999999999999', 'id'],
    ['id=1e30', 'id'],
    ['clientId=2147483648', 'clientId'],
    ['clientId=1,99999999999', 'clientId'],
    ['q=%00', 'q'],
    ['q=a%00b', 'q'],
    ['suburb=%00', 'suburb'],
    ['status=delivered,%00', 'status'],
  ];
  it.each(queries)('GET /api/deliveries?%s', async (query, field) => {
    await refused(
      await call(fx.server, 'GET', `/api/deliveries?${query}`, { token: fx.tokens.admin }),
      query,
      400,
      field,
    );
  });

  it('answers undecodable percent escapes without a 5xx', async () => {
    for (const query of ['reference=%ED%A0%80', 'q=%FF', 'suburb=%C0%80', 'q=%', 'id=%E2%82']) {
      cases++;
      await expectHandled(await call(fx.server, 'GET', `/api/deliveries?${query}`, { token: fx.tokens.admin }), query);
    }
  });

  it('refuses NUL bytes and lone surrogates in every JSON body: log-in, dashboard, system error, CSV import, records', async () => {
    const targets: [string, string, Record<string, unknown>][] = [
      ['/api/authenticate', 'email', { email: 'admin@demo.test\u0000', password: 'x' }],
      ['/api/authenticate', 'password', { email: 'admin@demo.test', password: '\uD800' }],
      ['/api/flex/authenticate', 'flexToken', { userIdentity: 'admin@demo.test', flexToken: 'a\u0000' }],
      ['/api/nv/dashboard-activity', 'page', { page: '/d/\u0000' }],
      ['/api/nv/dashboard-activity', 'queryParams.q', { queryParams: { q: '\uDC00' } }],
      ['/api/nv/system-error', 'stackTrace', { stackTrace: 'Error\u0000' }],
      ['/api/nv/system-error', 'uri', { uri: '\uD83D' }],
      ['/api/deliveries/import', 'csv', { fileName: 'm.csv', csv: 'reference\nA\u0000' }],
      ['/api/deliveries/import', 'fileName', { fileName: '\uD800.csv', csv: 'reference\nA' }],
      ['/api/nv/country', 'name', { name: 'X\u0000', code: 'XX' }],
      [
        '/api/deliveries',
        'statusHistory[0].by',
        { reference: 'R', statusHistory: [{ status: 'pending', at: 'x', by: '\uDBFF' }] },
      ],
    ];
    for (const [path, field, body] of targets) {
      await refused(
        await call(fx.server, 'POST', path, { token: fx.tokens.admin, body }),
        `${path} ${field}`,
        400,
        field,
      );
    }
  });

  it('refuses a NUL in an upload name', async () => {
    await refused(
      await upload(1, 'a\u0000.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])),
      'upload name',
      400,
      'file.name',
    );
  });

  it('refuses out-of-range ids in bodies', async () => {
    const base = await deliveryBody();
    for (const [field, value] of [
      ['countryId', 1e20],
      ['runId', 2 ** 53 + 2],
      ['stateId', 9.3e18],
      ['boxCount', 2 ** 31],
      ['clientId', 2 ** 40],
    ] as const) {
      await refused(
        await call(fx.server, 'POST', '/api/deliveries', {
          token: fx.tokens.admin,
          body: { ...base, reference: `OOR-${field}`, [field]: value },
        }),
        `${field}=${value}`,
        422,
        field,
      );
    }
    await refused(
      await call(fx.server, 'PUT', '/api/deliveries', {
        token: fx.tokens.admin,
        body: { ...base, id: 1e30, version: 1 },
      }),
      'PUT id 1e30',
      404,
    );
    await refused(
      await call(fx.server, 'PATCH', '/api/deliveries/1', { token: fx.tokens.admin, body: { version: 1e20 } }),
      'version 1e20',
      422,
      'version',
    );
    const user = {
      email: 'oor@demo.test',
      name: 'Out of range',
      role: 'client-user',
      clientIds: [1e20],
      features: {},
      phone: null,
      contractorId: null,
      status: 'active',
      twofaEnabled: false,
    };
    await refused(
      await call(fx.server, 'POST', '/api/users', { token: fx.tokens.admin, body: { ...user, clientId: CLIENT_A } }),
      'clientIds 1e20',
      422,
      'clientIds.0',
    );
    await refused(
      await call(fx.server, 'POST', '/api/users', {
        token: fx.tokens.admin,
        body: { ...user, clientIds: [2 ** 31], clientId: CLIENT_A },
      }),
      'clientIds 2^31',
      422,
      'clientIds',
    );
    await refused(
      await call(fx.server, 'POST', '/api/users', {
        token: fx.tokens.admin,
        body: { ...user, clientIds: [424_242], clientId: CLIENT_A },
      }),
      'clientIds missing',
      422,
      'clientIds',
    );
  });
});

describe('item 3: bad writes are refused', () => {
  it('refuses an import into a client that does not exist, and creates no rows', async () => {
    const csv = 'reference,date,recipientName,address,countryId,routingGroupId\nGHOST-1,2026-11-23,R,1 St,1,1';
    await refused(
      await call(fx.server, 'POST', '/api/deliveries/import', {
        token: fx.tokens.admin,
        body: { fileName: 'g.csv', clientId: 999_999, csv },
      }),
      'import ghost client',
      422,
      'clientId',
    );
    const count = await json<{ count: number }>(
      await call(fx.server, 'GET', '/api/deliveries?limit=0&q=GHOST-1', { token: fx.tokens.admin }),
    );
    expect(count.count).toBe(0);
    await refused(
      await call(fx.server, 'POST', '/api/deliveries', {
        token: fx.tokens.admin,
        body: { ...(await deliveryBody()), reference: 'GHOST-2', clientId: 999_999 },
      }),
      'create ghost client',
      422,
      'clientId',
    );
  });

  it('refuses latitude 91, longitude 181 and a weight of 1e308, and an import row with them', async () => {
    const base = await deliveryBody();
    for (const [field, value] of [
      ['lat', 91],
      ['lat', -90.5],
      ['lng', 181],
      ['weightKg', 1e308],
      ['weightKg', -1],
    ] as const) {
      await refused(
        await call(fx.server, 'PATCH', '/api/deliveries/1', {
          token: fx.tokens.admin,
          body: {
            version: (
              await json<{ data: Rec }>(await call(fx.server, 'GET', '/api/deliveries/1', { token: fx.tokens.admin }))
            ).data.version,
            [field]: value,
          },
        }),
        `${field}=${value}`,
        422,
        field,
      );
      await refused(
        await call(fx.server, 'POST', '/api/deliveries', {
          token: fx.tokens.admin,
          body: { ...base, reference: `BOUND-${field}-${value}`, [field]: value },
        }),
        `create ${field}=${value}`,
        422,
        field,
      );
    }
    const csv =
      'reference,date,recipientName,address,countryId,routingGroupId,lat,lng,weightKg\nBOUNDS-1,2026-11-23,R,1 St,1,1,91,181,1e308';
    const res = await call(fx.server, 'POST', '/api/deliveries/import', {
      token: fx.tokens['client-admin'],
      body: { fileName: 'b.csv', csv },
    });
    expect(res.status).toBe(422);
    const messages = (await json<{ lineErrors: { message: string }[] }>(res)).lineErrors.map(
      (e) => e.message.split(':')[0],
    );
    expect(messages).toEqual(expect.arrayContaining(['lat', 'lng', 'weightKg']));
  });

  it("refuses -1, a missing record and another client's record in every ref field of every resource", async () => {
    let tried = 0;
    for (const def of resourceList) {
      const refs = Object.entries(def.fields as Record<string, FieldMeta>).filter(([, m]) => m.type === 'ref');
      if (refs.length === 0) continue;
      // a list nobody writes (the crew names, read from Users) refuses every PATCH before its fields
      if (!def.access.patch) continue;
      // read-only records gated on the access context (carrier integrations) refuse even the
      // admin of this fixture: there is nothing to patch
      const { data } = await json<{ data?: Rec[] }>(
        await call(fx.server, 'GET', `/api/${def.path.slice(1)}?limit=1`, { token: fx.tokens.admin }),
      );
      const rec = data?.[0];
      if (!rec) continue;
      for (const [field] of refs) {
        for (const value of [-1, 0, 987_654]) {
          const current = (
            await json<{ data: Rec }>(
              await call(fx.server, 'GET', `/api${def.path}/${rec.id}`, { token: fx.tokens.admin }),
            )
          ).data;
          await refused(
            await call(fx.server, 'PATCH', `/api${def.path}/${rec.id}`, {
              token: fx.tokens.admin,
              body: { version: current.version, [field]: value },
            }),
            `${def.name}.${field}=${value}`,
            422,
            field,
          );
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(14 * 3);
    // Scope: client A's user may not point a delivery at client B's run... nor at a delivery it cannot see.
    const theirs = (
      await json<{ data: Rec[] }>(
        await call(fx.server, 'GET', `/api/deliveries?clientId=${CLIENT_B}&limit=1`, { token: fx.tokens.admin }),
      )
    ).data[0];
    const box = (await json<{ data: Rec }>(await call(fx.server, 'GET', '/api/boxes/1', { token: fx.tokens.admin })))
      .data;
    await refused(
      await call(fx.server, 'PATCH', '/api/boxes/1', {
        token: fx.tokens['client-admin'],
        body: { version: box.version, deliveryId: theirs?.id },
      }),
      'box -> other client delivery',
      422,
      'deliveryId',
    );
  });

  it("refuses 'not-a-date' as a datetime, '25:99' as a time and 2026-02-30 as a date", async () => {
    const current = async () =>
      (await json<{ data: Rec }>(await call(fx.server, 'GET', '/api/deliveries/2', { token: fx.tokens.admin }))).data
        .version;
    for (const [field, value] of [
      ['deliveredAt', 'not-a-date'],
      ['deliveredAt', '2026-02-30T10:00:00Z'],
      ['deliveredAt', '2026-11-22 10:00'],
      ['windowStart', '25:99'],
      ['windowEnd', '24:00'],
      ['windowStart', '9:00'],
      ['date', '2026-02-30'],
    ] as const) {
      await refused(
        await call(fx.server, 'PATCH', '/api/deliveries/2', {
          token: fx.tokens.admin,
          body: { version: await current(), [field]: value },
        }),
        `${field}=${value}`,
        422,
        field,
      );
    }
    const ok = await call(fx.server, 'PATCH', '/api/deliveries/2', {
      token: fx.tokens.admin,
      body: {
        version: await current(),
        deliveredAt: '2026-11-22T10:00:00+11:00',
        windowStart: '00:00',
        windowEnd: '23:59',
      },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a second delivery with an existing reference for the same client, and allows it for another client', async () => {
    const base = await deliveryBody(1);
    await refused(
      await call(fx.server, 'POST', '/api/deliveries', { token: fx.tokens.admin, body: { ...base } }),
      'duplicate reference',
      422,
      'reference',
    );
    const other = await call(fx.server, 'POST', '/api/deliveries', {
      token: fx.tokens.admin,
      body: { ...base, clientId: CLIENT_B },
    });
    expect(other.status).toBe(201);
    const second = await deliveryBody(2);
    const v = (await json<{ data: Rec }>(await call(fx.server, 'GET', '/api/deliveries/2', { token: fx.tokens.admin })))
      .data.version;
    await refused(
      await call(fx.server, 'PATCH', '/api/deliveries/2', {
        token: fx.tokens.admin,
        body: { version: v, reference: base.reference },
      }),
      'rename to a taken reference',
      422,
      'reference',
    );
    expect(second.reference).not.toBe(base.reference);
    // Two concurrent creates of one new reference: exactly one wins.
    const fresh = { ...base, reference: 'RACE-1' };
    const answers = await Promise.all(
      [0, 1, 2].map(() => call(fx.server, 'POST', '/api/deliveries', { token: fx.tokens.admin, body: fresh })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
  });

  it('seed data satisfies every declared value rule and unique set', () => {
    const data = generateDemoData({ seed: 7, today: '2026-11-22', days: 3, deliveriesPerDay: 300 });
    for (const def of resourceList) {
      const rows = (data.records as Record<string, Record<string, unknown>[] | undefined>)[def.name] ?? [];
      for (const row of rows) expect(declaredFieldErrors(def, row), `${def.name} ${String(row.id)}`).toEqual([]);
      for (const set of def.unique ?? []) {
        // as the server's check (integrity.ts): a set with an empty value constrains nothing (a draft invoice has no number yet)
        const keys = rows
          .filter((r) => !r.historical)
          .map((r) => set.map((f) => r[f]))
          .filter((values) => values.every((v) => v !== null && v !== undefined && v !== ''))
          .map((values) => JSON.stringify(values));
        expect(new Set(keys).size, `${def.name} unique ${set.join('+')}`).toBe(keys.length);
      }
    }
    const emails = data.users.map((u) => u.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
  });
});

describe('issue 30: an upload asks the record rule of the record it is attached to', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const filesOf = async (recordId: number) =>
    (
      await fx.server.db.query<{ n: number }>(
        sql`select count(*)::int as n from files where resource = 'deliveries' and record_id = ${recordId}`,
      )
    )[0]?.n;

  it("refuses the client's office a file on a loaded delivery, naming the reason, and stores nothing", async () => {
    expect((await deliveryBody(3)).status).toBe('pending');
    // while the delivery is in its client's hands, the client's office adds files
    expect((await upload(3, 'label.png', 'image/png', PNG)).status).toBe(201);
    for (const status of ['routed', 'loaded']) {
      const { data } = await json<{ data: Rec }>(
        await call(fx.server, 'GET', '/api/deliveries/3', { token: fx.tokens.admin }),
      );
      const moved = await call(fx.server, 'PATCH', '/api/deliveries/3', {
        token: fx.tokens.admin,
        body: { version: data.version, status },
      });
      expect(moved.status, await moved.clone().text()).toBe(200);
    }
    const stored = await filesOf(3);
    const res = await upload(3, 'pod.png', 'image/png', PNG);
    expect(res.status).toBe(403);
    expect((await json<{ errors: { displayMessage: string }[] }>(res)).errors[0]?.displayMessage).toBe(
      'Once a delivery is loaded, only operations staff add files to it.',
    );
    expect(await filesOf(3)).toBe(stored);
    // operations staff still may
    expect((await upload(3, 'pod.png', 'image/png', PNG, 'admin')).status).toBe(201);
    expect(await filesOf(3)).toBe((stored ?? 0) + 1);
  });
});
