/**
 * The route tree (hash URLs). /auth/* is open; everything else sits behind RequireAuth inside the
 * signed-in shell, with its own error boundary so a crashing page keeps the menu. Every screen's
 * page is a lazy chunk rendered through the one route gate. Anything else is 'Route Not Found'.
 *
 * The tree holds no screen routes: the registry's own `matchScreen` names the screen a path
 * belongs to (it ranks every screen's patterns, so a literal path, '/u/users/self', wins over a
 * parameter, '/u/users/:id'), and only that screen's patterns are handed to react-router, which
 * gives the page its parameters. Ranking all 222 screens' patterns in the router cost 18 ms of
 * an offline start at 1x. Declarative routing (<HashRouter>, `useRoutes`): react-router's data
 * router (loaders, actions, fetchers, its navigation state machine), which nothing here used,
 * was about 60 KB of the start path's script.
 */
import { lazy, Suspense, use, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useAuth } from '../session/auth-context';
import { PageErrorBoundary } from '../features/errors/error-screen';
import { ShellLayout } from './shell/shell-layout';
import { NotFoundPage } from '../ui/not-found-page';
import type { ResourceName } from '../resources';
import { isScreenId, matchScreen, type Screen } from '../screens';
import { BootShell } from '../lib/boot-shell';
import { hashPath } from '../lib/hash-route';
import { RequireAuth } from './gates';
import { PageFallback } from './page-fallback';
import { PageScrollRestoration } from '../lib/page-scroll';
import { PathnameProvider } from '../lib/pathname';
import { PAGES, type PageLoader } from './pages';
import { ScreenGate } from './screen-gate';

/**
 * The generic page of each resource screen kind. The list is a module of its own, so a list's
 * chunk holds no form, CSV parser or schema; the record kinds share pages.tsx.
 */
type RecordPage =
  'GenericDetailPage' | 'GenericCreatePage' | 'GenericGridEditPage' | 'GenericImportPage' | 'GenericExportPage';
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
      const { GenericListPage } = await import('../ui/resource-pages/list-route');
      return () => <GenericListPage resource={name} />;
    };
  }
  const page = RECORD_PAGES[kind];
  if (!page) return null;
  return async () => {
    const Page = (await import('../ui/resource-pages/pages'))[page];
    return () => <Page resource={name} />;
  };
}

function genericPage(screen: Screen): PageLoader | null {
  const resource = screen.resource;
  return resource ? genericLoader(resource.kind, resource.name) : null;
}

/**
 * A catalogue screen with no page of its own: the one report page when a report view is declared
 * for it (src/features/reports/report-views.ts), else 'not available yet'. Both load at once, so a
 * report opens with no extra round trip.
 */
function reportOrUnavailable(screen: Screen): PageLoader {
  return async () => {
    const [{ ReportRoute, viewOfScreen }, { UnavailablePage }] = await Promise.all([
      import('../features/reports'),
      import('../ui/unavailable-page'),
    ]);
    if (viewOfScreen(screen.id)) return ReportRoute;
    return () => <UnavailablePage title={screen.title.new} />;
  };
}

/** The page a screen renders: its hand-written page, else the generic page of its kind, else its report or 'not available yet'. */
export function pageLoaderOf(screen: Screen): PageLoader {
  const own = isScreenId(screen.id) ? PAGES[screen.id] : undefined;
  return own ?? genericPage(screen) ?? reportOrUnavailable(screen);
}

/**
 * A page's load. Once settled it is marked with its outcome (`status`, `value` or `reason`), the
 * fields React's `use` reads, so a page already loaded renders at once instead of suspending for
 * a microtask the first time a component asks for it.
 */
type PageLoad = Promise<ComponentType>;

/**
 * Each screen's page, loaded once for the app's life. A load that failed is kept for the
 * navigation that asked for it (`attempt`, the location's key), so the page's error boundary shows
 * the failure. React renders a component again after it throws; a load made anew at each of
 * those renders was an endless loop of requests behind the loading shell, since this Chromium
 * (156.0.8078.108) fetches a failed dynamic import again rather than keeping its failure. The next
 * navigation to the screen tries again.
 */
interface KnownLoad {
  load: PageLoad & { status?: 'fulfilled' | 'rejected' };
  attempt: string | undefined;
}
const pageLoads = new Map<string, KnownLoad>();
export function loadScreenPage(screen: Screen, loader: PageLoader = pageLoaderOf(screen), attempt?: string): PageLoad {
  const known = pageLoads.get(screen.id);
  if (known && (known.load.status !== 'rejected' || known.attempt === attempt)) return known.load;
  const load: PageLoad = loader();
  pageLoads.set(screen.id, { load, attempt });
  // The handlers return nothing: returning `load` itself would make the derived promise adopt a
  // rejected load, an unhandled rejection beside the one the page's error boundary shows.
  load.then(
    (page) => void Object.assign(load, { status: 'fulfilled', value: page }),
    (reason: unknown) => void Object.assign(load, { status: 'rejected', reason }),
  );
  return load;
}

/**
 * Starts loading the page at `hash` (the document's location at boot) before the app renders, so
 * that its chunk and the chunks it shares with other pages (the offline layer's resource hooks
 * among them) are fetched and compiled beside the shell's first render, not after it. The load is
 * the one `LoadedScreen` then finds (`loadScreenPage`). An offline start from the home screen
 * paid about 150 ms for waiting (docs/bench.md, "The entry under 200 KB").
 */
export function loadPageAhead(hash: string): void {
  const screen = matchScreen(hashPath(hash) || '/')?.screen;
  if (screen) void loadScreenPage(screen);
}

/** A screen's routes, made once: each of its path patterns renders its page through the one route gate. */
const screenRouteLists = new Map<string, RouteObject[]>();
export function screenRoutes(screen: Screen, page: ComponentType): RouteObject[] {
  let routes = screenRouteLists.get(screen.id);
  if (!routes) {
    const element = <ScreenGate screen={screen} page={page} />;
    routes = screen.patterns.map((path) => ({ path, element }));
    screenRouteLists.set(screen.id, routes);
  }
  return routes;
}

/**
 * A screen's page once its chunk is in (until then it suspends: the first page keeps the loading
 * shell, a navigation keeps the page it leaves), under the screen's routes, so that react-router
 * matches the page's parameters. The gate therefore never waits for the chunk, as under the data
 * router, whose lazy routes loaded before they rendered.
 */
function LoadedScreen({ screen }: { screen: Screen }) {
  const { key } = useLocation();
  const page = use(loadScreenPage(screen, undefined, key));
  return useRoutes(screenRoutes(screen, page)) ?? <NotFoundPage />;
}

/** The page at the current path: the screen it belongs to (matchScreen), else 'Route Not Found'. */
export function ScreenPage() {
  const { pathname } = useLocation();
  const screen = matchScreen(pathname)?.screen;
  return screen ? <LoadedScreen screen={screen} /> : <NotFoundPage />;
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

const LoginPage = lazy(async () => ({ default: (await import('../features/auth/login-page')).LoginPage }));
const LogoutPage = lazy(async () => ({ default: (await import('../features/auth/logout-page')).LogoutPage }));
const authRoutes: RouteObject[] = [
  { path: 'auth/login', element: <LoginPage /> },
  { path: 'auth/logout', element: <LogoutPage /> },
  { path: 'auth/*', element: <Navigate to="/auth/login" replace /> },
];

/** A crashing page shows the error screen inside the shell, so the menu stays; another page clears it. */
function GuardedScreenPage() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <ScreenPage />
    </PageErrorBoundary>
  );
}

/** The shell, plus the idle-time keeping of the zxing binary on devices that will scan with it (its own chunk). */
const ScannerWarmup = lazy(() => import('../ui/scanning/scanner-warmup'));
const shell = (
  <>
    <PageScrollRestoration />
    <ShellLayout />
    <Suspense fallback={null}>
      <ScannerWarmup />
    </Suspense>
  </>
);

export const routes: RouteObject[] = [
  ...authRoutes,
  {
    element: <RequireAuth />,
    children: [
      {
        element: shell,
        children: [
          { index: true, element: <Home /> },
          { path: 'sms/block/all', element: <Navigate to="/messaging/sms-block/all" replace /> },
          { path: '*', element: <GuardedScreenPage /> },
        ],
      },
    ],
  },
];

/**
 * The app's routes. Until the first page's chunk is in, index.html's loading shell stays (React
 * has replaced the document's own copy); later navigations are transitions (<HashRouter>), so the
 * page on screen stays until the next one is ready, as it did under the data router.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <PathnameProvider>
      <PageErrorBoundary>
        <Suspense fallback={<BootShell />}>{element}</Suspense>
      </PageErrorBoundary>
    </PathnameProvider>
  );
}
