/**
 * Public face of the routing feature. Only lazy wrappers here, so a page of another feature
 * that shows the geo-fix map (Geo Issues) loads the map code only when it renders it.
 */
import { lazy } from 'react';

export const GeoFixPanel = lazy(() => import('./geo-fix-panel'));
export type { GeoFixPanelProps } from './geo-fix-panel';
