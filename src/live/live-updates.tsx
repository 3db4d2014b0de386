/**
 * Mounted by the signed-in shell, lazily and after the first paint (shell-layout.tsx): one
 * LiveSync per signed-in user, writing what the change feed sends into the TanStack cache and
 * Dexie, and catching up when the network returns. Draws nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson } from '../lib/api';
import { safeStorage } from '../lib/safe-storage';
import { applyRecordChanges } from '../offline/record-store';
import { applyChanges, type FeedAnswer } from './apply-changes';
import { LiveSync } from './live-sync';

const storage = safeStorage();

export function LiveUpdates({ userId }: { userId: number }): null {
  const client = useQueryClient();
  useEffect(() => {
    const sync = new LiveSync({
      userId,
      storage,
      getJson: (path) => apiJson<FeedAnswer>(path),
      openStream: (url) => new EventSource(new URL(url, document.baseURI)),
      apply: async (changes) => {
        await applyChanges(client, changes, (resource, records) => applyRecordChanges(resource, records));
      },
      reloadAll: () => void client.invalidateQueries({ queryKey: ['resource'] }),
    });
    sync.start();
    const online = () => sync.online();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      sync.stop();
    };
  }, [client, userId]);
  return null;
}
