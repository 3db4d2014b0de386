import type { RouteObject } from 'react-router-dom';

/** Routes of the resource pages, mounted by the shell inside the signed-in layout. */
export const resourceRoutes: RouteObject[] = [];
