/**
 * `useQueryInSlices(options)`: TanStack Query's `useQuery` for the queries whose answers re-render
 * a whole page or the shell (lists, records, their stored copies, boards, reports, the shell's clients and routing groups), with one difference. `useQuery` hears of a
 * change through `useSyncExternalStore`, whose re-renders React always runs as one synchronous
 * task: at start-up, the deliveries list's answer was a single task of a second at 4x CPU. Here
 * the component hears of it through a transition, which React renders in slices of a few
 * milliseconds and yields between them (taps, the spinner, other answers go first).
 *
 * The render itself reads the observer's result as `useQuery` does, so a render for any other
 * reason always shows the latest state; only the wake-up is deferred. Not for suspense or error
 * boundaries (`useQuery` stays the hook for those).
 */
import {
  QueryObserver,
  notifyManager,
  useIsRestoring,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

const bump = (n: number) => n + 1;

export function useQueryInSlices<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const restoring = useIsRestoring();
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = restoring ? 'isRestoring' : 'optimistic';
  const [observer] = useState(
    () => new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(client, defaulted),
  );
  const [, rerender] = useReducer(bump, 0);
  const result = observer.getOptimisticResult(defaulted);

  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);

  useEffect(() => {
    if (restoring) return;
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(rerender)));
    // a change between this render and the subscription is heard now
    observer.updateResult();
    return unsubscribe;
  }, [observer, restoring]);

  return observer.trackResult(result);
}
