import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import { dataStatus } from './load-states';

const loading = { isLoading: true, error: null, refetch: () => undefined, source: null };

describe('dataStatus while loading', () => {
  it('says data-stored="none" once the device was asked and holds no rows, so a journey need not wait blind', () => {
    const host = renderWithChakra(<>{dataStatus({ ...loading, storedNone: true }, 'Deliveries', true)}</>);
    const state = host.querySelector('[data-stored="none"]');
    expect(state?.textContent).toBe('Loading deliveries…');
    expect(host.querySelector('[data-testid="empty-state"]')).toBeNull();
  });

  it('says nothing of the stored copy before it has answered', () => {
    const host = renderWithChakra(<>{dataStatus({ ...loading, storedNone: false }, 'Deliveries', true)}</>);
    expect(host.textContent).toBe('Loading deliveries…');
    expect(host.querySelector('[data-stored]')).toBeNull();
  });
});

describe('dataStatus with no rows', () => {
  const done = { isLoading: false, error: null, refetch: () => undefined, source: 'network' as const };

  it('keeps the hint a sentence of its own, however the caller spaced it', () => {
    for (const hint of ['Backroom Logistics has no store visits booked on 2026-11-28.', ' Try another day.']) {
      const host = renderWithChakra(<>{dataStatus(done, 'Visits', true, hint)}</>);
      expect(host.querySelector('[data-testid="empty-state"]')?.textContent).toBe(
        `No visits match these filters. ${hint.trim()}`,
      );
    }
  });

  it('ends on the full stop without a hint', () => {
    const host = renderWithChakra(<>{dataStatus(done, 'Visits', true)}</>);
    expect(host.querySelector('[data-testid="empty-state"]')?.textContent).toBe('No visits match these filters.');
  });
});
