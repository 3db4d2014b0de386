/**
 * Stored invoices' server rules (src/resources/invoices.ts, docs/finance.md 'Invoices'), run by
 * the generic routes inside the write's transaction:
 * - a draft covers one client's period of at most INVOICE_MAX_DAYS days that no other invoice of
 *   the client (void ones aside) overlaps; its lines and total are the computed invoice's, as a
 *   preview, until it is issued;
 * - issuing (draft -> issued) writes the lines of the computed invoice (invoiceOf, the same lines
 *   as Client Invoicing Itemised) as invoice lines, keeps their count and sum on the invoice and
 *   gives it the next number of the year (INV-yyyy-nnnnn) under a lock, so two issues at once
 *   never share a number;
 * - a line is never changed: the only line a person adds is a correction of an issued invoice,
 *   naming a line of that invoice; the server dates it and adds it to the invoice's total.
 */
import { sql } from 'drizzle-orm';
import { operatorToday } from '../../src/lib/calendar';
import { INVOICE_MAX_DAYS, invoiceLines, invoices } from '../../src/resources/invoices';
import { lockUntilCommit } from '../db/advisory-lock';
import type { Executor } from '../db/database';
import { fieldExpr, table } from '../db/resource-tables';
import type { ResourceHooks } from '../domain/hook-types';
import type { AuthUser } from '../http/context';
import { ApiHttpError } from '../http/errors';
import { storedInvoiceLine, sumCents, type InvoiceLine } from './model';

const refuse = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field, message }] });

const DAY_MS = 86_400_000;
const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * The computed invoice's lines of one client's period: Client Invoicing's own computation
 * (`invoiceOf` in server/reports/finance-reports.ts), handed in by server/domains.ts. Passed, not
 * imported: the reports folder prices with ./model.ts, so an import back would make the two
 * folders a cycle.
 */
export type InvoiceSource = (
  tx: Executor,
  user: AuthUser,
  clientId: number,
  from: string,
  to: string,
) => Promise<InvoiceLine[]>;

/** 'INV-2026-00042': the year's next number, taken under a lock held to the end of the transaction. */
async function nextNumber(tx: Executor, year: string): Promise<string> {
  await lockUntilCommit(tx, 'invoice-number');
  const prefix = `INV-${year}-`;
  const [row] = await tx.query<{ last: unknown }>(sql`
    select max(right(${fieldExpr(invoices, 'number')}, 5)::int) as last
    from ${table(invoices)} where ${fieldExpr(invoices, 'number')} like ${`${prefix}%`}`);
  const next = (row?.last === null || row?.last === undefined ? 0 : Number(row.last)) + 1;
  return `${prefix}${String(next).padStart(5, '0')}`;
}

const LINE_BATCH = 500;

/** The issued invoice's lines, written in batches (a busy client-month has thousands). */
async function writeLines(tx: Executor, invoiceId: number, clientId: number, lines: readonly InvoiceLine[]) {
  for (let i = 0; i < lines.length; i += LINE_BATCH) {
    const values = lines.slice(i, i + LINE_BATCH).map((l) => {
      const data = storedInvoiceLine(invoiceId, l);
      return sql`(${clientId}, false, ${JSON.stringify(data)}::jsonb)`;
    });
    await tx.query(
      sql`insert into ${table(invoiceLines)} (client_id, historical, data) values ${sql.join(values, sql`, `)}`,
    );
  }
}

export const invoiceHooks = (computed: InvoiceSource): ResourceHooks => ({
  extraFields: [],
  async beforeWrite({ tx, user, current }, next) {
    const d = next.data;
    if (!current) {
      const clientId = next.clientId;
      if (clientId === null) throw refuse('clientId', 'Choose the client the invoice is for.');
      const from = String(d.periodFrom);
      const to = String(d.periodTo);
      if (daysIn(from, to) > INVOICE_MAX_DAYS)
        throw refuse('periodTo', `An invoice covers at most ${INVOICE_MAX_DAYS} days.`);
      const [overlap] = await tx.query<{ number: unknown; status: unknown }>(sql`
        select ${fieldExpr(invoices, 'number')} as number, ${fieldExpr(invoices, 'status')} as status
        from ${table(invoices)}
        where client_id = ${clientId} and not historical and ${fieldExpr(invoices, 'status')} <> 'void'
          and ${fieldExpr(invoices, 'periodFrom')} <= ${to} and ${fieldExpr(invoices, 'periodTo')} >= ${from}
        limit 1`);
      if (overlap)
        throw refuse(
          'periodFrom',
          `The client already has ${overlap.number ? `invoice ${String(overlap.number)}` : `a ${String(overlap.status)} invoice`} for part of this period.`,
        );
      const lines = await computed(tx, user, clientId, from, to);
      d.number = null;
      d.lineCount = lines.length;
      d.totalCents = sumCents(lines.map((l) => l.totalCents));
      return;
    }
    if (current.status === 'draft' && d.status === 'issued') {
      const clientId = current.clientId;
      if (clientId === null) throw refuse('status', 'An invoice without a client cannot be issued.');
      const lines = await computed(tx, user, clientId, String(current.periodFrom), String(current.periodTo));
      await writeLines(tx, current.id, clientId, lines);
      d.lineCount = lines.length;
      d.totalCents = sumCents(lines.map((l) => l.totalCents));
      d.number = await nextNumber(tx, operatorToday().slice(0, 4));
    }
  },
});

export const invoiceLineHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx, current }, next) {
    if (current) throw new ApiHttpError(409, 'APPEND_ONLY', 'An invoice line is never changed; add a correcting line.');
    const d = next.data;
    if (d.kind !== 'correction')
      throw refuse('kind', "An invoice's lines are written when it is issued; a person adds corrections only.");
    const invoiceId = Number(d.invoiceId);
    const [invoice] = await tx.query<{ client_id: unknown; status: unknown }>(sql`
      select client_id, ${fieldExpr(invoices, 'status')} as status from ${table(invoices)}
      where id = ${invoiceId} and not historical for update`);
    if (!invoice || Number(invoice.client_id) !== next.clientId)
      throw refuse('invoiceId', 'Choose an invoice of the client this line is for.');
    if (invoice.status !== 'issued')
      throw refuse('invoiceId', 'Only an issued invoice takes a correction (not a draft, a paid or a void one).');
    const correctsId = d.correctsId === null || d.correctsId === undefined ? null : Number(d.correctsId);
    const [corrected] =
      correctsId === null
        ? []
        : await tx.query<{ id: unknown }>(sql`
            select id from ${table(invoiceLines)}
            where id = ${correctsId} and not historical and ${fieldExpr(invoiceLines, 'invoiceId')} = ${invoiceId}`);
    if (!corrected) throw refuse('correctsId', 'A correction names a line of the same invoice.');
    const amount = Number(d.totalCents);
    if (amount === 0) throw refuse('totalCents', 'A correction changes the total: give an amount other than 0.');
    Object.assign(d, {
      date: operatorToday(),
      deliveryId: null,
      zoneId: null,
      serviceType: null,
      weightKg: null,
      baseCents: amount,
      fuelBp: null,
      fuelCents: 0,
    });
  },
  async afterWrite({ tx }, record) {
    await tx.query(sql`
      update ${table(invoices)}
      set data = data || jsonb_build_object(
            'totalCents', (data->>'totalCents')::bigint + ${Number(record.totalCents)},
            'lineCount', (data->>'lineCount')::int + 1),
          version = version + 1, updated_at = now()
      where id = ${Number(record.invoiceId)}`);
  },
};
