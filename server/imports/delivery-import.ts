/**
 * The write half of a delivery manifest import, inside one transaction: the manifest is checked
 * again with the app's own CSV rules (src/resources/delivery-csv.ts), then against
 * the database (referenced ids exist; a reference is not already used by the client) and against
 * the declaration's write rules (a column the uploader may not write, such as a run, is a line
 * error naming it: resources/field-writes.ts), and either every delivery is inserted or none is.
 * Either way a fileUploads record states the outcome. The check and the database work go in
 * slices (500 rows) with a turn for other requests between them (nextTurn).
 */
import { sql, type SQL } from 'drizzle-orm';
import { checkDeliveryCsvInSlices, type LineError, type ParsedRow } from '../../src/resources/delivery-csv';
import type { CarrierChoice } from '../../src/resources/least-cost';
import type { FieldMeta } from '../../src/resources/index';
import { blankOf } from '../../src/resources/schema';
import { deniedWrites } from '../../src/resources/writes';
import { deliveries, fileUploads, resourceByName, transitionRefusal } from '../../src/resources/index';
import type { Executor } from '../db/database';
import { nextTurn } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import { table } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import { appendMany, changesOf, type WriteOrigin } from '../resources/history';
import { insertRecord } from '../resources/store';
import { declaredFieldErrors } from '../resources/values';

/**
 * Chooses the carrier of each imported delivery, as a create through the API records it. Courier
 * routing owns the choice (least-cost routing); the import is handed it by server/domains.ts, the
 * one place that wires domains together, so the imports folder imports no other domain.
 */
export type CarrierSource = (tx: Executor) => {
  choose(clientId: number | null, delivery: Record<string, unknown>): Promise<CarrierChoice>;
};

export interface ImportRequest {
  fileName: string;
  clientId: number;
  csv: string;
  uploadedBy: string;
  /** who imports: the lifecycle's start statuses are theirs, and the history names them */
  user: AuthUser;
  origin: WriteOrigin;
  /** least-cost routing's choice for each row (courier routing's, passed in) */
  carriers: CarrierSource;
}

export interface ImportOutcome {
  upload: StoredRecord;
  errors: LineError[];
  importedCount: number;
}

/** at most this many line errors are kept on the upload record */
const KEPT_ERRORS = 500;
const INSERT_CHUNK = 500;

const REF_FIELDS = Object.entries(deliveries.fields as Record<string, FieldMeta>).filter(
  ([, m]) => m.type === 'ref' && m.ref && m.ref !== 'drops',
);

async function existingIds(tx: Executor, resource: string, ids: number[]): Promise<Set<number>> {
  const def = resourceByName(resource);
  // Ids outside the bigint column cannot exist; asking for them would fail the query.
  ids = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
  const found = new Set<number>();
  if (!def) return found;
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    await nextTurn();
    const rows = await tx.query<{ id: unknown }>(
      sql`select id from ${table(def)} where id in (${sql.join(
        ids.slice(i, i + INSERT_CHUNK).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    rows.forEach((r) => found.add(Number(r.id)));
  }
  return found;
}

/**
 * The per-line rules, in slices of INSERT_CHUNK rows with a turn between them: the server's own
 * value rules of every declared field (bounds, dates, times); a start status its importer may
 * create a delivery in (the lifecycle's start); and no value in a column the uploader may not
 * write (a run, a failure reason for a client).
 */
async function lineErrors(rows: ParsedRow[], user: AuthUser): Promise<LineError[]> {
  const errors: LineError[] = [];
  for (const [i, r] of rows.entries()) {
    if (i > 0 && i % INSERT_CHUNK === 0) await nextTurn();
    for (const e of declaredFieldErrors(deliveries, r.record))
      errors.push({ line: r.line, message: `${e.field}: ${e.message}` });
    const refused = transitionRefusal(deliveries, user, null, String(r.record.status));
    if (refused) errors.push({ line: r.line, message: `status: ${refused}` });
    for (const d of deniedWrites(user, deliveries, r.record, null, (field) => blankOf(deliveries, field)))
      errors.push({ line: r.line, message: `${d.field}: ${d.message}` });
  }
  return errors;
}

/** Referenced routing groups, zones, depots, states, countries and runs must exist. */
async function referenceErrors(tx: Executor, rows: ParsedRow[]): Promise<LineError[]> {
  const errors: LineError[] = [];
  for (const [field, meta] of REF_FIELDS) {
    const wanted = [...new Set(rows.map((r) => r.record[field]).filter((v): v is number => typeof v === 'number'))];
    const found = await existingIds(tx, meta.ref as string, wanted);
    for (const r of rows) {
      const v = r.record[field];
      if (typeof v === 'number' && !found.has(v))
        errors.push({ line: r.line, message: `${field}: there is no ${meta.label.toLowerCase()} ${v}` });
    }
  }
  return errors;
}

/** A client's references are unique: a manifest uploaded twice must not double the deliveries. */
async function duplicateErrors(tx: Executor, clientId: number, rows: ParsedRow[]): Promise<LineError[]> {
  const refs = rows.map((r) => String(r.record.reference));
  if (refs.length === 0) return [];
  const taken = new Set<string>();
  for (let i = 0; i < refs.length; i += INSERT_CHUNK) {
    await nextTurn();
    const chunk = refs.slice(i, i + INSERT_CHUNK);
    const found = await tx.query<{
      reference: string;
    }>(sql`select data->>'reference' as reference from ${table(deliveries)}
      where client_id = ${clientId} and data->>'reference' in (${sql.join(
        chunk.map((r) => sql`${r}`),
        sql`, `,
      )})`);
    found.forEach((f) => taken.add(f.reference));
  }
  return rows
    .filter((r) => taken.has(String(r.record.reference)))
    .map((r) => ({ line: r.line, message: `reference: ${String(r.record.reference)} already exists for this client` }));
}

async function insertDeliveries(
  tx: Executor,
  clientId: number,
  rows: ParsedRow[],
  request: ImportRequest,
): Promise<void> {
  const at = new Date().toISOString();
  const by = `csv import by ${request.uploadedBy}`;
  // the carrier least-cost routing chooses, as a create through the API records it
  const router = request.carriers(tx);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await nextTurn();
    const values: SQL[] = [];
    for (const r of rows.slice(i, i + INSERT_CHUNK)) {
      const carrier = await router.choose(clientId, r.record);
      const data = { ...r.record, ...carrier, statusHistory: [{ status: String(r.record.status), at, by }] };
      values.push(sql`(${clientId}, false, ${JSON.stringify(data)}::jsonb)`);
    }
    const created = await tx.query<{ id: unknown; data: Record<string, unknown> }>(
      sql`insert into ${table(deliveries)} (client_id, historical, data) values ${sql.join(values, sql`, `)} returning id, data`,
    );
    const writes = created.map((row) => ({
      recordId: Number(row.id),
      changes: changesOf(deliveries, null, row.data),
      createdAt: null,
    }));
    await appendMany(tx, deliveries, writes, request.user, request.origin);
  }
}

export async function importDeliveries(tx: Executor, request: ImportRequest): Promise<ImportOutcome> {
  const check = await checkDeliveryCsvInSlices(request.csv, nextTurn);
  const headerOk = !check.errors.some((e) => e.line === 1);
  const dbErrors = headerOk
    ? [
        ...(await lineErrors(check.rows, request.user)),
        ...(await referenceErrors(tx, check.rows)),
        ...(await duplicateErrors(tx, request.clientId, check.rows)),
      ]
    : [];
  const errors = [...check.errors, ...dbErrors];
  errors.sort((a, b) => a.line - b.line);
  const ok = errors.length === 0;
  if (ok) await insertDeliveries(tx, request.clientId, check.rows, request);
  const upload = await insertRecord(tx, fileUploads, {
    clientId: request.clientId,
    historical: false,
    data: {
      fileName: request.fileName,
      kind: 'delivery-csv',
      status: ok ? 'imported' : 'rejected',
      rowCount: check.rowCount,
      importedCount: ok ? check.rows.length : 0,
      errorCount: errors.length,
      errors: errors.slice(0, KEPT_ERRORS),
      uploadedBy: request.uploadedBy,
    },
  });
  return { upload, errors, importedCount: ok ? check.rows.length : 0 };
}
