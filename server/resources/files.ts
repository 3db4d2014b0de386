/** Uploaded files (proof-of-delivery photos, logos): bytes kept in the `files` table, served back by id (rules in upload-policy.ts). */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { can, resourceByName } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { toNumber } from '../db/database';
import type { AppEnv, Services } from '../http/context';
import { requireUser } from '../http/context';
import { notFound } from '../http/errors';
import { getRecord, scopeFor } from './store';
import { fileResponseHeaders } from './upload-policy';
import { decimalId } from './values';

export interface Upload {
  resource: string;
  recordId: number;
  name: string;
  contentType: string;
  bytes: Buffer;
  userId: number;
}

export interface StoredFile {
  id: number;
  url: string;
  name: string;
  contentType: string;
  size: number;
}

export async function storeUpload(db: Executor, upload: Upload): Promise<StoredFile> {
  const contentType = upload.contentType || 'application/octet-stream';
  const name = Array.from(upload.name).slice(0, 255).join('') || 'upload';
  const rows = await db.query<{
    id: unknown;
  }>(sql`insert into files (resource, record_id, name, content_type, size, bytes, user_id)
    values (${upload.resource}, ${upload.recordId}, ${name}, ${contentType}, ${upload.bytes.length},
            decode(${upload.bytes.toString('base64')}, 'base64'), ${upload.userId}) returning id`);
  const id = toNumber(rows[0]?.id);
  return { id, url: `/api/files/${id}`, name, contentType, size: upload.bytes.length };
}

export function fileRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/files/:id', async (c) => {
    const user = requireUser(c);
    const id = decimalId(c.req.param('id'));
    if (id === null) throw notFound('File');
    const rows = await services.db.query<{
      resource: string;
      record_id: unknown;
      name: string;
      content_type: string;
      data: string;
    }>(
      sql`select resource, record_id, name, content_type, encode(bytes, 'base64') as data from files where id = ${id}`,
    );
    const row = rows[0];
    const def = row ? resourceByName(row.resource) : undefined;
    // The file is visible exactly when the record it belongs to is.
    if (
      !row ||
      !def ||
      !can(user, def, 'get') ||
      !(await getRecord(services.db, def, scopeFor(def, user), toNumber(row.record_id)))
    ) {
      throw notFound('File');
    }
    const bytes = Buffer.from(row.data, 'base64');
    return c.body(bytes, 200, fileResponseHeaders(row.name, row.content_type, bytes));
  });
  return app;
}
