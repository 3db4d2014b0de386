/**
 * The resource registry's names and types: each declaration is keyed by its own name, every
 * reference names a registered resource (so `registered` never throws for a declaration), and the
 * types derived from the registry close over it: a misspelt name fails to compile (the
 * `@ts-expect-error` lines are checked by `tsc -b`, which fails on an expected error that is not
 * there).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fieldEntries, registered, resources, type ResourceName, type ResourceRecord } from './index';

describe('the resource registry', () => {
  it('keys each declaration by its own name', () => {
    for (const [key, def] of Object.entries(resources)) expect(def.name, key).toBe(key);
  });

  it('has every ref and refs field name a registered resource', () => {
    for (const def of Object.values(resources))
      for (const [field, meta] of fieldEntries(def))
        if (meta.ref !== undefined) expect(registered(meta.ref), `${def.name}.${field}`).toBe(meta.ref);
  });

  it('refuses a name it does not hold', () => {
    expect(() => registered('delivery')).toThrow('Unknown resource delivery');
  });

  it('types a record by its declaration', () => {
    expectTypeOf<ResourceRecord<'deliveries'>['reference']>().toEqualTypeOf<string>();
    expectTypeOf<ResourceRecord<'runs'>['dropsTotal']>().toEqualTypeOf<number>();
    expectTypeOf<ResourceRecord<'clients'>['id']>().toEqualTypeOf<number>();
    // @ts-expect-error a field the declaration does not have is no field of the record
    expectTypeOf<ResourceRecord<'deliveries'>['referenc']>().toBeString();
    // @ts-expect-error a misspelt resource name is no ResourceName
    const misspelt: ResourceName = 'delivery';
    expect(misspelt).toBe('delivery');
  });
});
