/**
 * `POST /api/import/{resource}` {csv, clientId?}: the generic CSV import for a declaration with an
 * `import` screen (deliveries keep their own manifest route). The file is checked with the app's
 * own CSV rules (src/resources/csv.ts); any line error answers 422 with
 * `lineErrors` and writes nothing, otherwise every row is created in one transaction (with the
 * resource's write hooks) or none is. Needs the resource's `create` rule, and each row's fields
 * must be the user's to write (422 naming the field and line, resources/field-writes.ts), as for
 * a create through the API. Then, in one transaction, each row goes through the resource's write
 * hooks and the generic create's database rules (references exist in the user's scope, unique
 * sets: server/resources/integrity.ts); every refused row is named by its line (`lineErrors`,
 * all of them, not only the first) and any refusal rolls the whole import back. Idempotency-Key
 * applies.
 */
import { Hono } from 'hono';
import { checkCsvInSlices, CSV_CHECK_SLICE, type LineError } from '../../src/resources/csv';
import { can, resourceByName } from '../../src/resources/index';
import { readJsonObject } from '../http/body';
import type { AppEnv, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, errorBody, forbidden, notFound } from '../http/errors';
import { idempotentWrite } from '../http/idempotency';
import type { HookContext, HooksOf } from '../domain/hook-types';
import { originOf } from '../resources/history';
import { checkCreateFields, checkRecordRule, writeContext } from '../resources/field-writes';
import { checkIntegrity } from '../resources/integrity';
import { resolveClientId } from '../resources/payload';
import { insertRecord } from '../resources/store';
import { nextTurn } from '../db/database';

/** a refused file names at most this many problems (a whole file of bad lines stops here) */
const KEPT_LINE_ERRORS = 500;

export function resourceImportRoutes(services: Services, hooksOf: HooksOf): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/import/:resource', async (c) => {
    const def = resourceByName(c.req.param('resource'));
    if (!def || !def.screens?.import || def.name === 'deliveries') throw notFound('Import');
    const user = requireUser(c);
    if (!can(user, def, 'create')) throw forbidden();
    const body = await readJsonObject(c);
    if (typeof body.csv !== 'string' || body.csv.trim() === '') {
      throw new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', {
        fields: [{ field: 'csv', message: 'The file has no content.' }],
      });
    }
    const requested = typeof body.clientId === 'number' && Number.isInteger(body.clientId) ? body.clientId : null;
    // checked and written in slices, with a turn for other requests between them (bounded work)
    const check = await checkCsvInSlices({ def }, body.csv, nextTurn);
    if (check.errors.length > 0) {
      const error = new ApiHttpError(
        422,
        'IMPORT_REJECTED',
        `Nothing was imported: ${check.errors.length} error${check.errors.length === 1 ? '' : 's'} in the file.`,
      );
      return c.json({ ...errorBody(error), lineErrors: check.errors }, 422);
    }
    const context = await writeContext(services.db, user, def, undefined);
    const refused: { line: number; field: string; message: string }[] = [];
    for (const row of check.rows) {
      const fields = { ...row.record };
      try {
        checkCreateFields(user, def, fields, context);
        checkRecordRule(user, def, 'create', fields, context);
      } catch (error) {
        if (!(error instanceof ApiHttpError)) throw error;
        const named = error.fields.length > 0 ? error.fields : [{ field: 'row', message: error.message }];
        refused.push(...named.map((f) => ({ line: row.line, ...f })));
      }
    }
    if (refused.length > 0) {
      const error = new ApiHttpError(
        422,
        'FIELD_NOT_WRITABLE',
        'Nothing was imported: the file writes fields you may not.',
        {
          fields: refused.map((r) => ({ field: r.field, message: `line ${r.line}: ${r.message}` })),
        },
      );
      return c.json(
        {
          ...errorBody(error),
          lineErrors: refused.map((r) => ({ line: r.line, message: `${r.field}: ${r.message}` })),
        },
        422,
      );
    }
    const hooks = hooksOf(def);
    const clientId = resolveClientId(def, user, requested, null, { allowNone: hooks.allowNoClient });
    const origin = originOf(c, 'csv-import');
    return idempotentWrite(c, services, async (tx) => {
      // every line is tried (and written, so a later line meets the earlier ones' unique values),
      // so the answer names every refused line, not only the first; any refusal rolls the whole
      // transaction back
      const lineErrors: LineError[] = [];
      for (const [i, row] of check.rows.entries()) {
        if (i > 0 && i % CSV_CHECK_SLICE === 0) await nextTurn();
        const ctx: HookContext = { tx, user, def, current: null, extras: {}, origin };
        const next = { clientId, data: row.record };
        try {
          await hooks.beforeWrite?.(ctx, next);
          // the generic create's database rules: references exist in the user's scope, unique sets
          await checkIntegrity(tx, def, user, next, null, false);
          const record = await insertRecord(tx, def, { clientId: next.clientId, historical: false, data: next.data });
          await hooks.afterWrite?.(ctx, record);
        } catch (error) {
          if (!(error instanceof ApiHttpError) || error.status !== 422) throw error;
          const named = error.fields.length > 0 ? error.fields : [{ field: 'row', message: error.message }];
          lineErrors.push(...named.map((f) => ({ line: row.line, message: `${f.field}: ${f.message}` })));
          if (lineErrors.length >= KEPT_LINE_ERRORS) break;
        }
      }
      if (lineErrors.length > 0) {
        // as the file check's refusal above: one message, the lines' problems in lineErrors
        const lines = new Set(lineErrors.map((e) => e.line)).size;
        throw new ApiHttpError(
          422,
          'IMPORT_REJECTED',
          `Nothing was imported: ${lines} line${lines === 1 ? ' was' : 's were'} refused.`,
          { extra: { lineErrors: lineErrors.slice(0, KEPT_LINE_ERRORS) } },
        );
      }
      return { status: 201, body: { importedCount: check.rows.length } };
    });
  });
  return app;
}
