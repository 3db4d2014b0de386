import { act, useEffect } from 'react';
import { MemoryRouter, Outlet, useLocation, useNavigate, useRoutes, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../theme/render-in-tests';
import { PathnameProvider, usePathname } from './pathname';

const renders = { shell: 0, page: 0 };
let navigate: NavigateFunction | null = null;

/** Reads the path as the shell does; counts its committed renders. */
function Shell() {
  useEffect(() => {
    renders.shell += 1;
  });
  return (
    <div data-path={usePathname()}>
      <Outlet />
    </div>
  );
}

/** The page reads the query too, as a list does. */
function Page() {
  const { search } = useLocation();
  const go = useNavigate();
  useEffect(() => {
    renders.page += 1;
  });
  useEffect(() => {
    navigate = go;
  }, [go]);
  return <p>{search}</p>;
}

// As in src/app/router.tsx: the shell is one element made once, the page a child route of it.
const shell = <Shell />;
const routes = [{ element: shell, children: [{ path: '*', element: <Page /> }] }];
function Routes() {
  return <PathnameProvider>{useRoutes(routes)}</PathnameProvider>;
}

const go = (to: string) => act(() => void navigate?.(to));

afterEach(() => {
  vi.restoreAllMocks();
  renders.shell = 0;
  renders.page = 0;
});

describe('usePathname', () => {
  it('leaves its reader alone when only the query changes, and renders it again for a new path', () => {
    const host = renderWithChakra(
      <MemoryRouter initialEntries={['/d/deliveries/all']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(host.querySelector('[data-path]')?.getAttribute('data-path')).toBe('/d/deliveries/all');
    const before = { ...renders };

    go('/d/deliveries/all?status=failed');
    expect(host.textContent).toBe('?status=failed');
    expect(renders.page).toBeGreaterThan(before.page);
    expect(renders.shell).toBe(before.shell);

    go('/d/overview');
    expect(host.querySelector('[data-path]')?.getAttribute('data-path')).toBe('/d/overview');
    expect(renders.shell).toBeGreaterThan(before.shell);
  });

  it('says so when used outside its provider', () => {
    function Orphan() {
      usePathname();
      return null;
    }
    // React reports the render error on the console before act() throws it
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithChakra(
        <MemoryRouter>
          <Orphan />
        </MemoryRouter>,
      ),
    ).toThrow(/PathnameProvider/);
  });
});
