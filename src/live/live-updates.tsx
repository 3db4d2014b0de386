/**
 * Mounted by the signed-in shell, lazily and after the first paint (shell-layout.tsx): one
 * LiveSync per signed-in user, writing what the change feed sends into the TanStack cache and
 * Dexie, and catching up when the network returns: the first step of the reconnect sequence
 * (src/offline/reconnect.ts), before the outbox replays and anything refetches. Draws nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson } from '../lib/api';
import { safeStorage } from '../lib/safe-storage';
import { reconnectSequence } from '../offline/reconnect';
import { setLiveStatus } from '../session/live-status';
import { applyRecordChanges } from '../offline/record-store';
import { applyChanges, type FeedAnswer } from './apply-changes';
import { LiveSync } from './live-sync';
import { reportQueries, reportRefresh } from './report-refresh';

const storage = safeStorage();

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
      getJson: (path) => apiJson<FeedAnswer>(path),
      openStream: (url) => new EventSource(new URL(url, document.baseURI)),
      apply: async (changes) => {
        reports.changed(
          await applyChanges(client, changes, (resource, records) => applyRecordChanges(resource, records)),
        );
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
