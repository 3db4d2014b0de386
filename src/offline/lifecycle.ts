/**
 * The generic resource lifecycle of the spec (section 4) as a pure reducer: list, get, query,
 * patch, create, update, delete and upload each go request -> success | failure -> complete,
 * plus cancel and clear. Flags requesting / hasRequested / created / updated / deleted /
 * patched. A failure clears the item and keeps the errors (a create failure keeps the response
 * data too). A list success replaces, appends or merges by key. Patches are tracked per item id.
 * Only the newest list request counts: a response carrying an older request id is ignored.
 */
import type { ApiErrorEntry } from '../resources/types';

export type LifecycleOp = 'list' | 'get' | 'query' | 'patch' | 'create' | 'update' | 'delete' | 'upload';
export type ListMode = 'replace' | 'append' | 'merge';

export interface Keyed {
  [field: string]: unknown;
}

export interface PatchState {
  requesting: boolean;
  patched: boolean;
  errors: ApiErrorEntry[];
}

export interface LifecycleState<T extends Keyed> {
  requesting: boolean;
  hasRequested: boolean;
  created: boolean;
  updated: boolean;
  deleted: boolean;
  patched: boolean;
  item: T | null;
  list: T[];
  count: number;
  errors: ApiErrorEntry[];
  responseData: unknown;
  /** the newest list request; older responses are stale */
  listRequestId: number;
  patches: Record<string, PatchState>;
}

export type LifecycleAction<T extends Keyed> =
  | { type: 'request'; op: LifecycleOp; requestId?: number; id?: string | number }
  | {
      type: 'success';
      op: LifecycleOp;
      requestId?: number;
      id?: string | number;
      item?: T | null;
      list?: T[];
      count?: number;
      mode?: ListMode;
      key?: string;
    }
  | {
      type: 'failure';
      op: LifecycleOp;
      requestId?: number;
      id?: string | number;
      errors: ApiErrorEntry[];
      responseData?: unknown;
    }
  | { type: 'complete'; op: LifecycleOp; requestId?: number; id?: string | number }
  | { type: 'cancel'; op: LifecycleOp; id?: string | number }
  | { type: 'clear' };

export function initialLifecycle<T extends Keyed>(): LifecycleState<T> {
  return {
    requesting: false,
    hasRequested: false,
    created: false,
    updated: false,
    deleted: false,
    patched: false,
    item: null,
    list: [],
    count: 0,
    errors: [],
    responseData: null,
    listRequestId: 0,
    patches: {},
  };
}

/** Merges incoming rows into the current list by key: known keys are replaced in place, new ones appended. */
export function mergeByKey<T extends Keyed>(current: readonly T[], incoming: readonly T[], key: string): T[] {
  const byKey = new Map<unknown, T>();
  for (const row of incoming) byKey.set(row[key], row);
  const out = current.map((row) => {
    const next = byKey.get(row[key]);
    if (next === undefined) return row;
    byKey.delete(row[key]);
    return next;
  });
  for (const row of incoming) if (byKey.has(row[key])) out.push(row);
  return out;
}

function isListOp(op: LifecycleOp): boolean {
  return op === 'list' || op === 'query';
}

function isStale<T extends Keyed>(state: LifecycleState<T>, op: LifecycleOp, requestId: number | undefined): boolean {
  return isListOp(op) && requestId !== undefined && requestId !== state.listRequestId;
}

function patchKey(id: string | number | undefined): string {
  return String(id ?? '');
}

const DONE_FLAG: Partial<Record<LifecycleOp, 'created' | 'updated' | 'deleted' | 'patched'>> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  patch: 'patched',
};

function onSuccess<T extends Keyed>(
  state: LifecycleState<T>,
  a: Extract<LifecycleAction<T>, { type: 'success' }>,
): LifecycleState<T> {
  const base: LifecycleState<T> = { ...state, requesting: false, hasRequested: true, errors: [] };
  if (isListOp(a.op)) {
    const incoming = a.list ?? [];
    const mode = a.mode ?? 'replace';
    const list =
      mode === 'replace'
        ? [...incoming]
        : mode === 'append'
          ? [...state.list, ...incoming]
          : mergeByKey(state.list, incoming, a.key ?? 'id');
    return { ...base, list, count: a.count ?? list.length };
  }
  const flag = DONE_FLAG[a.op];
  const next: LifecycleState<T> = { ...base, item: a.op === 'delete' ? null : (a.item ?? state.item) };
  if (flag) next[flag] = true;
  if (a.op === 'patch') {
    next.patches = { ...state.patches, [patchKey(a.id)]: { requesting: false, patched: true, errors: [] } };
  }
  if (a.item && a.op !== 'delete' && a.op !== 'get') {
    const key = a.key ?? 'id';
    next.list = mergeByKey(state.list, [a.item], key);
  }
  if (a.op === 'delete' && a.id !== undefined) {
    const key = a.key ?? 'id';
    next.list = state.list.filter((row) => String(row[key]) !== String(a.id));
  }
  return next;
}

export function lifecycleReducer<T extends Keyed>(
  state: LifecycleState<T>,
  action: LifecycleAction<T>,
): LifecycleState<T> {
  switch (action.type) {
    case 'request': {
      const next: LifecycleState<T> = { ...state, requesting: true, hasRequested: true };
      if (isListOp(action.op)) next.listRequestId = action.requestId ?? state.listRequestId + 1;
      const flag = DONE_FLAG[action.op];
      if (flag) next[flag] = false;
      if (action.op === 'patch') {
        next.patches = { ...state.patches, [patchKey(action.id)]: { requesting: true, patched: false, errors: [] } };
      }
      return next;
    }
    case 'success':
      if (isStale(state, action.op, action.requestId)) return state;
      return onSuccess(state, action);
    case 'failure': {
      if (isStale(state, action.op, action.requestId)) return state;
      const next: LifecycleState<T> = {
        ...state,
        requesting: false,
        hasRequested: true,
        item: null,
        errors: action.errors,
        responseData: action.op === 'create' ? (action.responseData ?? null) : state.responseData,
      };
      if (action.op === 'patch') {
        next.patches = {
          ...state.patches,
          [patchKey(action.id)]: { requesting: false, patched: false, errors: action.errors },
        };
      }
      return next;
    }
    case 'complete':
      if (isStale(state, action.op, action.requestId)) return state;
      return { ...state, requesting: false };
    case 'cancel': {
      const next: LifecycleState<T> = { ...state, requesting: false };
      if (action.op === 'patch' && action.id !== undefined) {
        const patches = { ...state.patches };
        delete patches[patchKey(action.id)];
        next.patches = patches;
      }
      return next;
    }
    case 'clear':
      return initialLifecycle<T>();
  }
}
