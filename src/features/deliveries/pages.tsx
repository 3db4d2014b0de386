/** Route components of the deliveries list and its variants. */
import { Suspense } from 'react';
import { GeoFixPanel } from '../../ui/maps';
import { DeliveriesListPage } from './deliveries-list-page';

export function DeliveriesRoute() {
  return <DeliveriesListPage title="Deliveries" />;
}

export function GeoIssuesRoute() {
  return (
    <DeliveriesListPage
      title="Deliveries with geocode issues"
      fixed={{ geoIssue: 'true' }}
      below={(rows, mayWrite) => (
        <Suspense fallback={null}>
          <GeoFixPanel deliveries={rows} mayEdit={mayWrite} />
        </Suspense>
      )}
    />
  );
}

export function OrderSearchRoute() {
  return <DeliveriesListPage title="Order search" defaultToday={false} requireSearch />;
}
