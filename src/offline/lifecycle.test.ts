import { describe, expect, it } from 'vitest';
import { initialLifecycle, lifecycleReducer, mergeByKey, type LifecycleAction, type LifecycleState } from './lifecycle';

type Row = { id: number; name: string };
const run = (actions: LifecycleAction<Row>[], start: LifecycleState<Row> = initialLifecycle<Row>()) =>
  actions.reduce(lifecycleReducer, start);
const err = [{ type: '400', code: 'BAD', displayMessage: 'Bad', reference: 'r1' }];

describe('resource lifecycle reducer', () => {
  it('request sets requesting and hasRequested; complete clears requesting', () => {
    const s1 = run([{ type: 'request', op: 'get' }]);
    expect(s1).toMatchObject({ requesting: true, hasRequested: true });
    expect(run([{ type: 'complete', op: 'get' }], s1).requesting).toBe(false);
  });

  it('list success replaces, appends or merges by key', () => {
    const base = run([
      { type: 'request', op: 'list', requestId: 1 },
      {
        type: 'success',
        op: 'list',
        requestId: 1,
        list: [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
        ],
        count: 2,
      },
    ]);
    expect(base.list).toHaveLength(2);
    const replaced = run(
      [
        { type: 'request', op: 'list', requestId: 2 },
        { type: 'success', op: 'list', requestId: 2, list: [{ id: 3, name: 'c' }], count: 9 },
      ],
      base,
    );
    expect(replaced.list.map((r) => r.id)).toEqual([3]);
    expect(replaced.count).toBe(9);
    const appended = run(
      [
        { type: 'request', op: 'list', requestId: 3 },
        { type: 'success', op: 'list', requestId: 3, mode: 'append', list: [{ id: 3, name: 'c' }] },
      ],
      base,
    );
    expect(appended.list.map((r) => r.id)).toEqual([1, 2, 3]);
    const merged = run(
      [
        { type: 'request', op: 'list', requestId: 4 },
        {
          type: 'success',
          op: 'list',
          requestId: 4,
          mode: 'merge',
          key: 'id',
          list: [
            { id: 2, name: 'B' },
            { id: 4, name: 'd' },
          ],
        },
      ],
      base,
    );
    expect(merged.list).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'B' },
      { id: 4, name: 'd' },
    ]);
  });

  it('ignores a stale list response once a newer request was made', () => {
    const s = run([
      { type: 'request', op: 'list', requestId: 1 },
      { type: 'request', op: 'list', requestId: 2 },
      { type: 'success', op: 'list', requestId: 2, list: [{ id: 2, name: 'new' }] },
      { type: 'success', op: 'list', requestId: 1, list: [{ id: 1, name: 'old' }] },
      { type: 'failure', op: 'list', requestId: 1, errors: err },
    ]);
    expect(s.list).toEqual([{ id: 2, name: 'new' }]);
    expect(s.errors).toEqual([]);
  });

  it('a failure clears the item and keeps the errors; create failure keeps the response data', () => {
    const withItem = run([{ type: 'success', op: 'get', item: { id: 1, name: 'a' } }]);
    const failed = run([{ type: 'failure', op: 'get', errors: err }], withItem);
    expect(failed.item).toBeNull();
    expect(failed.errors).toEqual(err);
    const created = run([
      { type: 'request', op: 'create' },
      { type: 'failure', op: 'create', errors: err, responseData: { field: 'x' } },
    ]);
    expect(created.responseData).toEqual({ field: 'x' });
    expect(created.created).toBe(false);
  });

  it('sets the created, updated and deleted flags on success and resets them on the next request', () => {
    const c = run([
      { type: 'request', op: 'create' },
      { type: 'success', op: 'create', item: { id: 5, name: 'n' } },
    ]);
    expect(c).toMatchObject({ created: true, item: { id: 5 } });
    expect(c.list.map((r) => r.id)).toEqual([5]);
    expect(run([{ type: 'request', op: 'create' }], c).created).toBe(false);
    const u = run([{ type: 'success', op: 'update', item: { id: 5, name: 'm' } }], c);
    expect(u).toMatchObject({ updated: true });
    expect(u.list).toEqual([{ id: 5, name: 'm' }]);
    const d = run([{ type: 'success', op: 'delete', id: 5 }], u);
    expect(d).toMatchObject({ deleted: true, item: null, list: [] });
  });

  it('tracks patches per item id', () => {
    const s = run([
      { type: 'request', op: 'patch', id: 1 },
      { type: 'request', op: 'patch', id: 2 },
      { type: 'success', op: 'patch', id: 1, item: { id: 1, name: 'p' } },
      { type: 'failure', op: 'patch', id: 2, errors: err },
    ]);
    expect(s.patches['1']).toEqual({ requesting: false, patched: true, errors: [] });
    expect(s.patches['2']).toEqual({ requesting: false, patched: false, errors: err });
    expect(s.patched).toBe(true);
    expect(run([{ type: 'cancel', op: 'patch', id: 2 }], s).patches['2']).toBeUndefined();
  });

  it('cancel stops requesting; clear resets everything', () => {
    const s = run([
      { type: 'request', op: 'list' },
      { type: 'cancel', op: 'list' },
    ]);
    expect(s.requesting).toBe(false);
    expect(run([{ type: 'clear' }], s)).toEqual(initialLifecycle());
  });

  it('mergeByKey keeps order and appends unknown keys', () => {
    expect(mergeByKey([{ id: 1 }, { id: 2 }], [{ id: 3 }, { id: 1, x: 1 }], 'id')).toEqual([
      { id: 1, x: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });
});
