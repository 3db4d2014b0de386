/**
 * The webhook signing scheme (docs/admin-dev.md has the receiver's snippet): the server posts the
 * JSON body with `X-Depot-Timestamp` (Unix seconds) and `X-Depot-Signature: v1=<hex>`, the
 * HMAC-SHA256 of `<timestamp>.<body>` under the webhook's secret. A receiver recomputes it,
 * compares in constant time and refuses a timestamp more than five minutes from its clock, so a
 * captured post cannot be replayed later. `verifySignature` is that check, used by the tests'
 * receiver exactly as a client would.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'X-Depot-Timestamp';
export const SIGNATURE_HEADER = 'X-Depot-Signature';
export const EVENT_HEADER = 'X-Depot-Event';
export const REPLAY_WINDOW_SECONDS = 300;

export function signature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function signedHeaders(secret: string, body: string, event: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'Content-Type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signature(secret, timestamp, body),
    [EVENT_HEADER]: event,
  };
}

export type Verdict = 'ok' | 'bad-signature' | 'stale' | 'missing';

/** The receiver's check: a good signature over this body, made within five minutes of `now`. */
export function verifySignature(
  secret: string,
  body: string,
  timestampHeader: string | null | undefined,
  signatureHeader: string | null | undefined,
  now = Date.now(),
): Verdict {
  if (!timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader)) return 'missing';
  const timestamp = Number(timestampHeader);
  if (Math.abs(now / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) return 'stale';
  const expected = Buffer.from(signature(secret, timestamp, body));
  const given = Buffer.from(signatureHeader);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'bad-signature';
}
