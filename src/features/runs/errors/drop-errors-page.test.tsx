import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithChakra } from '../../../theme/render-in-tests';
import { ViewErrorsRoute } from './drop-errors-page';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

describe('View Errors', () => {
  it('redirects to Delivery Errors with its dates and reason', () => {
    renderWithChakra(
      <MemoryRouter initialEntries={['/run/view-errors?from=2026-11-20&reason=Closed']}>
        <Routes>
          <Route path="/run/view-errors" element={<ViewErrorsRoute />} />
          <Route path="/run/drop-errors" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.querySelector('[data-testid="where"]')?.textContent).toBe(
      '/run/drop-errors?from=2026-11-20&reason=Closed',
    );
  });
});
