/** What a map draws: the app's own data, in plain shapes the pages build from records. */
import type { Polygon } from '../../resources/json-schemas';

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  /** the name a person knows it by (delivery reference, depot name, asset code) */
  name: string;
  /** fill colour (hex) */
  colour?: string;
  /** drawn hollow with a dashed look: e.g. an equipment position not reported for hours */
  stale?: boolean;
}

export interface MapZone {
  id: number;
  name: string;
  geometry: Polygon;
  colour?: string;
  selected?: boolean;
  /** the suburbs it covers, drawn under its name once the map is zoomed to street level */
  suburbs?: readonly string[];
}

export interface MapRunLine {
  id: number;
  name: string;
  colour: string;
  /** [lng, lat] from the depot through the stops and back */
  path: [number, number][];
}

export interface MapPin {
  lat: number;
  lng: number;
  name: string;
}

export interface MapViewProps {
  /** accessible name of the map region */
  label: string;
  zones?: readonly MapZone[];
  depots?: readonly MapPoint[];
  /** many points (deliveries, drops): clustered when close */
  points?: readonly MapPoint[];
  /**
   * false draws every point on its own, never clustered: where the points' colours are the
   * message (colour by run), a cluster would paint over them. Default true.
   */
  cluster?: boolean;
  /** few points drawn one by one (equipment) */
  markers?: readonly MapPoint[];
  runs?: readonly MapRunLine[];
  /** one draggable pin (fixing a geocode); onPinMove gets where it was dropped */
  pin?: MapPin | null;
  onPinMove?: (lat: number, lng: number) => void;
  /** a click on the map (not on a feature), e.g. 'which zone is this?' */
  onPick?: (lat: number, lng: number) => void;
  /** a click on a point, marker or zone */
  onSelect?: (kind: 'point' | 'marker' | 'zone' | 'depot', id: number) => void;
  /** css height; default 28rem */
  height?: string;
}
