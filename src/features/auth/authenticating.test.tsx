import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepBootShell } from '../../lib/boot-shell';
import { cleanupRendered, renderWithChakra } from '../../theme/render-in-tests';
import { AUTH_SPINNER_DELAY_MS, Authenticating } from './authenticating';

describe('while the session is checked', () => {
  afterEach(() => {
    cleanupRendered();
    vi.useRealTimers();
  });

  it("shows the loading shell, then says 'Authenticating...' after 2 s", async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    host.innerHTML = '<div class="boot" id="boot-shell"><p>Loading Depot Console…</p></div>';
    keepBootShell(host);
    const shown = renderWithChakra(<Authenticating />);
    expect(shown.querySelector('#boot-shell')?.textContent).toBe('Loading Depot Console…');
    await act(() => vi.advanceTimersByTimeAsync(AUTH_SPINNER_DELAY_MS));
    expect(shown.textContent).toContain('Authenticating...');
    expect(shown.querySelector('#boot-shell')).toBeNull();
  });
});
