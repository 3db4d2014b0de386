/**
 * `useResourceMutation(resource)`: patch / create / update / remove of any registered
 * resource. Every call goes into the one outbox and is sent at once when online; offline or on
 * a network error it waits there, and the UI already shows it over the cached record. The
 * lifecycle reducer tracks each call (patches per record id). The baseline build
 * (`VITE_OFFLINE=off`) sends straight to the server instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer } from 'react';
import { resourceByName, type ResourceName } from '../../resources';
import type { ApiErrorEntry } from '../../resources/types';
import { appTransport } from '../app-transport';
import type { OutboxEntry, OutboxMethod, StoredRecord } from '../db';
import { openDb } from '../open-db';
import { OFFLINE_ENABLED } from '../flags';
import { initialLifecycle, lifecycleReducer, type LifecycleOp, type LifecycleState } from '../lifecycle';
import { enqueue, newKey, temporaryId } from '../outbox/store';
import { classify, requestFor } from '../outbox/transitions';
import { replayNow } from '../replay-scheduler';
import { currentUserId } from '../session-sync';
import { resourceKeys } from './use-resource-list';

export type MutationOutcome = 'sent' | 'queued' | 'conflict' | 'rejected';

export interface MutationResult {
  outcome: MutationOutcome;
  entry: OutboxEntry | null;
  record: Record<string, unknown> | null;
  error: string | null;
}

type Changes = Record<string, unknown>;

function errorEntries(message: string): ApiErrorEntry[] {
  return [{ type: 'client', code: 'OUTBOX', displayMessage: message, reference: '' }];
}

export interface ResourceMutation {
  state: LifecycleState<StoredRecord>;
  patch: (id: number, changes: Changes, baseVersion: number) => Promise<MutationResult>;
  update: (id: number, record: Changes, baseVersion: number) => Promise<MutationResult>;
  /** `baseVersion`: the version of what a create acts on (an RDS visit plan's day), sent as its `version` */
  create: (record: Changes, baseVersion?: number) => Promise<MutationResult>;
  remove: (id: number, baseVersion: number) => Promise<MutationResult>;
}

async function sendDirect(
  resource: string,
  method: OutboxMethod,
  recordId: number,
  baseVersion: number | null,
  payload: Changes | null,
): Promise<MutationResult> {
  const def = resourceByName(resource);
  if (!def) throw new Error(`Unknown resource ${resource}`);
  const entry = {
    key: newKey(),
    resource,
    recordId,
    baseVersion,
    method,
    payload,
    status: 'sending',
    attempts: 0,
    lastError: null,
    createdAt: 0,
    updatedAt: 0,
    userId: null,
  } as const;
  const outcome = classify(await appTransport({ ...requestFor(entry, def.path), idempotencyKey: entry.key }));
  if (outcome.kind === 'done') return { outcome: 'sent', entry: null, record: outcome.record, error: null };
  return {
    outcome: outcome.kind === 'conflict' ? 'conflict' : 'rejected',
    entry: null,
    record: null,
    error: outcome.error,
  };
}

async function sendThroughOutbox(
  resource: string,
  method: OutboxMethod,
  recordId: number,
  baseVersion: number | null,
  payload: Changes | null,
): Promise<MutationResult> {
  const entry = await enqueue({ resource, recordId, baseVersion, method, payload, userId: await currentUserId() });
  await replayNow(false).catch(() => null);
  const db = await openDb();
  const left = await db.outbox.get(entry.seq ?? -1);
  if (!left) {
    const record = method === 'DELETE' ? null : ((await db.records(resource).get(recordId)) ?? null);
    return { outcome: 'sent', entry: null, record, error: null };
  }
  const outcome: MutationOutcome =
    left.status === 'conflict' ? 'conflict' : left.status === 'rejected' ? 'rejected' : 'queued';
  // marked, so the sent log can tell its author when it finally goes (outbox/sent-log.ts, hasWaited)
  if (outcome === 'queued') await db.outbox.update(left.seq ?? -1, { waited: true }).catch(() => 0);
  return { outcome, entry: left, record: null, error: outcome === 'queued' ? null : left.lastError };
}

export function useResourceMutation(resourceName: ResourceName): ResourceMutation {
  const [state, dispatch] = useReducer(lifecycleReducer<StoredRecord>, undefined, () =>
    initialLifecycle<StoredRecord>(),
  );
  const queryClient = useQueryClient();

  const run = useCallback(
    async (
      op: LifecycleOp,
      method: OutboxMethod,
      recordId: number,
      baseVersion: number | null,
      payload: Changes | null,
    ): Promise<MutationResult> => {
      dispatch({ type: 'request', op, id: recordId });
      try {
        const send =
          OFFLINE_ENABLED && resourceByName(resourceName)?.offline !== 'none' ? sendThroughOutbox : sendDirect;
        const result = await send(resourceName, method, recordId, baseVersion, payload);
        if (result.outcome === 'rejected' || (result.outcome === 'conflict' && !OFFLINE_ENABLED)) {
          dispatch({
            type: 'failure',
            op,
            id: recordId,
            errors: errorEntries(result.error ?? 'Refused'),
            responseData: result.record,
          });
        } else {
          dispatch({ type: 'success', op, id: recordId, item: (result.record as StoredRecord | null) ?? null });
        }
        void queryClient.invalidateQueries({ queryKey: resourceKeys.all(resourceName) });
        return result;
      } catch (error) {
        dispatch({
          type: 'failure',
          op,
          id: recordId,
          errors: errorEntries(error instanceof Error ? error.message : String(error)),
        });
        throw error;
      } finally {
        dispatch({ type: 'complete', op, id: recordId });
      }
    },
    [queryClient, resourceName],
  );

  return {
    state,
    patch: useCallback((id, changes, baseVersion) => run('patch', 'PATCH', id, baseVersion, changes), [run]),
    update: useCallback((id, record, baseVersion) => run('update', 'PUT', id, baseVersion, record), [run]),
    create: useCallback(
      (record, baseVersion) => run('create', 'POST', temporaryId(), baseVersion ?? null, record),
      [run],
    ),
    remove: useCallback((id, baseVersion) => run('delete', 'DELETE', id, baseVersion, null), [run]),
  };
}
