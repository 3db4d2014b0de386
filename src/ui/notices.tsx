/**
 * The one notice system (issue 32, 'Every save is heard'): Chakra's toaster, one instance for the
 * app, drawn once by the shell (`<Notices />`). A save, an undo, a queued edit sent later, a
 * rejection or a conflict is announced through `notify`, naming the record as its author knows it
 * (reference, run code, a person's name), optionally with 'Undo' and a link to the record. The
 * wording of a save's outcome is `outcomeNotice` (outcome-notice.ts), shared with the pages that
 * still show it in place.
 */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MutationResult } from '../offline';
import { outcomeNotice, type Notice } from './outcome-notice';

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 6 });

export interface NoticeLink {
  /** an in-app path, e.g. recordPath('deliveries.detail', 12) */
  to: string;
  label: string;
}

export interface NoticeOptions extends Notice {
  /** a link to the record the notice is about */
  link?: NoticeLink;
  /** offered as 'Undo' while the notice shows */
  undo?: () => void;
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
    meta: n.link ? { link: n.link } : undefined,
  });
}

/** A save's outcome as a notice: 'Ethan Taylor assigned to BNE-1128-02: saved.' */
export function notifyOutcome(what: string, result: MutationResult, extra: Omit<NoticeOptions, keyof Notice> = {}) {
  return notify({ ...outcomeNotice(what, result), ...extra });
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
