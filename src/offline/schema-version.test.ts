/**
 * The IndexedDB schema version follows the layout (db.ts): the recorded fingerprint is the
 * layout's own, so a changed table or index cannot ship under the old version.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_STORES } from './db';
import { SCHEMA_VERSION, STORES_HASH } from './schema-version';
import { storesHash } from './stores-hash';

describe('the schema version', () => {
  it('was given for the layout db.ts declares (else run `npm run offline-schema`)', async () => {
    expect(await storesHash(DATABASE_STORES), 'the layout changed: run `npm run offline-schema`').toBe(STORES_HASH);
    expect(Number.isSafeInteger(SCHEMA_VERSION) && SCHEMA_VERSION >= 4).toBe(true);
  });

  it('changes its fingerprint with any table or index, not with the order tables are listed in', async () => {
    const base = await storesHash(DATABASE_STORES);
    const reordered = Object.fromEntries(Object.entries(DATABASE_STORES).reverse());
    expect(await storesHash(reordered)).toBe(base);
    expect(await storesHash({ ...DATABASE_STORES, meta: 'key, updatedAt' })).not.toBe(base);
    expect(await storesHash({ ...DATABASE_STORES, extra: 'id' })).not.toBe(base);
  });
});
