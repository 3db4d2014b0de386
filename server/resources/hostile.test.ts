/**
 * Property-based: for EVERY registered resource (resourceList, so resources added later are
 * covered with no edit here), generated hostile list parameters and write bodies sent over HTTP
 * are answered with a 4xx naming the refused fields, never a 5xx, and nothing invalid is ever
 * stored. The pure parser and validator are checked with many more runs in hostile.pure.test.ts.
 * @pglite-only: hostile input is refused before SQL, or by the same engine; the store's SQL runs on
 * Postgres in resources.test.ts.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../src/resources/index';
import { expectHandled, hostileBody as body, hostileParams as params } from '../testing/hostile';
import { call, json, signedInApp } from '../testing/helpers';
import { declaredFieldErrors } from './values';

const HTTP_RUNS = 25;
let cases = 0;

const fx = signedInApp('admin');
afterAll(() => {
  process.stdout.write(`hostile-input cases tried by hostile.test.ts: ${cases}\n`);
});

describe.each(resourceList.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  it('GET list over HTTP: hostile query strings never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(params(def), async (raw) => {
        cases++;
        const query = Object.entries(raw)
          .map(([k, v]) => `${encodeURIComponent(k.replace(/[\uD800-\uDFFF]/g, ''))}=${v}`)
          .join('&');
        await expectHandled(
          await call(fx.server, 'GET', `/api${def.path}?${query}`, { token: fx.tokens.admin }),
          `GET ${def.path}?${query}`,
        );
      }),
      { numRuns: HTTP_RUNS },
    );
  }, 120_000);

  it('POST and PATCH over HTTP: hostile bodies never answer 5xx and never store an invalid value', async () => {
    // a resource whose rule reads the access context may refuse even the admin here (the fixture's
    // clients have no integration service): then there is no record to patch, only POSTs to refuse
    const first = (
      await json<{ data?: { id: number }[] }>(
        await call(fx.server, 'GET', `/api${def.path}?limit=1`, { token: fx.tokens.admin }),
      )
    ).data?.[0];
    await fc.assert(
      fc.asyncProperty(body(def), fc.boolean(), async (raw, patch) => {
        cases++;
        let path = `/api${def.path}`;
        let method = 'POST';
        const sent: Record<string, unknown> = { ...raw };
        if (patch && first) {
          const current = (
            await json<{ data: { version: number } }>(
              await call(fx.server, 'GET', `/api${def.path}/${first.id}`, { token: fx.tokens.admin }),
            )
          ).data;
          path = `${path}/${first.id}`;
          method = 'PATCH';
          sent.version = current.version;
        }
        const { status, body: answer } = await expectHandled(
          await call(fx.server, method, path, { token: fx.tokens.admin, body: sent }),
          `${method} ${path} ${JSON.stringify(sent)}`,
        );
        if (status < 300)
          expect(declaredFieldErrors(def, (answer as { data: Record<string, unknown> }).data)).toEqual([]);
      }),
      { numRuns: HTTP_RUNS },
    );
  }, 120_000);
});
