import { act } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderWithChakra, rerenderWithChakra } from '../../theme/render-in-tests';
import { useObservable, type Subscribable } from './use-observable';

/** A hand-driven observable: `emit` and `fail` reach whoever is subscribed. */
function subject<T>(current?: { value: T }) {
  const next = new Set<(value: T) => void>();
  const errors = new Set<(error: unknown) => void>();
  const source: Subscribable<T> & { emit(value: T): void; fail(error: unknown): void; subscribers(): number } = {
    subscribe(onNext, onError) {
      next.add(onNext);
      if (onError) errors.add(onError);
      return {
        unsubscribe() {
          next.delete(onNext);
          if (onError) errors.delete(onError);
        },
      };
    },
    ...(current ? { hasValue: () => true, getValue: () => current.value } : {}),
    emit: (value) => act(() => next.forEach((n) => n(value))),
    fail: (error) => act(() => errors.forEach((e) => e(error))),
    subscribers: () => next.size,
  };
  return source;
}

afterEach(cleanupRendered);

function Show({ source, deps = [] }: { source: Subscribable<string>; deps?: unknown[] }) {
  return <p>{useObservable(() => source, deps, 'nothing yet')}</p>;
}

describe('useObservable', () => {
  it('shows the default until the observable answers, then each answer; unsubscribes on unmount', async () => {
    const source = subject<string>();
    const host = renderWithChakra(<Show source={source} />);
    expect(host.textContent).toBe('nothing yet');
    await vi.waitFor(() => expect(source.subscribers()).toBe(1));
    source.emit('first');
    expect(host.textContent).toBe('first');
    source.emit('second');
    expect(host.textContent).toBe('second');
    cleanupRendered();
    expect(source.subscribers()).toBe(0);
  });

  it('takes the value an observable already has, without waiting', () => {
    const host = renderWithChakra(<Show source={subject({ value: 'held' })} />);
    expect(host.textContent).toBe('held');
  });

  it('keeps the last answer while the observable of new deps has not answered, then moves to it', async () => {
    const first = subject<string>();
    const second = subject<string>();
    const host = renderWithChakra(<Show source={first} deps={[1]} />);
    await vi.waitFor(() => expect(first.subscribers()).toBe(1));
    first.emit('of one');
    rerenderWithChakra(<Show source={second} deps={[2]} />);
    await vi.waitFor(() => expect(second.subscribers()).toBe(1));
    expect(first.subscribers()).toBe(0);
    expect(host.textContent).toBe('of one');
    second.emit('of two');
    expect(host.textContent).toBe('of two');
  });

  it('throws what the observable reports, for the error boundary', async () => {
    const source = subject<string>();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = renderWithChakra(
      <ErrorBoundary fallbackRender={({ error }) => <p>failed: {error instanceof Error ? error.message : ''}</p>}>
        <Show source={source} />
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(source.subscribers()).toBe(1));
    source.fail(new Error('the database is blocked'));
    expect(host.textContent).toBe('failed: the database is blocked');
    vi.mocked(console.error).mockRestore();
  });
});
