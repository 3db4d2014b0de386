/**
 * The generic resource contract, mounted for every registry resource at `/api<path>`:
 * list, get, create, update (PUT, full), patch (partial), delete and file upload. Every route
 * checks `can(user, resource, action)` (403) and the user's client and owner scope (404), except a
 * self-service patch of one's own record where the resource's hooks allow it (hooks.ts). Writes
 * then ask the declaration's record and field rules (field-writes.ts): 403 with the rule's
 * reason, or 422 naming each field the user may not write; nothing is saved.
 */
import { Hono } from 'hono';
import type { Action, ResourceDef } from '../../src/resources/index';
import { can, readsContext, resourceList } from '../../src/resources/index';
import { accessContextFor } from '../auth/access-context';
import type { Executor } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import { routeLimit } from '../auth/rate-limit';
import { badText, isStorableText, readJsonObject } from '../http/body';
import type { AppContext, AppEnv, AuthUser, Services } from '../http/context';
import type { AccessContext } from '../../src/resources/index';
import { requireUser } from '../http/context';
import { ApiHttpError, forbidden, notFound } from '../http/errors';
import { idempotentWrite } from '../http/idempotency';
import { fileRoutes, storeUpload } from './files';
import type { HookContext, HooksOf } from '../domain/hook-types';
import { isSelfPatch, takeExtras } from './hooks';
import { originOf, readHistory } from './history';
import {
  checkChangedFields,
  checkCreateFields,
  checkHistoricalFlag,
  checkRecordRule,
  writeContext,
} from './field-writes';
import { checkIntegrity } from './integrity';
import { judgeUpload } from './upload-policy';
import { requireVersion, resolveClientId, splitBody, validateFull, validatePartial, withOmittedNulls } from './payload';
import { parseListQuery } from './query';
import type { Scope } from './store';
import { deleteRecord, getRecord, insertRecord, listRecordsJson, replaceRecord, scopeFor } from './store';
import { decimalId } from './values';

/**
 * The action's rule decides; a rule that reads the access context (an integration service, a
 * client flag) gets the one the app builds, from the database (server/auth/access-context.ts).
 */
export async function authorize(
  c: AppContext,
  def: ResourceDef,
  action: Action,
  db: Executor,
): Promise<{ user: AuthUser; scope: Scope; context: AccessContext | undefined }> {
  const user = requireUser(c);
  const rule = def.access[action];
  const context = readsContext(rule) ? await accessContextFor(db, user, null) : undefined;
  if (!can(user, def, action, context)) throw forbidden();
  return { user, scope: scopeFor(def, user), context };
}

/** The scope of a self-service write: the record is the user's own, found by id alone. */
const OWN_RECORD: Scope = { clientIds: null, owner: null };

export function recordId(c: AppContext, label: string): number {
  const id = decimalId(c.req.param('id'));
  if (id === null) throw notFound(label);
  return id;
}

function bodyId(body: Record<string, unknown>, label: string): number {
  const id = body.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw notFound(label);
  return id;
}

function conflict(current: StoredRecord): ApiHttpError {
  return new ApiHttpError(
    409,
    'VERSION_CONFLICT',
    'This record was changed by someone else. Review their version before saving again.',
    {
      extra: { current },
    },
  );
}

/** The owner field of a record may not be moved out of the user's own scope. */
function checkOwner(scope: Scope, data: Record<string, unknown>): void {
  if (scope.owner && data[scope.owner.field] !== scope.owner.userId) throw forbidden();
}

function mountResource(app: Hono<AppEnv>, services: Services, def: ResourceDef, hooksOf: HooksOf): void {
  const base = def.path;
  const item = `${base}/:id`;
  const hooks = hooksOf(def);
  const clientOptions = { allowNone: hooks.allowNoClient === true };
  const uploadLimit = routeLimit(services, 'uploads', services.config.uploadsPerMinute, 60);

  /** The record to change, locked for the transaction; 404 out of scope, 409 when the version is stale. */
  const lockCurrent = async (
    tx: Executor,
    scope: Scope,
    id: number,
    version: number | undefined,
  ): Promise<StoredRecord> => {
    const current = await getRecord(tx, def, scope, id, true);
    if (!current) throw notFound(def.label);
    if (version !== undefined && current.version !== version) throw conflict(current);
    return current;
  };

  const replace = async (
    ctx: HookContext & { current: StoredRecord },
    clientId: number | null,
    historical: boolean,
    data: Record<string, unknown>,
  ): Promise<StoredRecord> => {
    const next = { clientId, data };
    await hooks.beforeWrite?.(ctx, next);
    await checkIntegrity(ctx.tx, def, ctx.user, next, { id: ctx.current.id, data: ctx.current }, historical);
    const record = await replaceRecord(ctx.tx, def, ctx.current.id, {
      clientId: next.clientId,
      historical,
      data: next.data,
    });
    await hooks.afterWrite?.(ctx, record);
    return record;
  };

  app.get(base, async (c) => {
    const { scope } = await authorize(c, def, 'list', services.db);
    const query = parseListQuery(def, c.req.query(), services.config.listAllMax);
    const { json, count } = await listRecordsJson(services.db, def, scope, query);
    if (query.limit === -1 && count > query.allMax) {
      const message = `${count} records match, more than the ${query.allMax} a list without paging returns: narrow the filters or page with limit and offset.`;
      throw new ApiHttpError(400, 'BAD_QUERY', message, { fields: [{ field: 'limit', message }] });
    }
    // The page arrives as JSON text from Postgres (store.ts); the rest is spliced around it.
    const rest = JSON.stringify({
      count,
      limit: query.limit,
      sort: query.sort,
      offset: query.offset,
      alphaPagination: false,
      embeds: [],
    });
    return c.body(`{"data":${json},${rest.slice(1)}`, 200, { 'content-type': 'application/json' });
  });

  app.get(item, async (c) => {
    const { scope } = await authorize(c, def, 'get', services.db);
    const record = await getRecord(services.db, def, scope, recordId(c, def.label));
    if (!record) throw notFound(def.label);
    return c.json({ data: record });
  });

  // The record's history (history.ts): read-only, in the scope of the record's get.
  app.get(`${item}/history`, async (c) => {
    const { scope } = await authorize(c, def, 'get', services.db);
    const id = recordId(c, def.label);
    if (!(await getRecord(services.db, def, scope, id))) throw notFound(def.label);
    return c.json({ data: await readHistory(services.db, def, id) });
  });

  app.post(base, async (c) => {
    const { user, scope, context: known } = await authorize(c, def, 'create', services.db);
    const context = await writeContext(services.db, user, def, known);
    const { meta, fields } = splitBody(await readJsonObject(c));
    const extras = takeExtras(hooks, fields);
    const clientId = resolveClientId(def, user, meta.clientId ?? null, null, clientOptions);
    checkCreateFields(user, def, fields, context);
    checkHistoricalFlag(meta.historical, false);
    const data = validateFull(def, withOmittedNulls(def, fields));
    checkOwner(scope, data);
    checkRecordRule(user, def, 'create', data, context);
    return idempotentWrite(c, services, async (tx) => {
      const ctx: HookContext = { tx, user, def, current: null, extras, origin: originOf(c), version: meta.version };
      const next = { clientId, data };
      await hooks.beforeWrite?.(ctx, next);
      await checkIntegrity(tx, def, user, next, null, false);
      const record = await insertRecord(tx, def, {
        clientId: next.clientId,
        historical: false,
        data: next.data,
      });
      await hooks.afterWrite?.(ctx, record);
      return { status: 201, body: { data: record } };
    });
  });

  // PUT {base}/{id}, or PUT {base} with the id in the body (spec section 7).
  app.put(`${base}/:id?`, async (c) => {
    const { user, scope, context: known } = await authorize(c, def, 'update', services.db);
    const context = await writeContext(services.db, user, def, known);
    const body = await readJsonObject(c);
    const id = c.req.param('id') === undefined ? bodyId(body, def.label) : recordId(c, def.label);
    const { meta, fields } = splitBody(body);
    const extras = takeExtras(hooks, fields);
    const version = requireVersion(meta);
    const data = validateFull(def, fields);
    checkOwner(scope, data);
    return idempotentWrite(c, services, async (tx) => {
      const current = await lockCurrent(tx, scope, id, version);
      checkRecordRule(user, def, 'update', current, context);
      checkChangedFields(user, def, data, current, context);
      checkHistoricalFlag(meta.historical, current.historical);
      const clientId = resolveClientId(def, user, meta.clientId, current.clientId, clientOptions);
      const record = await replace(
        { tx, user, def, current, extras, origin: originOf(c) },
        clientId,
        current.historical,
        data,
      );
      return { status: 200, body: { data: record } };
    });
  });

  app.patch(item, async (c) => {
    const caller = requireUser(c);
    // Self-service (hooks.selfPatchFields): one's own record, only those fields; else the resource's rule.
    const ownRecord = hooks.selfPatchFields !== undefined && decimalId(c.req.param('id')) === caller.id;
    const body = ownRecord ? await readJsonObject(c) : null;
    const self = body !== null && isSelfPatch(hooks, caller, caller.id, body);
    const {
      user,
      scope,
      context: known,
    } = self ? { user: caller, scope: OWN_RECORD, context: undefined } : await authorize(c, def, 'patch', services.db);
    const context = await writeContext(services.db, user, def, known);
    const id = recordId(c, def.label);
    const { meta, fields } = splitBody(body ?? (await readJsonObject(c)));
    const extras = takeExtras(hooks, fields);
    const version = requireVersion(meta);
    const changes = validatePartial(def, fields);
    return idempotentWrite(c, services, async (tx) => {
      const current = await lockCurrent(tx, scope, id, version);
      if (!self) checkRecordRule(user, def, 'patch', current, context);
      checkChangedFields(user, def, changes, current, context);
      checkHistoricalFlag(meta.historical, current.historical);
      const {
        id: _id,
        version: _v,
        clientId: _c,
        historical: _h,
        createdAt: _ca,
        updatedAt: _ua,
        ...existing
      } = current;
      // a record stored before a nullable field was declared holds no value for it: empty, not missing
      const data = validateFull(def, withOmittedNulls(def, { ...existing, ...changes }));
      checkOwner(scope, data);
      const clientId = self
        ? current.clientId
        : resolveClientId(def, user, meta.clientId, current.clientId, clientOptions);
      const record = await replace(
        { tx, user, def, current, extras, self, origin: originOf(c) },
        clientId,
        current.historical,
        data,
      );
      return { status: 200, body: { data: record } };
    });
  });

  app.delete(item, async (c) => {
    const { user, scope, context } = await authorize(c, def, 'delete', services.db);
    const id = recordId(c, def.label);
    const raw = c.req.header('content-type')?.includes('json') ? await readJsonObject(c) : {};
    const { meta } = splitBody(raw);
    return idempotentWrite(c, services, async (tx) => {
      const current = await lockCurrent(tx, scope, id, meta.version);
      checkRecordRule(user, def, 'delete', current, context);
      await deleteRecord(tx, def, id);
      await hooks.afterDelete?.({ tx, user, def, current, extras: {} });
      return { status: 200, body: { data: { id } } };
    });
  });

  app.post(`${item}/file`, uploadLimit, async (c) => {
    const { user, scope, context } = await authorize(c, def, 'upload', services.db);
    const id = recordId(c, def.label);
    const form = await c.req.parseBody().catch(() => {
      throw new ApiHttpError(400, 'BAD_UPLOAD', 'The upload must be multipart/form-data with a file field.', {
        fields: [{ field: 'file', message: 'Send multipart/form-data.' }],
      });
    });
    const file = form.file;
    if (!(file instanceof File))
      throw new ApiHttpError(422, 'INVALID_FIELDS', 'file: A file is required.', {
        fields: [{ field: 'file', message: 'A file is required.' }],
      });
    if (!isStorableText(file.name)) throw badText('file.name');
    const bytes = Buffer.from(await file.arrayBuffer());
    const verdict = judgeUpload(file.name, file.type, bytes);
    if (!verdict.ok)
      throw new ApiHttpError(415, 'UNSUPPORTED_FILE', verdict.reason ?? 'This kind of file is not accepted.', {
        fields: [{ field: 'file', message: verdict.reason ?? 'Not accepted.' }],
      });
    return idempotentWrite(
      c,
      services,
      async (tx) => {
        const record = await getRecord(tx, def, scope, id, true);
        if (!record) throw notFound(def.label);
        // the upload rule for this record (a state or owner rule), as patch and delete ask it
        checkRecordRule(user, def, 'upload', record, context);
        const stored = await storeUpload(tx, {
          resource: def.name,
          recordId: id,
          name: file.name,
          contentType: verdict.contentType,
          bytes,
          userId: user.id,
        });
        return { status: 201, body: { data: stored } };
      },
      Buffer.concat([Buffer.from(`${file.name}\n${file.type}\n`), bytes]),
    );
  });
}

export function resourceRoutes(services: Services, hooksOf: HooksOf): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', fileRoutes(services));
  for (const def of resourceList) mountResource(app, services, def, hooksOf);
  return app;
}
