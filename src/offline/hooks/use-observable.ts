/**
 * `useObservable(factory, deps, default?)`: the latest value of an observable, with the contract
 * of dexie-react-hooks' hook of that name: it subscribes again when `deps` change and keeps the
 * last value meanwhile, takes the value an observable already has (`hasValue()`/`getValue()`)
 * without waiting, and throws an error the observable emits so that an error boundary shows it.
 * Ours because that package imports Dexie at its top, which would put Dexie back on the start
 * path (open-db.ts). Values are set with React state, so an update the observable delivers inside
 * a transition renders as one (use-live-query.ts relies on it).
 */
import { useEffect, useState } from 'react';

export interface Subscribable<T> {
  subscribe(next: (value: T) => void, error?: (error: unknown) => void): { unsubscribe(): void };
  hasValue?(): boolean;
  getValue?(): T | undefined;
}

interface Latest<T> {
  has: boolean;
  value: T | undefined;
  error: unknown;
}

const NOTHING_YET: Latest<never> = { has: false, value: undefined, error: null };

export function useObservable<T>(factory: () => Subscribable<T>, deps: readonly unknown[]): T | undefined;
export function useObservable<T, D>(factory: () => Subscribable<T>, deps: readonly unknown[], defaultResult: D): T | D;
export function useObservable<T, D>(
  factory: () => Subscribable<T>,
  deps: readonly unknown[],
  defaultResult?: D,
): T | D | undefined {
  // made again when the caller's deps change (React's pattern for state derived from props)
  const [made, setMade] = useState(() => ({ deps, observable: factory() }));
  let observable = made.observable;
  if (!sameDeps(made.deps, deps)) {
    observable = factory();
    setMade({ deps, observable });
  }
  const [latest, setLatest] = useState<Latest<T>>(NOTHING_YET);
  useEffect(() => {
    const subscription = observable.subscribe(
      (value) =>
        setLatest((now) =>
          now.has && now.error === null && Object.is(now.value, value) ? now : { has: true, value, error: null },
        ),
      (error) => setLatest((now) => (now.error === error ? now : { ...now, error })),
    );
    return () => subscription.unsubscribe();
  }, [observable]);
  if (latest.error !== null) throw latest.error;
  if (observable.hasValue?.() && observable.getValue) return observable.getValue();
  return latest.has ? latest.value : defaultResult;
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
