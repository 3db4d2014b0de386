/**
 * The route tree (hash URLs). /auth/* is open; everything else sits behind RequireAuth inside
 * the signed-in shell, with its own error boundary so a crashing page keeps the menu.
 * Order of precedence: fixed routes, the hand-written feature pages (./feature-routes), the
 * resource pages of src/features/resources, then the
 * section prefixes (each a lazy chunk), then 'Route Not Found'.
 */
import { lazy, Suspense } from 'react';
import { Navigate, createHashRouter, type RouteObject } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-context';
import { RouteErrorScreen } from '../features/errors/error-screen';
import { ShellLayout } from '../features/layout/shell-layout';
import { NoAccessPage, NotFoundPage } from '../features/not-found/not-found-page';
import { resourceRoutes } from '../features/resources/routes';
import { featureRoutes } from './feature-routes';
import { ContractorGate, HomeRedirect, RequireAuth } from './gates';
import { PageFallback } from './page-fallback';
import { SECTION_LOADERS, SECTION_PREFIXES } from './sections';

const ReportSection = lazy(async () => ({ default: (await SECTION_LOADERS.report()).Component }));

function Home() {
  const { state } = useAuth();
  if (state.user?.role !== 'contractor') return <HomeRedirect />;
  return (
    <Suspense fallback={<PageFallback />}>
      <ReportSection />
    </Suspense>
  );
}

const sectionRoutes: RouteObject[] = Object.entries(SECTION_PREFIXES).map(([prefix, section]) => ({
  path: `${prefix}/*`,
  lazy: async () => ({ Component: (await SECTION_LOADERS[section]()).Component }),
}));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      { path: 'auth/*', lazy: async () => ({ Component: (await SECTION_LOADERS.authentication()).Component }), HydrateFallback: PageFallback },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              {
                element: <ContractorGate />,
                errorElement: <RouteErrorScreen />,
                children: [
                  { index: true, element: <Home /> },
                  { path: 'sms/block/all', element: <Navigate to="/messaging/sms-block/all" replace /> },
                  { path: 'no-access', element: <NoAccessPage /> },
                  ...featureRoutes,
                  ...resourceRoutes,
                  ...sectionRoutes,
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

export function createAppRouter() {
  return createHashRouter(routes);
}
