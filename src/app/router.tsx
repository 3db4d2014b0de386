/**
 * The route tree (hash URLs), generated from the screen registry. /auth/* is open; everything
 * else sits behind RequireAuth inside the signed-in shell, with its own error boundary so a
 * crashing page keeps the menu. Every screen's page is a lazy chunk rendered through the one
 * route gate. Anything else is 'Route Not Found'.
 *
 * A screen's routes join the tree when a navigation first reaches it (react-router's
 * `patchRoutesOnNavigation`, asked whenever a path matches only the catch-all or a pattern with
 * parameters): creating the router with all 222 screens compiled and ranked some 1,300 path
 * patterns (creating the router took 18 ms of an offline start at 1x, 11 ms now). The registry's own
 * `matchScreen` names the screen; react-router still ranks what has joined, so a literal path
 * ('/u/users/self') wins over a parameter ('/u/users/:id').
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, ScrollRestoration, createHashRouter, type Location, type RouteObject } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-context';
import { RouteErrorScreen } from '../features/errors/error-screen';
import { ShellLayout } from '../features/layout/shell-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { ResourceName } from '../resources';
import { matchScreen, type Screen } from '../screens';
import { BootShell } from '../lib/boot-shell';
import { RequireAuth } from './gates';
import { PageFallback } from './page-fallback';
import { PAGES, type PageLoader } from './pages';
import { ScreenGate } from './screen-gate';

/**
 * The generic page of each resource screen kind. The list is a module of its own, so a list's
 * chunk holds no form, CSV parser or schema; the record kinds share pages.tsx.
 */
type RecordPage = 'GenericDetailPage' | 'GenericCreatePage' | 'GenericGridEditPage' | 'GenericImportPage' | 'GenericExportPage';
const RECORD_PAGES: Partial<Record<string, RecordPage>> = {
  detail: 'GenericDetailPage',
  create: 'GenericCreatePage',
  gridEdit: 'GenericGridEditPage',
  import: 'GenericImportPage',
  export: 'GenericExportPage',
};

export function genericLoader(kind: string, name: ResourceName): PageLoader | null {
  if (kind === 'list') {
    return async () => {
      const { GenericListPage } = await import('../features/resource-pages/list-route');
      return () => <GenericListPage resource={name} />;
    };
  }
  const page = RECORD_PAGES[kind];
  if (!page) return null;
  return async () => {
    const Page = (await import('../features/resource-pages/pages'))[page];
    return () => <Page resource={name} />;
  };
}

function genericPage(screen: Screen): PageLoader | null {
  const resource = screen.resource;
  return resource ? genericLoader(resource.kind, resource.name) : null;
}

function unavailable(screen: Screen): PageLoader {
  return async () => {
    const { UnavailablePage } = await import('../features/layout/unavailable-page');
    return () => <UnavailablePage title={screen.title.new} />;
  };
}

/** The page a screen renders: its hand-written page, else the generic page of its kind, else 'not available yet'. */
export function pageLoaderOf(screen: Screen): PageLoader {
  return PAGES[screen.id] ?? genericPage(screen) ?? unavailable(screen);
}

/** The route every screen's routes are patched into. */
const SCREENS_ROUTE_ID = 'screens';

export function screenRoutes(screen: Screen): RouteObject[] {
  const load = pageLoaderOf(screen);
  return screen.patterns.map((path) => ({
    id: `screen ${screen.id} ${path}`,
    path,
    lazy: async () => {
      const Page: ComponentType = await load();
      return { Component: () => <ScreenGate screen={screen} page={Page} /> };
    },
  }));
}

/** Adds the routes of the screen a path belongs to, once per router. */
export function screenPatcher(): (args: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => void {
  const joined = new Set<string>();
  return ({ path, patch }) => {
    const match = matchScreen(path.split(/[?#]/)[0] ?? path);
    if (!match || joined.has(match.screen.id)) return;
    joined.add(match.screen.id);
    patch(SCREENS_ROUTE_ID, screenRoutes(match.screen));
  };
}

// Contractors only: its own chunk, so the list and run modules it shares stay off everyone's start.
const ContractorHome = lazy(async () => ({ default: (await import('./contractor-home')).ContractorHome }));

/** '/': contractors land on their reports page; everyone else on the overview. */
function Home() {
  const { state } = useAuth();
  if (state.user?.role !== 'contractor') return <Navigate to="/d/overview" replace />;
  return (
    <Suspense fallback={<PageFallback />}>
      <ContractorHome />
    </Suspense>
  );
}

const authRoutes: RouteObject[] = [
  { path: 'auth/login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }), HydrateFallback: PageFallback },
  { path: 'auth/logout', lazy: async () => ({ Component: (await import('../features/auth/logout-page')).LogoutPage }), HydrateFallback: PageFallback },
  { path: 'auth/*', element: <Navigate to="/auth/login" replace /> },
];

/**
 * Scroll positions are kept per page (path), not per history entry: a page opened from a link
 * starts at its top (or where the user left it), while a filter or sort change, which only
 * rewrites the query string, leaves the list where it was.
 */
const scrollKey = (location: Location) => location.pathname;

/** The shell, plus the idle-time keeping of the zxing binary on devices that will scan with it (its own chunk). */
const ScannerWarmup = lazy(() => import('../features/scanning/scanner-warmup'));
const shell = (
  <>
    <ScrollRestoration getKey={scrollKey} />
    <ShellLayout />
    <Suspense fallback={null}>
      <ScannerWarmup />
    </Suspense>
  </>
);

export const routes: RouteObject[] = [
  {
    // until the first page's chunk is in, the loading shell stays (React has replaced index.html's)
    HydrateFallback: BootShell,
    errorElement: <RouteErrorScreen />,
    children: [
      ...authRoutes,
      {
        element: <RequireAuth />,
        children: [
          {
            element: shell,
            children: [
              {
                // a crashing page shows the error screen inside the shell, so the menu stays
                id: SCREENS_ROUTE_ID,
                errorElement: <RouteErrorScreen />,
                children: [
                  { index: true, element: <Home /> },
                  { path: 'sms/block/all', element: <Navigate to="/messaging/sms-block/all" replace /> },
                  // screens join here as navigation reaches them (screenPatcher)
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createAppRouter>;

export function createAppRouter() {
  return createHashRouter(routes, { patchRoutesOnNavigation: screenPatcher() });
}
