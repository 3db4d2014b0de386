/**
 * `POST /api/deliveries/import` {fileName, clientId?, csv}: a delivery manifest, all or nothing.
 * Mounted on the outer app ahead of the /api sub-app because a manifest of thousands of rows is
 * larger than the API's 1 MB JSON limit; this sub-app therefore applies the same XSRF and
 * session middleware itself, with an 8 MB limit. Needs the upload-manifest permission; the
 * client must be in the user's scope. Answers 201 with the fileUploads record when imported,
 * 422 with `lineErrors` (and the rejected fileUploads record) when not. Idempotency-Key applies.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deliveries, hasPermission } from '../../src/resources/index';
import { routeLimit } from '../auth/rate-limit';
import { sessionMiddleware } from '../auth/session';
import { jsonGuard, readJsonObject } from '../http/body';
import type { AppEnv, Services } from '../http/context';
import { requireUser } from '../http/context';
import { ApiHttpError, errorBody, forbidden } from '../http/errors';
import { idempotentWrite } from '../http/idempotency';
import { xsrfCheck } from '../http/xsrf';
import { originOf } from '../resources/history';
import { clientExists } from '../resources/integrity';
import { resolveClientId } from '../resources/payload';
import { INT4_MAX } from '../resources/values';
import { importDeliveries, type CarrierSource } from './delivery-import';

export const IMPORT_PATH = '/api/deliveries/import';
export const IMPORT_LIMIT = 8 * 1024 * 1024;

const invalid = (field: string, message: string) =>
  new ApiHttpError(422, 'INVALID_FIELDS', 'Some fields are not valid.', { fields: [{ field, message }] });

function readRequest(body: Record<string, unknown>): {
  fileName: string;
  clientId: number | null | undefined;
  csv: string;
} {
  const { fileName, clientId, csv } = body;
  if (typeof fileName !== 'string' || fileName.trim() === '') throw invalid('fileName', 'The file name is required.');
  if (typeof csv !== 'string' || csv.trim() === '') throw invalid('csv', 'The file has no content.');
  if (
    clientId !== undefined &&
    clientId !== null &&
    !(typeof clientId === 'number' && Number.isInteger(clientId) && clientId > 0 && clientId <= INT4_MAX)
  ) {
    throw invalid('clientId', 'Must be the id of a client.');
  }
  return { fileName: fileName.trim().slice(0, 255), clientId: clientId as number | null | undefined, csv };
}

/** `carriers`: least-cost routing's choice per delivery, handed in by server/domains.ts (DELIVERY_CARRIERS). */
export function importRoutes(services: Services, carriers: CarrierSource): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    bodyLimit({
      maxSize: IMPORT_LIMIT,
      onError: (c) =>
        c.json(
          errorBody(
            new ApiHttpError(413, 'TOO_LARGE', 'The file is larger than 8 MB. Split it into smaller files.'),
            c.get('requestId'),
          ),
          413,
        ),
    }),
  );
  // the cheap checks first: the body is parsed only for a request that passed them
  app.use('*', xsrfCheck());
  app.use('*', sessionMiddleware(services));
  app.use('*', jsonGuard);
  app.post('/', routeLimit(services, 'imports', services.config.importsPerMinute, 60), async (c) => {
    const user = requireUser(c);
    if (!hasPermission(user, 'upload-manifest')) throw forbidden();
    const request = readRequest(await readJsonObject(c));
    const clientId = resolveClientId(deliveries, user, request.clientId ?? null);
    if (clientId === null) throw invalid('clientId', 'Choose a client.');
    const origin = originOf(c, 'csv-import');
    return idempotentWrite(c, services, async (tx) => {
      if (!(await clientExists(tx, clientId))) throw invalid('clientId', `There is no client ${clientId}.`);
      const outcome = await importDeliveries(tx, {
        fileName: request.fileName,
        clientId,
        csv: request.csv,
        uploadedBy: user.email,
        user,
        origin,
        carriers,
      });
      if (outcome.errors.length === 0)
        return { status: 201, body: { data: outcome.upload, importedCount: outcome.importedCount } };
      const error = new ApiHttpError(
        422,
        'IMPORT_REJECTED',
        `Nothing was imported: ${outcome.errors.length} error${outcome.errors.length === 1 ? '' : 's'} in the file.`,
      );
      return {
        status: 422,
        body: { ...errorBody(error, c.get('requestId')), lineErrors: outcome.errors, upload: outcome.upload },
      };
    });
  });
  return app;
}
