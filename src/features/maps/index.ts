/** Public face of the maps feature: the lazily loaded map, its data shapes and colours. */
export { LazyMapView as MapView } from './lazy-map-view';
export type { MapPin, MapPoint, MapRunLine, MapViewProps, MapZone } from './map-types';
export { runHex, statusHex } from './colours';
export { centreOf, pointInPolygon, zoneAt } from './geometry';
