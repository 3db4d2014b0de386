import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../theme/render-in-tests';
import { ConsoleDb, getDb, setDbForTests } from './db';
import { OfflineStatusBadge } from './offline-status-badge';
import { REFERENCES_SYNCED_KEY } from './reference-lists';
import { markWorkerReady } from './sw-register';

beforeEach(() => setDbForTests(new ConsoleDb(`badge-${Math.random()}`)));
afterEach(async () => {
  await getDb().delete();
  setDbForTests(null);
});

const badge = () => document.querySelector('[data-testid="offline-status"]');
const preparing = () => document.querySelector('[data-testid="offline-preparing"]');

describe('OfflineStatusBadge', () => {
  it('says the device is getting ready until the app and the reference lists are on it', async () => {
    renderWithChakra(<OfflineStatusBadge />);
    await vi.waitFor(() => expect(preparing()?.textContent).toBe('Preparing offline'));
    expect(badge()?.getAttribute('aria-label')).toBe('Online, all changes sent, getting ready to work offline');
    await act(async () => {
      await getDb().meta.put({ key: REFERENCES_SYNCED_KEY, value: Date.now() });
    });
    // the lists alone are not enough: the worker has not precached the app yet
    await new Promise((r) => setTimeout(r, 50));
    expect(preparing()).not.toBeNull();
    act(() => markWorkerReady());
    await vi.waitFor(() => expect(preparing()).toBeNull());
    expect(badge()?.getAttribute('aria-label')).toBe('Online, all changes sent');
  });
});
