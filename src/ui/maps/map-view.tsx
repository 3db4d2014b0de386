/**
 * The one map of the app (maplibre-gl), loaded lazily by `LazyMapView` so maplibre is fetched
 * only by map pages. It draws the app's layers (map-layers.ts) over the built-in land-and-sea
 * style or the MAP_STYLE_URL basemap, fits the view to the data once, reports clicks and pin
 * drags. Where WebGL is missing it says so; the pages keep a list and position fields so every
 * task (fixing a pin included) also works without the map and by keyboard.
 */
import { Box, Text } from '@chakra-ui/react';
import type * as MapLibreModule from 'maplibre-gl';
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent, Marker } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { builtInStyle } from './basemap';
import { mapStyleUrl } from './map-config';
import { CLICKABLE, addDataLayers, boundsOf, sourceData, updateData } from './map-layers';
import type { MapViewProps } from './map-types';

type MapLibre = typeof MapLibreModule;

/** maplibre in its own vendor chunk, fetched in parallel with the style setting and the land. */
async function loadMapLibre(): Promise<MapLibre> {
  const lib = await import('maplibre-gl');
  lib.setWorkerUrl(workerUrl);
  return lib;
}

type MapState = 'loading' | 'ready' | 'unsupported';

const AUSTRALIA: [number, number, number, number] = [112, -44, 179, -10];

export default function MapView(props: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const pinRef = useRef<Marker | null>(null);
  const libRef = useRef<MapLibre | null>(null);
  const propsRef = useRef(props);
  const fitted = useRef<string | null>(null);
  const [state, setState] = useState<MapState>('loading');
  const data = useMemo(() => sourceData(props), [props]);

  useEffect(() => {
    propsRef.current = props;
  });

  useEffect(() => {
    let cancelled = false;
    const el = container.current;
    if (!el) return;
    void Promise.all([loadMapLibre(), mapStyleUrl()]).then(async ([maplibregl, styleUrl]) => {
      const style = styleUrl ?? builtInStyle();
      if (cancelled) return;
      libRef.current = maplibregl;
      let map: MapLibreMap;
      try {
        map = new maplibregl.Map({
          container: el,
          style,
          bounds: AUSTRALIA,
          attributionControl: styleUrl ? {} : false,
          dragRotate: false,
        });
      } catch {
        setState('unsupported');
        return;
      }
      mapRef.current = map;
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
      map.on('load', () => {
        addDataLayers(map, sourceData(propsRef.current));
        setState('ready');
      });
      // What is on screen once drawn, read by the page checks (the canvas has no DOM): names
      // placed (collisions leave some out) and clusters drawn.
      map.on('idle', () => {
        const drawn = (layer: string) =>
          map.getLayer(layer) ? map.queryRenderedFeatures({ layers: [layer] }).length : 0;
        el.dataset.zoneNames = String(drawn('zones-name'));
        el.dataset.clusters = String(drawn('points-cluster'));
      });
      map.on('error', (e) => {
        // A basemap that fails (offline, tiles not seen) still leaves our layers; only a lost WebGL context is fatal.
        if (/webgl/i.test(e.error?.message)) setState('unsupported');
      });
      map.on('click', (e: MapMouseEvent) => {
        const layers = Object.keys(CLICKABLE).filter((id) => map.getLayer(id));
        const hit = map.queryRenderedFeatures(e.point, { layers: [...layers, 'points-cluster'] })[0];
        const p = propsRef.current;
        if (!hit) {
          p.onPick?.(e.lngLat.lat, e.lngLat.lng);
          return;
        }
        if (hit.layer.id === 'points-cluster') {
          const source = map.getSource('dc-points') as GeoJSONSource;
          void source
            .getClusterExpansionZoom(Number(hit.properties.cluster_id))
            .then((zoom: number) => map.easeTo({ center: e.lngLat, zoom }));
          return;
        }
        const kind = CLICKABLE[hit.layer.id];
        const name = typeof hit.properties.name === 'string' ? hit.properties.name : '';
        if (name) new maplibregl.Popup({ closeButton: true }).setLngLat(e.lngLat).setText(name).addTo(map);
        if (kind) p.onSelect?.(kind, Number(hit.properties.id));
        if (kind === 'zone') p.onPick?.(e.lngLat.lat, e.lngLat.lng);
      });
      for (const id of [...Object.keys(CLICKABLE), 'points-cluster']) {
        map.on('mouseenter', id, () => (map.getCanvas().style.cursor = 'pointer'));
        map.on('mouseleave', id, () => (map.getCanvas().style.cursor = ''));
      }
    });
    return () => {
      cancelled = true;
      pinRef.current?.remove();
      pinRef.current = null;
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || state !== 'ready') return;
    updateData(map, data);
    const bounds = boundsOf(props);
    const key = bounds?.map((n) => n.toFixed(3)).join(',') ?? null;
    if (bounds && key !== fitted.current) {
      fitted.current = key;
      map.fitBounds(bounds, { padding: 40, maxZoom: 14, duration: 0 });
    }
  }, [data, props, state]);

  const { pin } = props;
  useEffect(() => {
    const map = mapRef.current;
    const maplibregl = libRef.current;
    if (!map || !maplibregl || state !== 'ready') return;
    if (!pin) {
      pinRef.current?.remove();
      pinRef.current = null;
      return;
    }
    if (!pinRef.current) {
      const marker = new maplibregl.Marker({ draggable: true, color: '#dc2626' })
        .setLngLat([pin.lng, pin.lat])
        .addTo(map);
      marker.on('dragend', () => {
        const at = marker.getLngLat();
        propsRef.current.onPinMove?.(Math.round(at.lat * 1e6) / 1e6, Math.round(at.lng * 1e6) / 1e6);
      });
      pinRef.current = marker;
    } else pinRef.current.setLngLat([pin.lng, pin.lat]);
    pinRef.current?.getElement().setAttribute('aria-label', `Position of ${pin.name}: drag to move`);
  }, [pin, state]);

  return (
    <Box
      position="relative"
      height={props.height ?? '28rem'}
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="#d4e6f1"
    >
      <Box
        ref={container}
        role="region"
        aria-label={props.label}
        width="100%"
        height="100%"
        data-testid="map"
        data-map-state={state}
      />
      {state === 'unsupported' && (
        <Box
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          p="4"
          bg="bg.muted"
          data-testid="map-unavailable"
        >
          <Text textAlign="center">
            This device cannot draw the map (WebGL is off). The list and the position fields beside it do the same work.
          </Text>
        </Box>
      )}
    </Box>
  );
}
