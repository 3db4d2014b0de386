/**
 * The one line at the top of the Outbox that says where the changes are: being sent, waiting
 * (and why), needing a decision, all sent (how many and when), or nothing at all. Pure, so each
 * situation is tested; the page only renders it.
 */
import type { OutboxEntry } from '../../offline/db';
import { lastRun, type SentChange } from '../../offline/outbox/sent-log';

export type OutboxSituationKind = 'loading' | 'sending' | 'waiting' | 'paused' | 'attention' | 'sent' | 'empty';

export interface OutboxSituation {
  kind: OutboxSituationKind;
  text: string;
}

export interface SituationInput {
  entries: readonly OutboxEntry[] | undefined;
  sent: readonly SentChange[] | undefined;
  online: boolean;
  paused: boolean;
  /** a 'Send now' started here is under way */
  sendingHere: boolean;
  /** how an instant reads ('14:02', or with its date when not today) */
  when: (ms: number) => string;
}

export const changes = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

export function outboxSituation({ entries, sent, online, paused, sendingHere, when }: SituationInput): OutboxSituation {
  if (entries === undefined || sent === undefined) return { kind: 'loading', text: '' };
  const n = entries.length;
  if (n === 0) {
    const run = lastRun(sent);
    if (run) return { kind: 'sent', text: `All changes sent · ${run.count} sent at ${when(run.at)}` };
    return { kind: 'empty', text: 'No changes waiting, and none sent from this device in the last 24 hours' };
  }
  const held = entries.filter((e) => e.status === 'conflict' || e.status === 'rejected').length;
  const decide = held > 0 ? ` · ${held} need${held === 1 ? 's' : ''} your decision` : '';
  if (held === n)
    return {
      kind: 'attention',
      text: `${changes(n)} need${n === 1 ? 's' : ''} your decision before ${n === 1 ? 'it is' : 'they are'} sent`,
    };
  const sending = entries.filter((e) => e.status === 'sending').length;
  if (online && !paused && (sending > 0 || sendingHere))
    return { kind: 'sending', text: `Sending ${changes(n - held)}…${decide}` };
  if (paused) return { kind: 'paused', text: `${changes(n)} waiting: sign in again and they are sent` };
  if (!online)
    return { kind: 'waiting', text: `${changes(n - held)} waiting: sent when the connection returns${decide}` };
  return { kind: 'waiting', text: `${changes(n - held)} waiting to be sent${decide}` };
}
