/**
 * Property-based, the pure half of the hostile-input suite (its HTTP round trips are in
 * hostile.test.ts, a file of their own so the two halves run side by side): for EVERY registered
 * resource, generated hostile list parameters are refused by the parser with a field error or
 * accepted, and what the payload validator accepts passes every declared rule.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../src/resources/index';
import { ApiHttpError } from '../http/errors';
import { hostileBody as body, hostileParams as params } from '../testing/hostile';
import { validateFull, validatePartial } from './payload';
import { parseListQuery } from './query';
import { declaredFieldErrors } from './values';

const PURE_RUNS = 200;
let cases = 0;

afterAll(() => {
  process.stdout.write(`hostile-input cases tried by hostile.pure.test.ts: ${cases}\n`);
});

function expectRefusal(error: unknown): void {
  expect(error).toBeInstanceOf(ApiHttpError);
  const e = error as ApiHttpError;
  expect(e.status).toBeGreaterThanOrEqual(400);
  expect(e.status).toBeLessThan(500);
  expect(e.fields.length).toBeGreaterThan(0);
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
});
