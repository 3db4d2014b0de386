/**
 * A routing group's deliveries (/d/rg/{id}, an admin's /cd/{clientId}/d/rg/{id}): the one
 * deliveries list with the group (and the admin's client) fixed from the path, so the day, status,
 * search, sort and columns work as on the whole list. Reached from the routing groups under
 * Deliveries in the side menu.
 */
import { useLocation } from 'react-router-dom';
import { useReferenceList } from '../../../offline';
import { NotFoundPage } from '../../../ui/not-found-page';
import { DeliveriesListPage } from '../deliveries-list-page';
import { parseRoutingGroupPath } from './rg-deliveries-path';

export function RoutingGroupDeliveriesRoute() {
  const { pathname } = useLocation();
  const path = parseRoutingGroupPath(pathname);
  const groups = useReferenceList('routingGroups');
  if (!path) return <NotFoundPage />;
  const group = groups.data.find((g) => g.id === path.routingGroupId);
  if (!groups.isLoading && groups.data.length > 0 && !group) return <NotFoundPage />;
  const fixed = {
    routingGroupId: String(path.routingGroupId),
    ...(path.clientId === null ? {} : { clientId: String(path.clientId) }),
  };
  return <DeliveriesListPage title={group ? `Deliveries: ${group.name}` : 'Routing group deliveries'} fixed={fixed} />;
}
