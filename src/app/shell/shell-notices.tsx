/**
 * The shell's part of the one notice system: the toaster's region (src/ui/notices.tsx), and the
 * outbox's announcements, which no page is there to make: edits that waited on the device and
 * were sent since this page loaded, and queued edits the server refused or found in conflict
 * (wording: src/features/outbox/outbox-notices.ts). A chunk of its own, loaded when the shell is
 * idle; a change sent before it loads is still announced (it compares with the page's load time).
 */
import { useEffect, useRef } from 'react';
import { useOutboxEntriesLoading } from '../../offline';
import { OFFLINE_ENABLED } from '../../offline/flags';
import { useSentLog } from '../../offline/hooks/use-outbox';
import { ownTitle } from '../../offline/outbox/entry-title';
import { refusedNotice, sentNotice } from '../../features/outbox/outbox-notices';
import { dismissQueuedNotices, Notices, notify } from '../../ui/notices';

/** Changes sent since `since` (ms) that this page has not announced yet; marks them announced. */
function fresh<T>(items: readonly T[], keyOf: (item: T) => string, announced: Set<string>): T[] {
  const out = items.filter((item) => !announced.has(keyOf(item)));
  for (const item of out) announced.add(keyOf(item));
  return out;
}

function OutboxNotices() {
  const log = useSentLog();
  const entries = useOutboxEntriesLoading();
  const sent = useRef(new Set<string>());
  const refused = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!log) return;
    const since = performance.timeOrigin;
    const notice = sentNotice(
      fresh(
        log.filter((c) => c.sentAt >= since),
        (c) => c.key,
        sent.current,
      ),
    );
    if (!notice) return;
    // the 'Queued: …' notices of this page said these edits waited: they give way to what happened
    dismissQueuedNotices();
    notify(notice);
  }, [log]);

  useEffect(() => {
    if (!entries) return;
    const keyOf = (e: (typeof entries)[number]) => `${e.key}:${e.status}:${e.attempts}`;
    const now = entries.filter((e) => e.status === 'conflict' || e.status === 'rejected');
    // what was refused before this page loaded is the Unsent Changes page's to show, not news
    if (refused.current === null) {
      refused.current = new Set(now.map(keyOf));
      return;
    }
    for (const e of fresh(now, keyOf, refused.current)) {
      const notice = refusedNotice(e, ownTitle(e));
      if (!notice) continue;
      dismissQueuedNotices();
      notify(notice);
    }
  }, [entries]);

  return null;
}

export function ShellNotices() {
  return (
    <>
      <Notices />
      {OFFLINE_ENABLED ? <OutboxNotices /> : null}
    </>
  );
}
