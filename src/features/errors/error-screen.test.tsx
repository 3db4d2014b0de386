import { renderWithChakra, rerenderWithChakra } from '../../theme/render-in-tests';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './error-screen';

function Failing({ message }: { message: string }): never {
  throw new Error(message);
}

describe('PageErrorBoundary', () => {
  it('shows the chunk screen for a page chunk that failed, and the next page once the path changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tree = (path: string, child: React.ReactNode) => (
      <MemoryRouter>
        <PageErrorBoundary resetKey={path}>{child}</PageErrorBoundary>
      </MemoryRouter>
    );
    const shown = renderWithChakra(
      tree('/a', <Failing message="Failed to fetch dynamically imported module: /assets/x.js" />),
    );
    expect(shown.querySelector('[role="alert"] h1')?.textContent).toBe('Loading chunk failed');
    expect(shown.textContent).toContain('Reload');
    rerenderWithChakra(tree('/a', <p>next page</p>));
    expect(shown.textContent).toContain('Loading chunk failed');
    rerenderWithChakra(tree('/b', <p>next page</p>));
    expect(shown.textContent).toContain('next page');
    expect(shown.textContent).not.toContain('Loading chunk failed');
    vi.restoreAllMocks();
  });
});
