/**
 * Generators of hostile input for the property-based suites: the values an attacker or a
 * careless client sends (NUL bytes, lone surrogates, impossible dates, numbers past every column,
 * wrong types), and the check every answer to them must pass: a 4xx with field errors, never a
 * 5xx. Shared by the list-parser and payload-validator properties (hostile.pure.test.ts) and their
 * HTTP round trips (hostile.test.ts).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { FieldMeta, ResourceDef } from '../../src/resources/index';

export const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  'not-a-date',
  '2026-13-45',
  '2026-02-30',
  '2026-11-22T25:99:00Z',
  '25:99',
  '24:00',
  '-1',
  '0',
  '1e400',
  '-1e400',
  '1e308',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  '..',
  "'; drop table r_deliveries; --",
  '%',
  '_',
  '\\',
];

export const HOSTILE_NUMBERS = [
  -1,
  0,
  1.5,
  91,
  -181,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  9.3e18,
  1e30,
  Number.MAX_SAFE_INTEGER,
];

/** A string that is likely to hurt: a fixed hostile one, or random text around a NUL or a lone surrogate. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc
    .tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\u0000', '\uD83D', '\uDE00'), fc.string({ maxLength: 6 }))
    .map(([a, b, c]) => a + b + c),
);

/** A JSON value of any type, biased towards the hostile ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, fc.constantFrom(...HOSTILE_NUMBERS)), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 2 }) },
);

/** A raw query-string value: percent-encoded text, or raw escapes no decoder accepts. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))),
  fc.constantFrom('%00', '%ED%A0%80', '%FF', '%C0%80', '%', '%E2%82', '1%2C%00', '2026-11-20..%00', '..'),
);

/** The names a list request may carry for a resource, plus a few it may not. */
export function paramNames(def: ResourceDef): string[] {
  const names = [
    'limit',
    'offset',
    'sort',
    'q',
    'id',
    'clientId',
    'updatedAt_from',
    'updatedAt_to',
    'includeHistorical',
    'embeds',
    'nope\u0000',
  ];
  for (const [field, meta] of Object.entries(def.fields as Record<string, FieldMeta>)) {
    names.push(field);
    if (meta.filter === 'range') names.push(`${field}_from`, `${field}_to`);
  }
  return names;
}

/** hostile list parameters for a resource: 1 to 4 of its names (or foreign ones) with hostile values */
export const hostileParams = (def: ResourceDef) =>
  fc.dictionary(fc.constantFrom(...paramNames(def)), hostileQueryValue, { minKeys: 1, maxKeys: 4 });

/** A body of declared and meta fields with hostile values. */
export function hostileBody(def: ResourceDef) {
  const names = [...Object.keys(def.fields), 'id', 'version', 'clientId', 'historical'];
  return fc.dictionary(fc.constantFrom(...names), hostileValue, { maxKeys: 6 });
}

interface ErrorBody {
  errors?: { code?: string; field?: string; reference?: string }[];
}

/** The answer to hostile input: never a 5xx, and a refusal names the fields it refused. */
export async function expectHandled(res: Response, what: string): Promise<{ status: number; body: unknown }> {
  const text = await res.text();
  expect(res.status, `${what} -> ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  const body: unknown = text ? JSON.parse(text) : null;
  if (res.status === 400 || res.status === 422) {
    const errors = (body as ErrorBody).errors ?? [];
    expect(errors.length, `${what}: error entries`).toBeGreaterThan(0);
    expect(
      errors.every((e) => typeof e.field === 'string' && e.field !== ''),
      `${what}: field errors ${text.slice(0, 300)}`,
    ).toBe(true);
  }
  return { status: res.status, body };
}
