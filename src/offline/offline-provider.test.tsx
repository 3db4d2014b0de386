import { QueryClient, useQuery } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../theme/render-in-tests';
import { PersistProvider } from './offline-provider';

/** A persister holding one answer saved a moment ago (well within any staleTime). */
function persisterWith(value: string): Persister {
  const client: PersistedClient = {
    timestamp: Date.now(),
    buster: 'test',
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['setting'],
          queryHash: '["setting"]',
          dehydratedAt: Date.now(),
          state: {
            data: value,
            dataUpdatedAt: Date.now(),
            dataUpdateCount: 1,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  };
  return {
    persistClient: async () => undefined,
    restoreClient: async () => client,
    removeClient: async () => undefined,
  };
}

describe('PersistProvider', () => {
  it('shows the restored answer at once, then asks the network again: restored data is never fresh', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const fetched = vi.fn(async () => 'after the edit');
    const seen: (string | undefined)[] = [];
    function Setting() {
      const q = useQuery({ queryKey: ['setting'], queryFn: fetched });
      seen.push(q.data);
      return <p>{q.data ?? 'loading'}</p>;
    }
    const host = renderWithChakra(
      <PersistProvider
        client={client}
        options={{ persister: persisterWith('before the edit'), buster: 'test', maxAge: 60_000 }}
      >
        <Setting />
      </PersistProvider>,
    );
    await vi.waitFor(() => expect(host.textContent).toBe('after the edit'));
    expect(seen).toContain('before the edit');
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('with nothing saved on the device, asks the network at once, never reads the store, and saves from the start', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const persister = {
      ...persisterWith('unused'),
      restoreClient: vi.fn(async () => undefined),
      persistClient: vi.fn(async () => undefined),
    };
    const fetched = vi.fn(async () => 'from the network');
    function Setting() {
      const q = useQuery({ queryKey: ['setting'], queryFn: fetched });
      return <p>{q.data ?? 'loading'}</p>;
    }
    const host = renderWithChakra(
      <PersistProvider client={client} restore={false} options={{ persister, buster: 'test', maxAge: 60_000 }}>
        <Setting />
      </PersistProvider>,
    );
    await vi.waitFor(() => expect(host.textContent).toBe('from the network'));
    expect(persister.restoreClient).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(persister.persistClient).toHaveBeenCalled());
  });
});
