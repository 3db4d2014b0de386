/**
 * The outbox horizon: how long a device may hold an unsent edit and still replay it blind. The
 * server keeps every Idempotency-Key at least this long (plus a day of margin), so a replay
 * inside the horizon can never apply twice; the outbox flags an entry older than this for the
 * user to review instead of sending it. Shared by the app, the service worker and the server.
 */
export const OUTBOX_HORIZON_DAYS = 7;
export const OUTBOX_HORIZON_MS = OUTBOX_HORIZON_DAYS * 24 * 3600_000;
/** days the server keeps idempotency keys: the horizon and one day for clocks and slow replays */
export const IDEMPOTENCY_KEY_DAYS = OUTBOX_HORIZON_DAYS + 1;
