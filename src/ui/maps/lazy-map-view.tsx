/** The map, loaded on first use: maplibre and the basemap land are fetched only by pages that show a map. */
import { Box } from '@chakra-ui/react';
import { BusySpinner } from '../../theme/busy-spinner';
import { lazy, Suspense } from 'react';
import type { MapViewProps } from './map-types';

const MapView = lazy(() => import('./map-view'));

export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense
      fallback={
        <Box
          height={props.height ?? '28rem'}
          borderWidth="1px"
          borderRadius="md"
          display="flex"
          alignItems="center"
          justifyContent="center"
          data-testid="map-loading"
        >
          <BusySpinner label="Loading the map" />
        </Box>
      }
    >
      <MapView {...props} />
    </Suspense>
  );
}
