import { describe, expect, it } from 'vitest';
import { memoryStore } from '../lib/safe-storage';
import { rememberedId } from './remembered-id';

describe('rememberedId', () => {
  it('reads a valid stored id, and none for a missing, unreadable or invalid one', () => {
    const choice = rememberedId('test-choice', (id) => id > 0);
    const store = memoryStore();
    expect(choice.read(store)).toBeNull();
    choice.set(7, store);
    expect(store.getItem('test-choice')).toBe('7');
    expect(choice.read(store)).toBe(7);
    for (const bad of ['"x"', '0', '-3', '1.5', '{']) {
      store.setItem('test-choice', bad);
      expect(choice.read(store), bad).toBeNull();
    }
    choice.set(null, store);
    expect(store.getItem('test-choice')).toBeNull();
  });
});
