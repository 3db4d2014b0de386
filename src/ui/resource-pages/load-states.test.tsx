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
