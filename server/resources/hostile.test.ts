/**
 * Property-based: for EVERY registered resource (resourceList, so resources added later are
 * covered with no edit here), generated hostile list parameters and write bodies are answered
 * with a 4xx naming the refused fields, never a 5xx, and nothing invalid is ever stored.
 * The pure parser and validator are checked with many runs; the HTTP round trip with fewer.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { FieldMeta, ResourceDef } from '../../src/resources/index';
import { resourceList } from '../../src/resources/index';
import { ApiHttpError } from '../http/errors';
import { expectHandled, hostileQueryValue, hostileValue } from '../testing/hostile';
import { call, json, signedInApp } from '../testing/helpers';
import { validateFull, validatePartial } from './payload';
import { parseListQuery } from './query';
import { declaredFieldErrors } from './values';

const PURE_RUNS = 200;
const HTTP_RUNS = 25;
let cases = 0;

const fx = signedInApp('admin');
afterAll(() => {
  process.stdout.write(`hostile-input cases tried by hostile.test.ts: ${cases}\n`);
});

/** The names a list request may carry for a resource, plus a few it may not. */
function paramNames(def: ResourceDef): string[] {
  const names = ['limit', 'offset', 'sort', 'q', 'id', 'clientId', 'updatedAt_from', 'updatedAt_to', 'includeHistorical', 'embeds', 'nope\u0000'];
  for (const [field, meta] of Object.entries(def.fields as Record<string, FieldMeta>)) {
    names.push(field);
    if (meta.filter === 'range') names.push(`${field}_from`, `${field}_to`);
  }
  return names;
}

const params = (def: ResourceDef) => fc.dictionary(fc.constantFrom(...paramNames(def)), hostileQueryValue, { minKeys: 1, maxKeys: 4 });

function expectRefusal(error: unknown): void {
  expect(error).toBeInstanceOf(ApiHttpError);
  const e = error as ApiHttpError;
  expect(e.status).toBeGreaterThanOrEqual(400);
  expect(e.status).toBeLessThan(500);
  expect(e.fields.length).toBeGreaterThan(0);
}

/** A body of declared and meta fields with hostile values. */
function body(def: ResourceDef) {
  const names = [...Object.keys(def.fields), 'id', 'version', 'clientId', 'historical'];
  return fc.dictionary(fc.constantFrom(...names), hostileValue, { maxKeys: 6 });
}

describe.each(resourceList.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  it('list parser: refuses hostile parameters with a field error or accepts them', () => {
    fc.assert(
      fc.property(params(def), (raw) => {
        cases++;
        const decoded: Record<string, string> = {};
        for (const [k, v] of Object.entries(raw)) {
          try {
            decoded[k] = decodeURIComponent(v);
          } catch {
            decoded[k] = v;
          }
        }
        try {
          parseListQuery(def, decoded);
        } catch (error) {
          expectRefusal(error);
        }
      }),
      { numRuns: PURE_RUNS },
    );
  });

  it('payload validator: what it accepts passes every declared rule; what it refuses names the fields', () => {
    fc.assert(
      fc.property(body(def), (raw) => {
        cases++;
        for (const validate of [validateFull, validatePartial]) {
          try {
            const data = validate(def, { ...raw });
            expect(declaredFieldErrors(def, data)).toEqual([]);
          } catch (error) {
            expectRefusal(error);
          }
        }
      }),
      { numRuns: PURE_RUNS },
    );
  });

  it('GET list over HTTP: hostile query strings never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(params(def), async (raw) => {
        cases++;
        const query = Object.entries(raw).map(([k, v]) => `${encodeURIComponent(k.replace(/[\uD800-\uDFFF]/g, ''))}=${v}`).join('&');
        await expectHandled(await call(fx.server, 'GET', `/api${def.path}?${query}`, { token: fx.tokens.admin }), `GET ${def.path}?${query}`);
      }),
      { numRuns: HTTP_RUNS },
    );
  }, 120_000);

  it('POST and PATCH over HTTP: hostile bodies never answer 5xx and never store an invalid value', async () => {
    // a resource whose rule reads the access context may refuse even the admin here (the fixture's
    // clients have no integration service): then there is no record to patch, only POSTs to refuse
    const first = (await json<{ data?: { id: number }[] }>(await call(fx.server, 'GET', `/api${def.path}?limit=1`, { token: fx.tokens.admin }))).data?.[0];
    await fc.assert(
      fc.asyncProperty(body(def), fc.boolean(), async (raw, patch) => {
        cases++;
        let path = `/api${def.path}`;
        let method = 'POST';
        const sent: Record<string, unknown> = { ...raw };
        if (patch && first) {
          const current = (await json<{ data: { version: number } }>(await call(fx.server, 'GET', `/api${def.path}/${first.id}`, { token: fx.tokens.admin }))).data;
          path = `${path}/${first.id}`;
          method = 'PATCH';
          sent.version = current.version;
        }
        const { status, body: answer } = await expectHandled(await call(fx.server, method, path, { token: fx.tokens.admin, body: sent }), `${method} ${path} ${JSON.stringify(sent)}`);
        if (status < 300) expect(declaredFieldErrors(def, (answer as { data: Record<string, unknown> }).data)).toEqual([]);
      }),
      { numRuns: HTTP_RUNS },
    );
  }, 120_000);
});
