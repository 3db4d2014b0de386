/**
 * The generic list page of a resource screen, apart from the other kinds (pages.tsx) so that a
 * list's chunk carries no form, CSV parser or schema. Links to a record come from the registry.
 */
import type { ResourceName } from '../../resources';
import { isScreenId, recordPath } from '../../screens';
import { ResourceListPage } from './resource-list-page';

function detailPathOf(resource: ResourceName): ((id: number) => string) | undefined {
  const id = `${resource}.detail`;
  return isScreenId(id) ? (recordId: number) => recordPath(id, recordId) : undefined;
}

export function GenericListPage({ resource }: { resource: ResourceName }) {
  return <ResourceListPage key={resource} resource={resource} detailPath={detailPathOf(resource)} />;
}
