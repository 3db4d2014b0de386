/** Finance endpoints beyond the resource contract: Rate Master Bulk Update (server/finance/routes.ts). */
import { apiJson } from '../../lib/api';

export interface BulkRequest {
  clientId: number | null;
  serviceType: 'home' | 'wholesale' | null;
  /** basis points: 350 = +3.5% */
  changeBp: number;
  from: string;
}

export interface BulkRow {
  id: number;
  client: string;
  zone: string;
  serviceType: string;
  band: string;
  effectiveFrom: string;
  oldBaseCents: number;
  newBaseCents: number;
  oldPerKgCents: number;
  newPerKgCents: number;
  split: boolean;
}

export interface BulkAnswer {
  applied: boolean;
  from: string;
  changeBp: number;
  rows: BulkRow[];
}

const PATH = 'finance/rate-bulk-update';

export async function previewBulk(request: BulkRequest, signal?: AbortSignal): Promise<BulkAnswer> {
  return (await apiJson<{ data: BulkAnswer }>(PATH, { method: 'POST', json: { ...request, apply: false }, signal }))
    .data;
}

/** Applies under one Idempotency-Key per preview, so a retried click never raises the rates twice. */
export async function applyBulk(request: BulkRequest, key: string): Promise<BulkAnswer> {
  return (
    await apiJson<{ data: BulkAnswer }>(PATH, {
      method: 'POST',
      json: { ...request, apply: true },
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}

/** A percentage as the person types it ('3.5', '-2') in basis points; null when it does not read. */
export function percentToBp(text: string): number | null {
  const t = text.trim().replace(/%$/, '').trim();
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', part = ''] = t.replace(/^[+-]/, '').split('.');
  const bp = Number(whole) * 100 + Number(part.padEnd(2, '0'));
  return t.startsWith('-') ? -bp : bp;
}
