/**
 * `POST /api/finance/rate-bulk-update` `{ clientId, serviceType, changeBp, from, apply }`: Rate
 * Master Bulk Update. A percentage change (basis points) to the client rate cards in force on
 * `from`, of one client or all and one service or both (`bulkPlan` in ./model.ts). With `apply:
 * false` it answers the preview (each card's old and new amounts) and writes nothing; with `apply:
 * true` it writes the whole change in one transaction under the Idempotency-Key mechanism, so a
 * retried click replays the first answer instead of raising the rates twice. A card that started
 * before `from` ends the day before and a new card carries the new prices (past invoices keep
 * theirs); `from` is tomorrow at the earliest. Gated by the screen's rule (FinancialReporting
 * rate-master and RateMasterBulkUpdate), asked as the menu and the route gate ask it.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { operatorToday } from '../../src/lib/calendar';
import { isCalendarDate } from '../../src/resources/common';
import { clientRates, clientScope, clients, zones } from '../../src/resources/index';
import { SERVICE_TYPES } from '../../src/resources/operations';
import { mayOpen, screenById } from '../../src/screens/index';
import { accessContextFor } from '../auth/access-context';
import { lockUntilCommit } from '../db/advisory-lock';
import type { Executor } from '../db/database';
import { RECORD_COLUMNS, fieldExpr, rowToRecord, table, type StoredRecord } from '../db/resource-tables';
import { readJsonObject } from '../http/body';
import type { AppEnv, AuthUser, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, forbidden } from '../http/errors';
import { idempotentWrite } from '../http/idempotency';
import { appendServerChange, originOf } from '../resources/history';
import { insertRecord, replaceRecord } from '../resources/store';
import { bulkPlan, dayBefore, type BulkChange, type BulkLine, type RateCard } from './model';

const bodySchema = z.object({
  clientId: z.number().int().positive().max(2_147_483_647).nullable(),
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  changeBp: z
    .number({ message: 'Enter the change as a percentage.' })
    .int('Enter the change in hundredths of a percent.')
    .min(-5000, 'A change of more than -50% is not a price change: edit the cards.')
    .max(10_000, 'A change of more than +100% is not a price change: edit the cards.')
    .refine((v) => v !== 0, 'Enter a change other than 0%.'),
  from: z.string().refine(isCalendarDate, 'Enter a date as yyyy-MM-dd.'),
  apply: z.boolean(),
});

export interface BulkPreviewRow {
  id: number;
  client: string;
  zone: string;
  serviceType: string;
  band: string;
  effectiveFrom: string;
  oldBaseCents: number;
  newBaseCents: number;
  oldPerKgCents: number;
  newPerKgCents: number;
  split: boolean;
}

function invalid(fields: { field: string; message: string }[]): ApiHttpError {
  return new ApiHttpError(422, 'INVALID_FIELDS', fields[0]?.message ?? 'Some fields are not valid.', { fields });
}

async function readChange(services: Services, user: AuthUser, raw: Record<string, unknown>) {
  const context = await accessContextFor(services.db, user, null);
  const screen = screenById('b.rate-bulk');
  if (!screen || !mayOpen(screen, user, context)) throw forbidden();
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success)
    throw invalid(
      parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message })),
    );
  const today = operatorToday();
  if (parsed.data.from <= today)
    throw invalid([
      { field: 'from', message: `New prices start tomorrow at the earliest: past days keep their prices.` },
    ]);
  return parsed.data;
}

/** The cards of the chosen client (or every client), inside the user's client scope. */
async function cardsOf(db: Executor, user: AuthUser, clientId: number | null, lock: boolean): Promise<StoredRecord[]> {
  const scope = clientScope(user);
  const ids = clientId === null ? scope : scope === null || scope.includes(clientId) ? [clientId] : [];
  const client =
    ids === null
      ? sql`true`
      : ids.length === 0
        ? sql`false`
        : sql`client_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const rows = await db.query(
    sql`select ${RECORD_COLUMNS} from ${table(clientRates)} where not historical and ${client} order by id${lock ? sql` for update` : sql``}`,
  );
  return rows.map(rowToRecord);
}

function asCard(r: StoredRecord): RateCard {
  const n = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));
  return {
    id: r.id,
    clientId: r.clientId ?? 0,
    zoneId: r.zoneId == null ? null : n(r.zoneId),
    serviceType: String(r.serviceType),
    weightFromKg: n(r.weightFromKg),
    weightToKg: r.weightToKg == null ? null : n(r.weightToKg),
    effectiveFrom: String(r.effectiveFrom),
    effectiveTo: r.effectiveTo ? String(r.effectiveTo) : null,
    fuelCategoryId: r.fuelCategoryId == null ? null : n(r.fuelCategoryId),
    baseCents: n(r.baseCents),
    perKgCents: n(r.perKgCents),
  };
}

async function previewRows(db: Executor, lines: readonly BulkLine[]): Promise<BulkPreviewRow[]> {
  const names = async (def: typeof clients | typeof zones) =>
    new Map(
      (
        await db.query<{ id: unknown; name: unknown }>(
          sql`select id, ${fieldExpr(def, 'name')} as name from ${table(def)}`,
        )
      ).map((r) => [Number(r.id), String(r.name)]),
    );
  const [clientNames, zoneNames] = await Promise.all([names(clients), names(zones)]);
  return lines.map(({ card, baseCents, perKgCents, split }) => ({
    id: card.id,
    client: clientNames.get(card.clientId) ?? 'Client',
    zone: card.zoneId === null ? 'Any zone' : (zoneNames.get(card.zoneId) ?? 'Zone'),
    serviceType: card.serviceType,
    band: `${card.weightFromKg}–${card.weightToKg ?? ''} kg`,
    effectiveFrom: card.effectiveFrom,
    oldBaseCents: card.baseCents,
    newBaseCents: baseCents,
    oldPerKgCents: card.perKgCents,
    newPerKgCents: perKgCents,
    split,
  }));
}

export function financeRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/finance/rate-bulk-update', async (c) => {
    const user = requireUser(c);
    const change: BulkChange & { apply: boolean } = await readChange(services, user, await readJsonObject(c));
    if (!change.apply) {
      const lines = bulkPlan((await cardsOf(services.db, user, change.clientId, false)).map(asCard), change);
      return c.json({
        data: {
          applied: false,
          from: change.from,
          changeBp: change.changeBp,
          rows: await previewRows(services.db, lines),
        },
      });
    }
    const origin = originOf(c);
    return idempotentWrite(c, services, async (tx) => {
      await lockUntilCommit(tx, 'rate-bulk-update');
      const stored = await cardsOf(tx, user, change.clientId, true);
      const byId = new Map(stored.map((r) => [r.id, r]));
      const lines = bulkPlan(stored.map(asCard), change);
      const ctx = { tx, user, origin };
      for (const line of lines) {
        const before = byId.get(line.card.id);
        if (!before) continue;
        const { id: _id, version: _v, clientId, historical: _h, createdAt: _c, updatedAt: _u, ...data } = before;
        const priced = { ...data, baseCents: line.baseCents, perKgCents: line.perKgCents };
        if (line.split) {
          const ended = await replaceRecord(tx, clientRates, before.id, {
            clientId,
            historical: false,
            data: { ...data, effectiveTo: dayBefore(change.from) },
          });
          await appendServerChange(ctx, clientRates, before, ended);
          const made = await insertRecord(tx, clientRates, {
            clientId,
            historical: false,
            data: { ...priced, effectiveFrom: change.from },
          });
          await appendServerChange(ctx, clientRates, null, made);
        } else {
          const changed = await replaceRecord(tx, clientRates, before.id, {
            clientId,
            historical: false,
            data: priced,
          });
          await appendServerChange(ctx, clientRates, before, changed);
        }
      }
      return {
        status: 200,
        body: {
          data: { applied: true, from: change.from, changeBp: change.changeBp, rows: await previewRows(tx, lines) },
        },
      };
    });
  });
  return app;
}
