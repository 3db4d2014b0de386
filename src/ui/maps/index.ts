/**
 * The map kit: the lazily loaded map, its data shapes and colours, and the geo-fix panel (a map with
 * its form, embedded by the Geo Issues list). Both load their code only when they render.
 */
import { lazy } from 'react';
export { LazyMapView as MapView } from './lazy-map-view';
export type { MapPin, MapPoint, MapRunLine, MapViewProps, MapZone } from './map-types';
export { runHex, statusHex } from './colours';
export { centreOf, pointInPolygon, zoneAt } from './geometry';

export const GeoFixPanel = lazy(() => import('./geo-fix-panel'));
export type { GeoFixPanelProps } from './geo-fix-panel';
