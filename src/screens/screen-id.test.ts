/**
 * ScreenId is the closed union of the registry's screen ids, derived from the resource
 * declarations and the catalogue: it holds exactly the ids the registry has, and a misspelt id
 * in a path fails to compile (`tsc -b` checks the
 * `@ts-expect-error` lines: an expected error that is not there fails it).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SCREENS, isScreenId, recordPath, screenPath, type ScreenId } from './registry';

describe('ScreenId', () => {
  it('is a closed union of resource and catalogue screen ids', () => {
    expectTypeOf<string>().not.toExtend<ScreenId>();
    expectTypeOf<'deliveries.list' | 'depots.detail' | 'users.create'>().toExtend<ScreenId>();
    expectTypeOf<'r.rg-summary' | 'run.summary' | 'order-search' | 'outbox' | 'no-access'>().toExtend<ScreenId>();
    // a kind the declaration does not give is no screen
    expectTypeOf<'depots.gridEdit'>().not.toExtend<ScreenId>();
    expectTypeOf<'delivery.list'>().not.toExtend<ScreenId>();
  });

  it('holds every screen of the registry, and only those', () => {
    for (const s of SCREENS) expect(isScreenId(s.id), s.id).toBe(true);
    expect(isScreenId('delivery.list')).toBe(false);
  });

  it('refuses a misspelt id in a path (src/app/pages.test.ts: in a page binding or a report view)', () => {
    // @ts-expect-error 'delivery.detail' is no screen
    expect(() => recordPath('delivery.detail', 1)).toThrow();
    // @ts-expect-error 'run.sumary' is no screen
    expect(() => screenPath('run.sumary')).toThrow();
  });
});
