import { describe, expect, it } from 'vitest';
import { memoryStore } from '../lib/safe-storage';
import { effectiveClientId } from '../resources/roles';
import { testUser } from './gating-fixtures';
import { SELECTED_CLIENT_KEY, readSelectedClientId } from './selected-client';

describe('selected client', () => {
  it('reads the id stored under selected-client', () => {
    const store = memoryStore();
    expect(readSelectedClientId(store)).toBeNull();
    store.setItem(SELECTED_CLIENT_KEY, '14');
    expect(readSelectedClientId(store)).toBe(14);
    store.setItem(SELECTED_CLIENT_KEY, '"x"');
    expect(readSelectedClientId(store)).toBeNull();
  });

  it.each([
    ['admin may use any client', testUser('admin'), 77, 77],
    ['admin with nothing chosen', testUser('admin'), null, -1],
    ['client-admin choosing one of theirs', testUser('client-admin', {}, [8, 14]), 14, 14],
    ['client-admin choosing another client', testUser('client-admin', {}, [8, 14]), 77, -1],
    ['client-admin with two clients, nothing chosen', testUser('client-admin', {}, [8, 14]), null, -1],
    ['client-user with one client, another chosen', testUser('client-user', {}, [14]), 77, 14],
    ['client-user with one client, nothing chosen', testUser('client-user', {}, [14]), null, 14],
    ['driver with no client', testUser('driver'), 5, -1],
  ])('%s', (_name, user, chosen, expected) => {
    expect(effectiveClientId(user, chosen)).toBe(expected);
  });
});
