/**
 * The import call. It goes straight to the network, not through the outbox: a manifest of
 * thousands of rows is one all-or-nothing request whose answer (imported, or the lines to fix)
 * the user is waiting for. The Idempotency-Key is made once per chosen file, so pressing Import
 * again after a lost answer cannot import the file twice.
 */
import { apiJson, ApiError } from '../../lib/api';
import type { LineError } from '../../resources/delivery-csv';

export interface ImportRequest {
  fileName: string;
  clientId: number;
  csv: string;
}

export type ImportResult =
  | { kind: 'imported'; importedCount: number; uploadId: number }
  | { kind: 'rejected'; message: string; lineErrors: LineError[] }
  | { kind: 'failed'; message: string; network: boolean };

function lineErrorsOf(body: unknown): LineError[] {
  const list = typeof body === 'object' && body !== null ? (body as { lineErrors?: unknown }).lineErrors : undefined;
  return Array.isArray(list)
    ? list.filter(
        (e): e is LineError => typeof e === 'object' && e !== null && typeof (e as LineError).line === 'number',
      )
    : [];
}

export async function importManifest(request: ImportRequest, idempotencyKey: string): Promise<ImportResult> {
  try {
    const body = await apiJson<{ data: { id: number }; importedCount: number }>('deliveries/import', {
      method: 'post',
      json: request,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { kind: 'imported', importedCount: body.importedCount, uploadId: body.data.id };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 422 && lineErrorsOf(error.body).length > 0)
      return { kind: 'rejected', message: error.displayMessage, lineErrors: lineErrorsOf(error.body) };
    return { kind: 'failed', message: error.displayMessage, network: error.isNetworkError };
  }
}
