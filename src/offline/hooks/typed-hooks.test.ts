/**
 * The resource hooks take a registered resource name and answer its declaration's record type
 * (StoredOf); a name only known at run time answers plain stored records. Types only: `tsc -b`
 * checks the `@ts-expect-error` lines (an expected error that is not there fails it).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { ResourceName } from '../../resources';
import type { StoredRecord } from '../db';
import type { useReferenceList } from './use-reference-list';
import type { useResourceItem } from './use-resource-item';
import type { useResourceList } from './use-resource-list';
import { useResourceMutation } from './use-resource-mutation';

type Row<H extends (...args: never[]) => { data: unknown }> = NonNullable<ReturnType<H>['data']>;

describe('the typed resource hooks', () => {
  it('answer the record type of the resource named', () => {
    expectTypeOf<Row<typeof useResourceList<'deliveries'>>[number]['reference']>().toEqualTypeOf<string>();
    expectTypeOf<Row<typeof useResourceItem<'runs'>>['code']>().toEqualTypeOf<string>();
    expectTypeOf<Row<typeof useReferenceList<'depots'>>[number]['name']>().toEqualTypeOf<string>();
    // pending marks stay on the rows
    expectTypeOf<Row<typeof useResourceList<'boxes'>>[number]['pendingFields']>().toEqualTypeOf<string[] | undefined>();
  });

  it('answer plain stored records for a name known only at run time', () => {
    expectTypeOf<Row<typeof useResourceList<ResourceName>>[number]>().toExtend<StoredRecord>();
  });

  it('refuse a misspelt name at compile time', () => {
    // @ts-expect-error 'delivery' is not a registered resource
    expectTypeOf<typeof useResourceList<'delivery'>>().toBeFunction();
    // @ts-expect-error 'run' is not a registered resource
    expectTypeOf<typeof useResourceItem<'run'>>().toBeFunction();
    // @ts-expect-error 'depot' is not a registered resource
    expectTypeOf<typeof useReferenceList<'depot'>>().toBeFunction();
    // @ts-expect-error 'box' is not a registered resource
    expectTypeOf(useResourceMutation).toBeCallableWith('box');
  });
});
