/**
 * What the notice system (src/ui/notices.tsx) says about the outbox's own work, which no page is
 * there to announce: edits that waited on the device and have now been sent ('3 changes sent:
 * Delivery FRSH-…'), and a queued edit the server refused or found in conflict, named as its
 * author knows the record and linked to it. Pure: the shell's watcher (src/app/shell/shell-notices.tsx)
 * decides what is new, this module what is said.
 */
import type { OutboxEntry } from '../../offline/db';
import type { SentChange } from '../../offline/outbox/sent-log';
import { resourceByName } from '../../resources';
import { screenPath } from '../../screens';
import type { NoticeLink, NoticeOptions } from '../../ui/notices';
import { changeLink } from './change-link';

/** 'Delivery FRSH-261127-00001'; without a known title 'a delivery' (never its internal number). */
export function recordName(resource: string, title: string | null): string {
  const label = resourceByName(resource)?.label ?? 'Record';
  return title ? `${label} ${title}` : `a ${label.toLowerCase()}`;
}

const SHOWN = 3;

const OUTBOX_LINK: NoticeLink = { to: screenPath('outbox'), label: 'Open Unsent Changes' };

/** The notice for changes that waited and are now sent, or null when none did. */
export function sentNotice(changes: readonly SentChange[]): NoticeOptions | null {
  const waited = changes.filter((c) => c.waited === true);
  const first = waited[0];
  if (!first) return null;
  const names = [...new Set(waited.map((c) => recordName(c.resource, c.title)))];
  const more = names.length - SHOWN;
  const list = names.slice(0, SHOWN).join(', ') + (more > 0 ? ` and ${more} more` : '');
  const count = waited.length === 1 ? '1 change sent' : `${waited.length} changes sent`;
  const to = waited.length === 1 ? changeLink(first) : null;
  return {
    status: 'success',
    text: `${count}: ${list}.`,
    link: to ? { to, label: `Open ${recordName(first.resource, first.title)}` } : undefined,
  };
}

/** The notice for a queued change the server refused (rejected) or found changed meanwhile (conflict). */
export function refusedNotice(entry: OutboxEntry, title: string | null): NoticeOptions | null {
  const name = recordName(entry.resource, title);
  const to = changeLink(entry);
  const link = to ? { to, label: `Open ${name}` } : OUTBOX_LINK;
  if (entry.status === 'conflict')
    return {
      status: 'warning',
      text: `${name}: someone else changed it meanwhile. Choose which version to keep in Unsent Changes.`,
      link,
    };
  if (entry.status === 'rejected')
    return {
      status: 'error',
      text: `${name}: the server refused the change${entry.lastError ? `: ${entry.lastError}` : '.'}`,
      link,
    };
  return null;
}
