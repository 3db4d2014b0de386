/**
 * Live queries read with the design card's package as made: a component's own live query is
 * dexie-react-hooks' `useLiveQuery(() => getDb()...)`, and `useSharedLiveQuery(key, querier)`
 * is dexie-react-hooks' `useObservable` over one Dexie `liveQuery` per key, however many
 * components ask. What this module adds is that sharing: every Dexie subscription merges every
 * write's changed key ranges into its own set before it checks whether it cares (Dexie's
 * liveQuery `mutationListener`), so at start-up, with a dozen reference-list readers and the
 * list's rows written in slices, one subscription per reader was the largest item of Dexie's
 * time. A shared entry also hands a late-mounting component the value it already has, without a
 * query, and each new answer is passed on inside a transition, so React renders it in slices.
 *
 * This module imports Dexie: it is never on the start path. The shell's live readers (the
 * header's badge, the update prompts, the stored clients) are lazy components (src/app/shell,
 * src/session/stored-clients-reader.tsx); src/app/start-path.test.ts keeps Dexie out of the boot.
 */
import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { replaceEqualDeep } from '@tanstack/react-query';
import { startTransition } from 'react';
import { getDb, type ConsoleDb } from '../page-db';

/** A shared live query's querier: reads of the database it is handed. */
export type Querier<T> = (db: ConsoleDb) => Promise<T> | T;

interface Observer<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
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
    getValue: () => current()?.value as T,
    subscribe(onNext: (value: T) => void, onError?: (error: unknown) => void) {
      const observer: Observer<T> = { next: onNext, error: onError };
      const entry = current() ?? addEntry<T>(key);
      entry.observers.add(observer);
      if (entry.has) observer.next?.(entry.value as T);
      entry.subscription ??= liveQuery(() => querier(getDb())).subscribe({
        next: (answer) =>
          startTransition(() => {
            // Unchanged records keep their objects, and an unchanged answer is not passed on at all.
            const value = entry.has ? replaceEqualDeep(entry.value, answer) : answer;
            if (entry.has && value === entry.value) return;
            entry.value = value;
            entry.has = true;
            entry.observers.forEach((o) => o.next?.(value));
          }),
        error: (error: unknown) => startTransition(() => entry.observers.forEach((o) => o.error?.(error))),
      });
      return {
        unsubscribe() {
          entry.observers.delete(observer);
          // Dropped a task later, unless someone subscribed meanwhile: React's development checks
          // unsubscribe and subscribe again at once, and a dependency change resubscribes.
          if (entry.observers.size === 0) queueMicrotask(() => drop(key, entry));
        },
      };
    },
  };
}

function drop<T>(key: string, entry: SharedEntry<T>): void {
  if (entry.observers.size > 0) return;
  entry.subscription?.unsubscribe();
  entry.subscription = null;
  entry.has = false;
  entry.value = undefined;
  if (sharedEntries.get(key) === entry) sharedEntries.delete(key);
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

/** What a component that needs no answer subscribes to: nothing, and no Dexie subscription. */
const NOTHING = { subscribe: () => ({ unsubscribe: () => undefined }) };

/** A live query many components make alike: `key` names it (same key, same query); a null key asks nothing. */
export function useSharedLiveQuery<T>(key: string | null, querier: Querier<T>): T | undefined {
  return useObservable<T>(() => (key === null ? NOTHING : sharedLiveQuery(key, querier)), [key]);
}
