import type { RouteObject } from 'react-router-dom';

/** Dispatcher pages for the overview, runs, drops and assignments (each a lazy chunk). */
export const runRoutes: RouteObject[] = [
  { path: 'd/overview', lazy: async () => ({ Component: (await import('../overview/overview-page')).OverviewRoute }) },
  { path: 'run/r/country/*', lazy: async () => ({ Component: (await import('./pages')).RunSummaryRoute }) },
  { path: 'run/r/dropN/:id', lazy: async () => ({ Component: (await import('./pages')).DropDetailRoute }) },
  { path: 'run/drops/all', lazy: async () => ({ Component: (await import('./pages')).DropsListRoute }) },
  { path: 'run/runs/all', lazy: async () => ({ Component: (await import('./pages')).RunsListRoute }) },
  { path: 'run/runs/:id', lazy: async () => ({ Component: (await import('./pages')).RunRoute }) },
  { path: 'run/assign/:kind/*', lazy: async () => ({ Component: (await import('./assign/assign-route')).AssignRoute }) },
  { path: 'run/r/events/all', lazy: async () => ({ Component: (await import('./events/run-events-page')).RunEventsRoute }) },
  { path: 'run/drop-errors', lazy: async () => ({ Component: (await import('./errors/drop-errors-page')).DropErrorsRoute }) },
  { path: 'run/view-errors', lazy: async () => ({ Component: (await import('./errors/drop-errors-page')).ViewErrorsRoute }) },
  { path: 'run/loadout', lazy: async () => ({ Component: (await import('./boxes/loadout-page')).LoadoutRoute }) },
  { path: 'run/cleanup', lazy: async () => ({ Component: (await import('./boxes/cleanup-page')).CleanupRoute }) },
  { path: 'run/run-events/temp-check-confirmation', lazy: async () => ({ Component: (await import('./confirm/confirm-pages')).TempCheckRoute }) },
  { path: 'run/drops-instructions-followed', lazy: async () => ({ Component: (await import('./confirm/confirm-pages')).InstructionsRoute }) },
];
