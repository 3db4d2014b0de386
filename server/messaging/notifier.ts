/**
 * The one way a customer message leaves the server (issue 37). `notify` checks the block list
 * (SMS) or the unsubscribes (e-mail) first, in the caller's transaction, and then hands the
 * message to the gateway. No real gateway is wired: `OUTBOX_GATEWAY` writes the message to the
 * `message_outbox` table (migration 007), the record of what would have been sent; a real SMS or
 * e-mail provider plugs in as another `Gateway` (docs/admin-dev.md, 'Where a real gateway plugs in').
 * A message to a blocked number or unsubscribed address is never handed to any gateway.
 */
import { sql } from 'drizzle-orm';
import { emailUnsubscribes, normalEmail, normalPhone, smsBlocks } from '../../src/resources/messaging';
import type { Executor } from '../db/database';
import { fieldExpr, table } from '../db/resource-tables';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** a phone number (sms) or an e-mail address */
  to: string;
  subject?: string | null;
  body: string;
}

export interface Gateway {
  readonly name: string;
  send(db: Executor, message: OutgoingMessage): Promise<void>;
}

/** The stand-in gateway: the message is stored in `message_outbox` in the caller's transaction. */
export const OUTBOX_GATEWAY: Gateway = {
  name: 'outbox',
  async send(db, m) {
    await db.query(
      sql`insert into message_outbox (channel, recipient, subject, body) values (${m.channel}, ${m.to}, ${m.subject ?? null}, ${m.body})`,
    );
  },
};

export type NotifyOutcome = 'sent' | 'blocked' | 'unsubscribed' | 'bad-address';

/** Whether the number is on the block list (in its normal form). */
export async function isBlocked(db: Executor, phone: string): Promise<boolean> {
  const normal = normalPhone(phone);
  if (!normal) return false;
  const rows = await db.query(
    sql`select 1 from ${table(smsBlocks)} where ${fieldExpr(smsBlocks, 'phone')} = ${normal} and not historical limit 1`,
  );
  return rows.length > 0;
}

export async function isUnsubscribed(db: Executor, address: string): Promise<boolean> {
  const rows = await db.query(
    sql`select 1 from ${table(emailUnsubscribes)} where ${fieldExpr(emailUnsubscribes, 'email')} = ${normalEmail(address)} and not historical limit 1`,
  );
  return rows.length > 0;
}

/** Sends through the gateway unless the recipient asked not to be messaged; says what happened. */
export async function notify(db: Executor, gateway: Gateway, message: OutgoingMessage): Promise<NotifyOutcome> {
  if (message.channel === 'sms') {
    const to = normalPhone(message.to);
    if (!to) return 'bad-address';
    if (await isBlocked(db, to)) return 'blocked';
    await gateway.send(db, { ...message, to });
    return 'sent';
  }
  if (!message.to.includes('@')) return 'bad-address';
  if (await isUnsubscribed(db, message.to)) return 'unsubscribed';
  await gateway.send(db, { ...message, to: normalEmail(message.to) });
  return 'sent';
}
