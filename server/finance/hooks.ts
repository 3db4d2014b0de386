/**
 * The finance resources' server rules, run inside the write's transaction by the generic routes
 * and the CSV import:
 * - a ledger entry is appended only (the declaration allows no update or delete); the server
 *   keeps its `balanceCents`: the contractor's previous balance plus the entry's signed amount,
 *   with the contractor's row locked so two entries written at once chain one after the other.
 *   A correction names an entry of the same contractor.
 * - a run fine takes its contractor and day from the run it names (server-kept fields), and a run
 *   with no contractor cannot be fined.
 * - a fuel surcharge's and an overhead's week starts on a Monday.
 */
import { sql } from 'drizzle-orm';
import { ledgerEntries, runs, users } from '../../src/resources/index';
import type { ResourceHooks } from '../domain/hook-types';
import { fieldExpr, table } from '../db/resource-tables';
import { ApiHttpError } from '../http/errors';
import { signedCents, weekStartOf } from './model';

const refuse = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field, message }] });

export const ledgerHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx, current }, next) {
    if (current) throw new ApiHttpError(409, 'APPEND_ONLY', 'A ledger entry is never changed; add a correcting entry.');
    const contractorId = Number(next.data.contractorId);
    const who = await tx.query<{ id: unknown }>(
      sql`select id from ${table(users)} where id = ${contractorId} and ${fieldExpr(users, 'role')} = 'contractor' for update`,
    );
    if (who.length === 0) throw refuse('contractorId', 'Choose a contractor.');
    const corrects = next.data.correctsId;
    if (corrects !== null && corrects !== undefined) {
      const named = await tx.query<{ id: unknown }>(
        sql`select id from ${table(ledgerEntries)} where id = ${Number(corrects)} and not historical
            and ${fieldExpr(ledgerEntries, 'contractorId')} = ${contractorId}`,
      );
      if (named.length === 0) throw refuse('correctsId', 'A correction names an entry of the same contractor.');
    }
    const [last] = await tx.query<{ balance: unknown }>(
      sql`select data->>'balanceCents' as balance from ${table(ledgerEntries)}
          where ${fieldExpr(ledgerEntries, 'contractorId')} = ${contractorId} and not historical
          order by id desc limit 1`,
    );
    const previous = last ? Number(last.balance) : 0;
    next.data.balanceCents = previous + signedCents(String(next.data.kind), Number(next.data.amountCents));
  },
};

export const runFineHooks: ResourceHooks = {
  extraFields: [],
  async beforeWrite({ tx, current }, next) {
    const runId = Number(next.data.runId);
    if (current && Number(current.runId) !== runId) throw refuse('runId', 'A fine stays with its run.');
    const [run] = await tx.query<{ contractor: unknown; day: unknown }>(
      sql`select ${fieldExpr(runs, 'contractorId')} as contractor, ${fieldExpr(runs, 'date')} as day
          from ${table(runs)} where id = ${runId} and not historical`,
    );
    if (!run) throw refuse('runId', 'Choose a run.');
    if (run.contractor === null || run.contractor === undefined || run.contractor === '')
      throw refuse('runId', 'This run has no contractor to fine.');
    next.data.contractorId = Number(run.contractor);
    next.data.date = String(run.day);
  },
};

/** A record of a week (`weekStart`) names the week by its Monday; another day is refused, naming the Monday. */
function mondayWeek(noun: string): ResourceHooks {
  return {
    extraFields: [],
    async beforeWrite(_ctx, next) {
      const week = String(next.data.weekStart);
      if (weekStartOf(week) !== week)
        throw refuse('weekStart', `${noun} week starts on a Monday (${weekStartOf(week)}).`);
      return Promise.resolve();
    },
  };
}

export const fuelSurchargeHooks = mondayWeek('A surcharge');
export const overheadHooks = mondayWeek("An overhead's");
