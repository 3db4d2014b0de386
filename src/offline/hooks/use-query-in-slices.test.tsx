import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, useDeferredValue, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import { useQueryInSlices } from './use-query-in-slices';

/**
 * A transition's render is already deferred, so in it `useDeferredValue` returns the new value
 * at once; an urgent render (useSyncExternalStore's) first renders with the deferred value one
 * step behind. So "never behind" says the answer arrived as a transition.
 */
function probe(useHook: typeof useQuery) {
  const seen: [string | undefined, string | undefined][] = [];
  let answer: (value: string) => void = () => undefined;
  let setKey: (key: string) => void = () => undefined;
  function Probe() {
    const [key, set] = useState('a');
    setKey = set;
    const q = useHook({ queryKey: ['probe', key], queryFn: () => new Promise<string>((r) => (answer = r)) });
    const deferred = useDeferredValue(q.data);
    seen.push([q.data, deferred]);
    return <p>{q.data ?? (q.isLoading ? 'loading' : 'none')}</p>;
  }
  const host = renderWithChakra(
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
  return { host, seen, answer: (v: string) => act(async () => answer(v)), setKey: (k: string) => act(() => setKey(k)) };
}

describe('useQueryInSlices', () => {
  it('renders an answer as a transition, and follows a new key to its own answer', async () => {
    const p = probe(useQueryInSlices as typeof useQuery);
    expect(p.host.textContent).toBe('loading');
    await p.answer('first');
    await vi.waitFor(() => expect(p.host.textContent).toBe('first'));
    p.setKey('b');
    await p.answer('second');
    await vi.waitFor(() => expect(p.host.textContent).toBe('second'));
    // (the key change itself is the test's own urgent update: there the deferred value may lag)
    expect(p.seen.filter(([data, deferred]) => data !== undefined && data !== deferred)).toEqual([]);
  });

  it('(the reason for it) useQuery renders the same answer urgently, with the deferred value behind', async () => {
    const p = probe(useQuery);
    await p.answer('first');
    await vi.waitFor(() => expect(p.host.textContent).toBe('first'));
    expect(p.seen).toContainEqual(['first', undefined]);
  });
});
