/** Route components of the deliveries list and its variants. */
import { DeliveriesListPage } from './DeliveriesListPage';

export function DeliveriesRoute() {
  return <DeliveriesListPage title="Deliveries" />;
}

export function GeoIssuesRoute() {
  return <DeliveriesListPage title="Deliveries with geocode issues" fixed={{ geoIssue: 'true' }} />;
}

export function OrderSearchRoute() {
  return <DeliveriesListPage title="Order search" defaultToday={false} requireSearch />;
}
