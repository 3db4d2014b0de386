/**
 * Mounted by the signed-in shell, lazily and after the first paint (shell-layout.tsx): one
 * LiveSync per signed-in user. The data worker pulls the change feed and writes what it sends
 * into Dexie (feed-pull.ts; the page does where no worker runs); the page puts the same changes
 * into its TanStack cache, and catches up when the network returns: the first step of the reconnect sequence
 * (src/offline/reconnect.ts), before the outbox replays and anything refetches. Draws nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE, apiJson } from '../lib/api';
import { dataWorker } from '../offline/data-worker-client';
import { safeStorage } from '../lib/safe-storage';
import { reconnectSequence } from '../offline/reconnect';
import { setLiveStatus } from '../session/live-status';
import { applyRecordChanges } from '../offline/record-store';
import { applyChanges } from './apply-changes';
import { pullFeed, type FeedAnswer } from './feed-pull';
import { LiveSync } from './live-sync';
import { reportQueries, reportRefresh } from './report-refresh';

const storage = safeStorage();

/** A page of the feed, fetched and stored by the data worker; by the page where none runs or it failed. */
async function pullAndStore(path: string): Promise<FeedAnswer> {
  const inWorker = await dataWorker()
    ?.pullChanges(new URL(API_BASE, document.baseURI).toString(), path)
    .catch(() => null);
  return (
    inWorker ??
    pullFeed(
      (p) => apiJson<FeedAnswer>(p),
      path,
      (resource, records) => applyRecordChanges(resource, records),
    )
  );
}

export function LiveUpdates({ userId }: { userId: number }): null {
  const client = useQueryClient();
  useEffect(() => {
    // reports are aggregates: one recomputes on a change to what it reads, at most every 30 s
    const reports = reportRefresh(reportQueries(client), {
      now: () => Date.now(),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle),
    });
    const sync = new LiveSync({
      userId,
      storage,
      pull: pullAndStore,
      openStream: (url) => new EventSource(new URL(url, document.baseURI)),
      apply: async (changes) => {
        reports.changed(await applyChanges(client, changes, null));
      },
      reloadAll: () => void client.invalidateQueries({ queryKey: ['resource'] }),
      // the Queue Info block of the menu shows it
      onState: (state) => setLiveStatus({ connected: state.connected, appliedAt: state.appliedAt }),
    });
    setLiveStatus({ connected: false, appliedAt: null });
    sync.start();
    const stopCatchUp = reconnectSequence.onCatchUp(() => sync.online());
    return () => {
      stopCatchUp();
      reports.stop();
      sync.stop();
      setLiveStatus(null);
    };
  }, [client, userId]);
  return null;
}
