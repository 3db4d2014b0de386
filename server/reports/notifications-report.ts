/**
 * Notifications sent (the report of Customer Notification Settings, /cs/{clientId/}cns): how
 * many customer notifications went out, of which type, on which channel, and how many bounced?
 * Per notification type and channel over the period's notifications (by delivery day): sent,
 * delivered, failed, delivered %, and the deliveries they reached. Client-scoped like the
 * notifications list; filters period, routing group, client.
 */
import { sql } from 'drizzle-orm';
import { notifications } from '../../src/resources/index';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
} from '../../src/resources/notifications';
import { defineReport, fieldExpr, num, percent, periodFilters, periodWhere, table } from './kit';

const N = notifications;

export const notificationsSent = defineReport({
  id: 'notifications',
  screenId: 'r.cns',
  filters: periodFilters,
  async run(db, f, scope) {
    const rows = await db.query<{
      type: unknown;
      channel: unknown;
      sent: unknown;
      failed: unknown;
      reached: unknown;
    }>(sql`
      select ${fieldExpr(N, 'type')} as type, ${fieldExpr(N, 'channel')} as channel, count(*) as sent,
             count(*) filter (where ${fieldExpr(N, 'status')} = 'failed') as failed, count(distinct ${fieldExpr(N, 'deliveryId')}) as reached
      from ${table(N)} where ${periodWhere(N, scope, f)} group by 1, 2`);
    const [all] = await db.query<{ reached: unknown }>(
      sql`select count(distinct ${fieldExpr(N, 'deliveryId')}) as reached from ${table(N)} where ${periodWhere(N, scope, f)}`,
    );
    const found = new Map(rows.map((r) => [`${String(r.type)}:${String(r.channel)}`, r]));
    // every type and channel, in the order a customer receives them, so a channel that sent nothing reads 0
    const out = NOTIFICATION_TYPES.flatMap((type) =>
      NOTIFICATION_CHANNELS.map((channel) => {
        const r = found.get(`${type}:${channel}`);
        const sent = num(r?.sent);
        const failed = num(r?.failed);
        return {
          type: NOTIFICATION_TYPE_LABELS[type],
          channel: NOTIFICATION_CHANNEL_LABELS[channel],
          sent,
          delivered: sent - failed,
          failed,
          deliveredShare: percent(sent - failed, sent),
          reached: num(r?.reached),
        };
      }),
    );
    const sent = out.reduce((n, r) => n + r.sent, 0);
    const failed = out.reduce((n, r) => n + r.failed, 0);
    const bySum = (channel: string) => out.filter((r) => r.channel === channel).reduce((n, r) => n + r.sent, 0);
    return {
      columns: [
        { key: 'type', label: 'Notification', type: 'text' },
        { key: 'channel', label: 'Channel', type: 'text' },
        { key: 'sent', label: 'Sent', type: 'int' },
        { key: 'delivered', label: 'Delivered', type: 'int' },
        { key: 'failed', label: 'Failed (bounced)', type: 'int' },
        { key: 'deliveredShare', label: 'Delivered %', type: 'percent' },
        { key: 'reached', label: 'Deliveries reached', type: 'int' },
      ],
      rows: sent === 0 ? [] : out,
      totals: {
        sent,
        delivered: sent - failed,
        failed,
        deliveredShare: percent(sent - failed, sent),
        reached: num(all?.reached),
        sms: bySum(NOTIFICATION_CHANNEL_LABELS.sms),
        email: bySum(NOTIFICATION_CHANNEL_LABELS.email),
      },
    };
  },
});
