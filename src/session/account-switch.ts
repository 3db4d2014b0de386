/**
 * No silent account switch (issue 33 item 5): an `authToken` link or a flex log-in link for
 * another user, opened where a session is live, is refused by the server (409
 * SESSION_CONFLICT); the page then asks. This module reads the refusal into the question;
 * account-switch-question.tsx shows it.
 */
import { ApiError } from '../lib/api';

export const SESSION_CONFLICT = 'SESSION_CONFLICT';

/** What a log-in link carries, kept in memory only until it is used or the user answers. */
export type AccountLink =
  { kind: 'session'; token: string } | { kind: 'flex'; userIdentity: string; flexToken: string };

export interface SwitchQuestion {
  /** the user whose session is live in this browser */
  signedInAs: string;
  /** the user the link signs in as */
  tokenFor: string;
  /** the link that asked */
  link: AccountLink;
}

function nameOf(value: unknown, fallback: string): string {
  if (value !== null && typeof value === 'object' && 'name' in value) {
    const name = value.name;
    if (typeof name === 'string' && name.trim() !== '') return name;
  }
  return fallback;
}

/** The question to ask when the link's log-in was refused because another user is signed in; else null. */
export function switchQuestionOf(error: unknown, link: AccountLink): SwitchQuestion | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.errors[0]?.code !== SESSION_CONFLICT) return null;
  const body = error.body !== null && typeof error.body === 'object' ? error.body : {};
  return {
    signedInAs: nameOf('signedInAs' in body ? body.signedInAs : null, 'the current user'),
    tokenFor: nameOf('tokenFor' in body ? body.tokenFor : null, 'another user'),
    link,
  };
}
