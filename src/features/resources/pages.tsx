/** Route components of the generic pages (each route lazy-loads this module or a sibling). */
import { Alert } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { resourceByName } from '../../resources';
import { ResourceDetailPage } from './ResourceDetailPage';
import { ResourceListPage } from './ResourceListPage';

export const deliveryDetailPath = (id: number) => `/run/r/delivery/${id}`;

export function DeliveriesListRoute() {
  return <ResourceListPage resource="deliveries" detailPath={deliveryDetailPath} />;
}
export function DeliveryDetailRoute() {
  return <ResourceDetailPage resource="deliveries" />;
}
export function RunsListRoute() {
  return <ResourceListPage resource="runs" />;
}
export function DropsListRoute() {
  return <ResourceListPage resource="drops" />;
}
export function BoxesListRoute() {
  return <ResourceListPage resource="boxes" />;
}

/** `data/:resource` and `data/:resource/:id`: the generic pages of any registered resource (hand-written pages may take the named paths). */
export const genericDetailPath = (resource: string) => (id: number) => `/data/${resource}/${id}`;

function UnknownResource({ name }: { name: string }) {
  return (
    <Alert.Root status="error" role="alert" m="4">
      <Alert.Indicator />
      <Alert.Title>There is no resource called ‘{name}’.</Alert.Title>
    </Alert.Root>
  );
}

export function GenericListRoute() {
  const name = useParams().resource ?? '';
  if (!resourceByName(name)) return <UnknownResource name={name} />;
  return <ResourceListPage key={name} resource={name} detailPath={genericDetailPath(name)} />;
}

export function GenericDetailRoute() {
  const name = useParams().resource ?? '';
  if (!resourceByName(name)) return <UnknownResource name={name} />;
  return <ResourceDetailPage key={name} resource={name} />;
}
