/**
 * The generic page of a resource screen (list, detail), for declarations with no hand-written
 * page bound to that screen. Links between a resource's screens come from the registry.
 */
import type { ResourceName } from '../../resources';
import { recordPath, screenById } from '../../screens';
import { ResourceDetailPage } from './ResourceDetailPage';
import { ResourceListPage } from './ResourceListPage';

function detailPathOf(resource: ResourceName): ((id: number) => string) | undefined {
  const id = `${resource}.detail`;
  return screenById(id) ? (recordId: number) => recordPath(id, recordId) : undefined;
}

export function GenericListPage({ resource }: { resource: ResourceName }) {
  return <ResourceListPage key={resource} resource={resource} detailPath={detailPathOf(resource)} />;
}

export function GenericDetailPage({ resource }: { resource: ResourceName }) {
  return <ResourceDetailPage key={resource} resource={resource} />;
}
