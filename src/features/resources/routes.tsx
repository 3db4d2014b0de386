import type { RouteObject } from 'react-router-dom';

/**
 * Routes of the resource pages, mounted by the shell inside the signed-in layout. Every page is
 * a lazy chunk (precached by the service worker, so each also loads offline). Hand-written pages
 * mounted before these win for the same path; `data/:resource[/:id]` always reaches the
 * generic pages of any registered resource.
 */
export const resourceRoutes: RouteObject[] = [
  { path: 'd/deliveries/all', lazy: async () => ({ Component: (await import('./pages')).DeliveriesListRoute }) },
  { path: 'run/r/delivery/:id', lazy: async () => ({ Component: (await import('./pages')).DeliveryDetailRoute }) },
  { path: 'run/runs/all', lazy: async () => ({ Component: (await import('./pages')).RunsListRoute }) },
  { path: 'run/drops/all', lazy: async () => ({ Component: (await import('./pages')).DropsListRoute }) },
  { path: 'd/boxes/all', lazy: async () => ({ Component: (await import('./pages')).BoxesListRoute }) },
  { path: 'data/:resource', lazy: async () => ({ Component: (await import('./pages')).GenericListRoute }) },
  { path: 'data/:resource/:id', lazy: async () => ({ Component: (await import('./pages')).GenericDetailRoute }) },
  { path: 'offline', lazy: async () => ({ Component: (await import('./OfflineDaysPage')).OfflineDaysPage }) },
  { path: 'outbox', lazy: async () => ({ Component: (await import('../outbox/OutboxPage')).OutboxPage }) },
];
