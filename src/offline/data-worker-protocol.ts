/**
 * The messages between the page and the data worker (data-worker.ts, data-worker-client.ts): one
 * list, so both sides type the same knowledge once. Every request carries an id and gets one
 * answer with it; the worker also tells the page of storage problems, which the page's prompts
 * show (storage-errors.ts).
 */
import type { ReplayReport } from './outbox/replay';
import type { StorageProblem } from './storage-errors';

export type DataWorkerRequest =
  /** a list page's answer as the server sent it (bytes transferred, not copied), to store */
  | { id: number; kind: 'put-list'; resource: string; bytes: ArrayBuffer; syncedAt: number }
  /** wait until every write received so far is done */
  | { id: number; kind: 'flush' }
  /** drop every write not yet started (signing out), then wait for those under way */
  | { id: number; kind: 'discard' }
  /**
   * replay the outbox (outbox/replay.ts) against `apiBase` with the page's XSRF value (a worker
   * reads no cookie; the HttpOnly session cookie goes along by itself); answered with the report
   */
  | { id: number; kind: 'replay'; apiBase: string; xsrf: string | null; userId: number | null; force: boolean }
  /**
   * fetch the start-up reference lists under `apiBase`, store them when `store` (no service worker
   * does it for the page yet) and note that the device has them (reference-lists.ts)
   */
  | { id: number; kind: 'sync-references'; apiBase: string; store: boolean };

export type DataWorkerMessage =
  | { kind: 'answer'; id: number; ok: true; report?: ReplayReport }
  | { kind: 'answer'; id: number; ok: false; message: string }
  | { kind: 'storage-problem'; problem: StorageProblem }
  /** a replay met a 401: the page asks for a log-in */
  | { kind: 'auth-required' };
