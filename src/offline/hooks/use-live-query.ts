/**
 * `useLiveQuery(querier, deps, default?)`: Dexie's live query for React, as dexie-react-hooks
 * has it, with each new answer rendered as a transition. Every write to a table re-runs the
 * live queries that read it, and at start-up the list's rows and the reference lists are
 * written in many small transactions: through dexie-react-hooks each answer re-rendered its
 * component (the filter bar, the table's reference titles, the outbox badge) in one unsliced
 * task. As a transition React renders it in slices and yields in between.
 *
 * `useSharedLiveQuery(key, querier)`: the same, with one Dexie subscription per key however many
 * components ask. Every Dexie subscription merges every write's changed key ranges into its own
 * set before it checks whether it cares (Dexie's liveQuery `mutationListener`), and a component
 * subscribed twice on mount (dexie-react-hooks probes for a value synchronously): at start-up,
 * with a dozen reference-list readers and the list's rows written in slices, that bookkeeping
 * was the largest item of Dexie's time. A shared entry also hands a late-mounting component the
 * value it already has, without a query.
 *
 * The querier is handed the database: a live query first loads Dexie (open-db.ts, off the start
 * path) and only then subscribes, since a querier must not await anything but Dexie's own work.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { startTransition } from 'react';
import type { ConsoleDb } from '../db';
import { loadDbModule } from '../open-db';
import { useObservable } from './use-observable';

/** A live query's querier: reads of the database it is handed. */
export type Querier<T> = (db: ConsoleDb) => Promise<T> | T;

interface Observer<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
}

/** An observable's `subscribe(next, error)` or `subscribe(observer)` arguments as one observer. */
function asObserver<T>(onNext: ((value: T) => void) | Observer<T>, onError?: (error: unknown) => void): Observer<T> {
  return typeof onNext === 'function' ? { next: onNext, error: onError } : onNext;
}

/**
 * The live query of `querier`, whose subscribers hear each value and error inside a transition.
 * It subscribes to Dexie once the database's module is loaded; unsubscribed before that, it
 * never does. A failed load reaches the subscriber as an error, as a failed query does.
 */
function inTransitions<T>(querier: Querier<T>) {
  return {
    subscribe(onNext: ((value: T) => void) | Observer<T>, onError?: (error: unknown) => void) {
      const observer = asObserver(onNext, onError);
      const fail = (error: unknown) => startTransition(() => observer.error?.(error));
      let source: { unsubscribe(): void } | null = null;
      let closed = false;
      loadDbModule().then(
        ({ liveQuery, getDb }) => {
          if (closed) return;
          const db = getDb();
          source = liveQuery(() => querier(db)).subscribe({
            next: (value) => startTransition(() => observer.next?.(value)),
            error: fail,
          });
        },
        (error: unknown) => {
          if (!closed) fail(error);
        },
      );
      return {
        unsubscribe() {
          closed = true;
          source?.unsubscribe();
        },
      };
    },
  };
}

export function useLiveQuery<T>(querier: Querier<T>, deps: unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: Querier<T>, deps: unknown[], defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: Querier<T>, deps: unknown[], defaultResult?: D): T | D | undefined {
  return useObservable(() => inTransitions(querier), deps, defaultResult);
}

interface SharedEntry<T> {
  value: T | undefined;
  has: boolean;
  observers: Set<Observer<T>>;
  subscription: { unsubscribe(): void } | null;
}

const sharedEntries = new Map<string, SharedEntry<unknown>>();

/**
 * One live query per key for all its subscribers. The entry is made by the first subscribe and
 * dropped (value and all) when the last subscriber leaves: a render alone makes none, as React
 * may discard a render (a suspended or interrupted one) whose effects then never subscribe.
 */
function sharedLiveQuery<T>(key: string, querier: Querier<T>) {
  const current = () => sharedEntries.get(key) as SharedEntry<T> | undefined;
  return {
    hasValue: () => current()?.has ?? false,
    getValue: () => current()?.value,
    subscribe(onNext: ((value: T) => void) | Observer<T>, onError?: (error: unknown) => void) {
      const observer = asObserver(onNext, onError);
      const entry = current() ?? addEntry<T>(key);
      entry.observers.add(observer);
      if (entry.has) observer.next?.(entry.value as T);
      entry.subscription ??= inTransitions(querier).subscribe({
        next: (answer) => {
          // Unchanged records keep their objects, and an unchanged answer is not passed on at all.
          const value = entry.has ? replaceEqualDeep(entry.value, answer) : answer;
          if (entry.has && value === entry.value) return;
          entry.value = value;
          entry.has = true;
          entry.observers.forEach((o) => o.next?.(value));
        },
        error: (error: unknown) => entry.observers.forEach((o) => o.error?.(error)),
      });
      return {
        unsubscribe() {
          entry.observers.delete(observer);
          if (entry.observers.size > 0) return;
          entry.subscription?.unsubscribe();
          entry.subscription = null;
          entry.has = false;
          entry.value = undefined;
          if (sharedEntries.get(key) === entry) sharedEntries.delete(key);
        },
      };
    },
  };
}

function addEntry<T>(key: string): SharedEntry<T> {
  const entry: SharedEntry<T> = { value: undefined, has: false, observers: new Set(), subscription: null };
  sharedEntries.set(key, entry as SharedEntry<unknown>);
  return entry;
}

/** The keys that have a shared entry now: tests check that an entry lives only while subscribed. */
export function sharedLiveQueryKeysForTests(): string[] {
  return [...sharedEntries.keys()];
}

/** `useLiveQuery` for a query many components make alike: `key` names it (same key, same query). */
export function useSharedLiveQuery<T>(key: string, querier: Querier<T>): T | undefined {
  return useObservable(() => sharedLiveQuery(key, querier), [key]);
}
