/**
 * The messages between the page and the data worker (data-worker.ts, data-worker-client.ts): one
 * list, so both sides type the same knowledge once. Every request carries an id and gets one
 * answer with it; the worker also tells the page of storage problems, which the page's prompts
 * show (storage-errors.ts).
 */
import type { FeedAnswer } from '../live/feed-pull';
import type { DayProgress, DayScope, StoredDay } from './day-store';
import type { ReplayReport } from './outbox/replay';
import type { StorageProblem } from './storage-errors';

export type DataWorkerRequest =
  /**
   * a list page's answer as the server sent it (bytes transferred, not copied), to store, with
   * the server's total for its request (`query`: totalQuery of list-params.ts; known-totals.ts)
   */
  | {
      id: number;
      kind: 'put-list';
      resource: string;
      bytes: ArrayBuffer;
      syncedAt: number;
      total?: { query: string; count: number };
    }
  /** wait until every write received so far is done */
  | { id: number; kind: 'flush' }
  /** open the database, creating or upgrading it, before the page opens it (open-gate.ts) */
  | { id: number; kind: 'open-database' }
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
  | { id: number; kind: 'sync-references'; apiBase: string; store: boolean }
  /**
   * pull one page of the change feed, `path` under `apiBase` (feedPath of src/live/feed-pull.ts),
   * store its changes and answer the page as sent, for the page's query cache
   */
  | { id: number; kind: 'pull-changes'; apiBase: string; path: string }
  /**
   * the names (title field) of a few records of `resource`, for the references a list shows
   * (ui/resource-pages/ref-titles.ts): one batched GET by id when `online`, its rows stored as a
   * list page's are (not a reference list's: a few rows are not the list); the stored rows when
   * offline or the network fails
   */
  | { id: number; kind: 'look-up-titles'; apiBase: string; resource: string; ids: number[]; online: boolean }
  /**
   * fetch and store a day (day-store.ts `storeDay`) under `apiBase`, telling the page its progress
   * ('progress' messages with this id); a copy stored less than `keptFor` ms before `now` is kept.
   * Answered with the day stored.
   */
  | { id: number; kind: 'store-day'; apiBase: string; scope: DayScope; keptFor?: number; now?: number }
  /** stop the 'store-day' of id `of` (the page that asked has gone); a sign-out's 'discard' stops every one */
  | { id: number; kind: 'cancel'; of: number };

/** What an answer carries besides its id: the replay's report, the feed's page, the names looked up, the day stored. */
export interface AnswerBody {
  report?: ReplayReport;
  feed?: FeedAnswer;
  /** [id, title] pairs, as the persisted query cache keeps them (ref-titles.ts) */
  titles?: [number, string][];
  stored?: StoredDay;
}

export type DataWorkerMessage =
  | ({ kind: 'answer'; id: number; ok: true } & AnswerBody)
  /** `status`: the HTTP status the worker met, when that was the failure */
  | { kind: 'answer'; id: number; ok: false; message: string; status?: number }
  /** how far the 'store-day' of this id has got */
  | { kind: 'progress'; id: number; progress: DayProgress }
  | { kind: 'storage-problem'; problem: StorageProblem }
  /** a replay met a 401: the page asks for a log-in */
  | { kind: 'auth-required' };
