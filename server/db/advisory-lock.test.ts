import { describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../testing/test-database';
import { lockUntilCommit, tryLockUntilCommit } from './advisory-lock';
import { openDatabase } from './database';

describe('advisory locks', () => {
  // On PGlite a database is one connection (a second handle is the same session, which may take
  // its own lock again), so only a real Postgres can show one transaction keeping out another.
  it.skipIf(!process.env.DATABASE_URL)(
    'keep out another transaction of the same schema, but not one of another schema that shares the Postgres',
    async () => {
      const a = await openEmptyTestDatabase();
      // a staging copy beside it: another schema of the same database
      const b = await openDatabase({ databaseUrl: a.url, schema: 'staging_copy' });
      const aAgain = await a.secondHandle();
      try {
        await a.db.transaction(async (tx) => {
          await lockUntilCommit(tx, 'seed');
          expect(await aAgain.transaction((other) => tryLockUntilCommit(other, 'seed'))).toBe(false);
          expect(await aAgain.transaction((other) => tryLockUntilCommit(other, 'line-haul-builder'))).toBe(true);
          expect(await b.transaction((other) => tryLockUntilCommit(other, 'seed'))).toBe(true);
        });
        // released at commit
        expect(await aAgain.transaction((other) => tryLockUntilCommit(other, 'seed'))).toBe(true);
      } finally {
        await aAgain.close();
        await b.close();
        await a.drop();
      }
    },
  );

  it('are taken and released with their transaction', async () => {
    const a = await openEmptyTestDatabase();
    try {
      await a.db.transaction(async (tx) => {
        await lockUntilCommit(tx, 'seed');
        expect(await tryLockUntilCommit(tx, 'seed')).toBe(true);
      });
      expect(await a.db.transaction((tx) => tryLockUntilCommit(tx, 'seed'))).toBe(true);
    } finally {
      await a.drop();
    }
  });
});
