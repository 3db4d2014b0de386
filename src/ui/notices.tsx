/**
 * The one notice system (issue 32, 'Every save is heard'): Chakra's toaster, one instance for the
 * app, drawn once by the shell (`<Notices />`). A save, an undo, a queued edit sent later, a
 * rejection or a conflict is announced through `notify`, naming the record as its author knows it
 * (reference, run code, a person's name), optionally with 'Undo' and a link to the record. The
 * wording of a save's outcome is `saveNotice`, here and nowhere else: every page that saves
 * (forms, maps, grids, line haul, confirm lists) says it through `notifySave`.
 */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MutationResult } from '../offline';
import { isScreenId, recordPath } from '../screens';

export interface Notice {
  status: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/**
 * Bottom right (bottom, full width on a tablet), clear of the header's status chips, 1.5 rem above
 * the bottom edge (and any safe-area inset): a two-line notice stands wholly in view at 768 and
 * 1280 px once it has slid in (checked at both widths by test/e2e/page-truths.spec.ts).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  offsets: { top: '1rem', bottom: '1.5rem', left: '1rem', right: '1rem' },
  pauseOnPageIdle: true,
  max: 6,
});

export interface NoticeLink {
  /** an in-app path, e.g. recordPath('deliveries.detail', 12) */
  to: string;
  label: string;
}

/**
 * A record's own page: its resource's declared detail screen (`<resource>.detail`), never a
 * hand-kept path; null for a record with no page or not yet created (negative id).
 */
export function detailPath(resource: string, id: number): string | null {
  const screenId = `${resource}.detail`;
  return id > 0 && isScreenId(screenId) ? recordPath(screenId, id) : null;
}

/** 'Open Delivery FRSH-…', to the record's page, or null when it has none. */
export function recordLink(resource: string, id: number, name: string): NoticeLink | null {
  const to = detailPath(resource, id);
  return to ? { to, label: `Open ${name}` } : null;
}

export interface NoticeOptions extends Notice {
  /** a link to the record the notice is about */
  link?: NoticeLink;
  /** offered as 'Undo' while the notice shows */
  undo?: () => void;
  /** says an edit waits on this device: it gives way when the outbox announces what it sent */
  queued?: boolean;
}

/** How long a notice stays: longer when it offers an undo or reports a failure. */
export function noticeDuration(n: Pick<NoticeOptions, 'status' | 'undo'>): number {
  if (n.undo) return 10_000;
  return n.status === 'error' || n.status === 'warning' ? 15_000 : 6_000;
}

/** Announces something to the signed-in user (a toast); returns its id. */
export function notify(n: NoticeOptions): string {
  return toaster.create({
    type: n.status,
    title: n.text,
    duration: noticeDuration(n),
    closable: true,
    action: n.undo ? { label: 'Undo', onClick: n.undo } : undefined,
    meta: n.link || n.queued ? { ...(n.link && { link: n.link }), ...(n.queued && { queued: true }) } : undefined,
  });
}

/** Takes down the notices that said an edit waits on this device (the outbox has just sent, or refused, what waited). */
export function dismissQueuedNotices(): void {
  for (const toast of toaster.getVisibleToasts())
    if (toast.id && (toast.meta as { queued?: boolean } | undefined)?.queued === true) toaster.dismiss(toast.id);
}

/** How a save went: the outbox's outcome and, for a refusal, the server's words. */
export interface SaveOutcome {
  outcome: MutationResult['outcome'];
  error?: string | null;
}

export interface SaveNoticeOptions {
  /** what a sent save did, after the record's name: 'saved' (default), 'created', 'accepted' … */
  done?: string;
  /** the record's page (`recordLink`), linked when the save was refused or is in conflict */
  link?: NoticeLink | null;
}

/**
 * What a save's outcome says, naming the record as its author knows it: 'Delivery FRSH-… saved.',
 * 'Queued: Run BNE-1128-02 (sent when online).'; a refusal or a conflict links to the record.
 */
export function saveNotice(name: string, result: SaveOutcome, o: SaveNoticeOptions = {}): NoticeOptions {
  switch (result.outcome) {
    case 'sent':
      return { status: 'success', text: `${name} ${o.done ?? 'saved'}.` };
    case 'queued':
      return { status: 'info', text: `Queued: ${name}${o.done ? ` ${o.done}` : ''} (sent when online).`, queued: true };
    case 'conflict':
      return {
        status: 'warning',
        text: `${name}: someone else changed it meanwhile. Choose which version to keep in Unsent Changes.`,
        link: o.link ?? undefined,
      };
    case 'rejected':
      return {
        status: 'error',
        text: `${name}: the server refused it${result.error ? `: ${result.error}` : '.'}`,
        link: o.link ?? undefined,
      };
  }
}

export interface BatchSave {
  name: string;
  result: SaveOutcome;
  /** the record's page (`recordLink`), linked when this save was the first refused */
  link?: NoticeLink | null;
}

const NAMED = 3;

function names(saves: readonly BatchSave[]): string {
  const more = saves.length - NAMED;
  return (
    saves
      .slice(0, NAMED)
      .map((s) => s.name)
      .join(', ') + (more > 0 ? ` and ${more} more` : '')
  );
}

/**
 * Several saves made by one press, as one notice: '2 deliveries confirmed: FRSH-1, FRSH-2.';
 * queued and refused ones counted apart, the refused named, the first of them linked and its
 * reason given in the server's words (which name the field).
 */
export function batchNotice(
  noun: { one: string; many: string },
  done: string,
  saves: readonly BatchSave[],
): NoticeOptions | null {
  if (saves.length === 0) return null;
  const count = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;
  const sent = saves.filter((s) => s.result.outcome === 'sent');
  const queued = saves.filter((s) => s.result.outcome === 'queued');
  const refused = saves.filter((s) => s.result.outcome === 'rejected' || s.result.outcome === 'conflict');
  const parts = [
    sent.length > 0 && `${count(sent.length)} ${done}: ${names(sent)}`,
    queued.length > 0 && `${count(queued.length)} queued (sent when online): ${names(queued)}`,
    refused.length > 0 && `${count(refused.length)} refused: ${names(refused)}`,
  ].filter((p): p is string => typeof p === 'string');
  const first = refused[0];
  const reason = first?.result.error ? ` ${first.name}: ${first.result.error.replace(/\.$/, '')}.` : '';
  return {
    status: refused.length > 0 ? 'error' : queued.length > 0 ? 'info' : 'success',
    text: `${parts.join('; ')}.${reason}`,
    link: first?.link ?? undefined,
    // only when every save waits: a notice that also says what was sent or refused stays
    queued: queued.length === saves.length || undefined,
  };
}

/** Announces a save's outcome (`saveNotice`); returns the notice's id. */
export function notifySave(name: string, result: SaveOutcome, o: SaveNoticeOptions = {}): string {
  return notify(saveNotice(name, result, o));
}

function linkOf(meta: unknown): NoticeLink | null {
  const link = (meta as { link?: Partial<NoticeLink> } | undefined)?.link;
  return typeof link?.to === 'string' && typeof link.label === 'string' ? { to: link.to, label: link.label } : null;
}

/** The toaster's region; mounted once, inside the router (links are in-app). */
export function Notices() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const link = linkOf(toast.meta);
          return (
            <Toast.Root width={{ md: 'sm' }} data-testid="notice">
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
                {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
                {link ? (
                  <RouterLink to={link.to} className="dc-inline-link">
                    {link.label}
                  </RouterLink>
                ) : null}
              </Stack>
              {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
              {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss" /> : null}
            </Toast.Root>
          );
        }}
      </Toaster>
    </Portal>
  );
}
