/**
 * `useLiveQuery(querier, deps, default?)`: Dexie's live query for React, as dexie-react-hooks
 * has it, with each new answer rendered as a transition. Every write to a table re-runs the
 * live queries that read it, and at start-up the list's rows and the reference lists are
 * written in many small transactions: through dexie-react-hooks each answer re-rendered its
 * component (the filter bar, the table's reference titles, the outbox badge) in one unsliced
 * task. As a transition React renders it in slices and yields in between.
 */
import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

interface Observer<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
}

/** The observable of `querier`, whose subscribers hear each value and error inside a transition. */
function inTransitions<T>(querier: () => Promise<T> | T) {
  const source = liveQuery(querier);
  return {
    subscribe(onNext: ((value: T) => void) | Observer<T>, onError?: (error: unknown) => void) {
      const observer: Observer<T> = typeof onNext === 'function' ? { next: onNext, error: onError } : onNext;
      return source.subscribe({
        next: (value) => startTransition(() => observer.next?.(value)),
        error: (error: unknown) => startTransition(() => observer.error?.(error)),
      });
    },
  };
}

export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], defaultResult?: D): T | D | undefined {
  return useObservable(() => inTransitions(querier), deps, defaultResult);
}
