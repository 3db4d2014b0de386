import { describe, expect, it } from 'vitest';
import { genericLoader } from './router';

describe('the generic page of a resource screen kind', () => {
  it.each(['list', 'detail', 'create', 'gridEdit', 'import', 'export'])('loads a page for %s', async (kind) => {
    const load = genericLoader(kind, 'depots');
    expect(load).not.toBeNull();
    expect(typeof (await load?.())).toBe('function');
  });

  it('has none for a kind without a generic page', () => {
    expect(genericLoader('calendar', 'depots')).toBeNull();
  });
});
