import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isStatementTimeout, openDatabase, statementTimeoutMs } from './database';

describe('statement timeout', () => {
  it('reads STATEMENT_TIMEOUT_MS, 15 s unless a positive whole number is set', () => {
    expect(statementTimeoutMs({})).toBe(15_000);
    expect(statementTimeoutMs({ STATEMENT_TIMEOUT_MS: '250' })).toBe(250);
    expect(statementTimeoutMs({ STATEMENT_TIMEOUT_MS: '-1' })).toBe(15_000);
    expect(statementTimeoutMs({ STATEMENT_TIMEOUT_MS: 'soon' })).toBe(15_000);
  });

  it('knows the timeout error however it is wrapped', () => {
    expect(isStatementTimeout({ code: '57014' })).toBe(true);
    expect(isStatementTimeout(new Error('query failed', { cause: { code: '57014' } }))).toBe(true);
    expect(isStatementTimeout({ code: '22P02' })).toBe(false);
    expect(isStatementTimeout(null)).toBe(false);
  });

  // PGlite has no timer signals, so only Postgres can end a running statement (docs/deploy.md)
  it.skipIf(!process.env.DATABASE_URL)('ends a statement that runs past STATEMENT_TIMEOUT_MS on Postgres', async () => {
    const before = process.env.STATEMENT_TIMEOUT_MS;
    process.env.STATEMENT_TIMEOUT_MS = '200';
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    try {
      const error: unknown = await db.query(sql`select pg_sleep(5)`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isStatementTimeout(error)).toBe(true);
      expect(await db.query(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
      if (before === undefined) delete process.env.STATEMENT_TIMEOUT_MS;
      else process.env.STATEMENT_TIMEOUT_MS = before;
    }
  });
});
