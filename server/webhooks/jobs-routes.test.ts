import { describe, expect, it } from 'vitest';
import type { RecurringJobRow } from '../../src/features/admin-dev/recurring-jobs-api';
import { RECURRING_JOBS } from '../recurring-jobs';
import { call, json, signedInApp } from '../testing/helpers';

const fx = signedInApp('developer', 'admin', 'client-admin');

describe('recurring jobs', () => {
  it('lists every job to developers only', async () => {
    const res = await call(fx.server, 'GET', '/api/dev/recurring-jobs', { token: fx.tokens.developer });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: RecurringJobRow[] }>(res);
    expect(data.map((j) => j.name)).toEqual(RECURRING_JOBS.map((j) => j.name));
    for (const who of ['admin', 'client-admin'] as const)
      expect((await call(fx.server, 'GET', '/api/dev/recurring-jobs', { token: fx.tokens[who] })).status).toBe(403);
  });

  it("runs a job at an admin developer's request and shows the run", async () => {
    const run = await call(fx.server, 'POST', '/api/dev/recurring-jobs/prune-login-attempts/run', {
      token: fx.tokens.developer,
    });
    expect(run.status).toBe(200);
    const { data } = await json<{ data: RecurringJobRow[] }>(
      await call(fx.server, 'GET', '/api/dev/recurring-jobs', { token: fx.tokens.developer }),
    );
    const job = data.find((j) => j.name === 'prune-login-attempts');
    expect(job?.lastRun?.outcome).toBe('ok');
    expect(job?.runsLastDay).toBeGreaterThanOrEqual(1);
    expect(Date.parse(job?.nextRunAt ?? '')).toBeGreaterThan(Date.now());
    const missing = await call(fx.server, 'POST', '/api/dev/recurring-jobs/no-such-job/run', {
      token: fx.tokens.developer,
    });
    expect(missing.status).toBe(404);
    const refused = await call(fx.server, 'POST', '/api/dev/recurring-jobs/prune-login-attempts/run', {
      token: fx.tokens['client-admin'],
    });
    expect(refused.status).toBe(403);
  });
});

describe('content templates', () => {
  it('refuses a variable the renderer does not know, naming the field', async () => {
    const res = await call(fx.server, 'POST', '/api/dev/content-template', {
      token: fx.tokens.developer,
      body: { name: 'Typo', type: 'booked', channel: 'sms', subject: null, body: 'Hi {{firstName}}', active: true },
    });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).toContain('"body"');
    expect(text).toContain('{{firstName}}');
    const ok = await call(fx.server, 'POST', '/api/dev/content-template', {
      token: fx.tokens.developer,
      body: { name: 'Fine', type: 'booked', channel: 'sms', subject: null, body: 'Hi {{recipientName}}', active: true },
    });
    expect(ok.status).toBe(201);
  });
});
