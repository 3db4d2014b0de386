/**
 * The generic list page of a resource screen, apart from the other kinds (pages.tsx) so that a
 * list's chunk carries no form, CSV parser or schema. Links to a record come from the registry.
 * A screen whose path has the client segment (`{clientId/}`, e.g. a client's recipes at
 * /d/client-tools/12/orders/recipes) lists that client's records.
 */
import { useParams } from 'react-router-dom';
import type { ResourceName } from '../../resources';
import { isScreenId, recordPath } from '../../screens';
import { ResourceListPage } from './resource-list-page';

function detailPathOf(resource: ResourceName): ((id: number) => string) | undefined {
  const id = `${resource}.detail`;
  return isScreenId(id) ? (recordId: number) => recordPath(id, recordId) : undefined;
}

export function GenericListPage({ resource }: { resource: ResourceName }) {
  const clientId = Number(useParams().clientId);
  return (
    <ResourceListPage
      key={resource}
      resource={resource}
      detailPath={detailPathOf(resource)}
      clientId={Number.isSafeInteger(clientId) && clientId > 0 ? clientId : undefined}
    />
  );
}
