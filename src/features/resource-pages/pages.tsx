/**
 * The generic page of each resource screen kind (list, detail, create, grid edit, CSV import and export),
 * for declarations with no hand-written page bound to that screen. Links between a resource's
 * screens come from the registry.
 */
import type { ResourceName } from '../../resources';
import { recordPath, screenById } from '../../screens';
import { ResourceCreatePage } from './resource-create-page';
import { ResourceDetailPage } from './resource-detail-page';
import { ResourceExportPage } from './resource-export-page';
import { ResourceGridEditPage } from './resource-grid-edit-page';
import { ResourceImportPage } from './resource-import-page';
import { ResourceListPage } from './resource-list-page';

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

export function GenericCreatePage({ resource }: { resource: ResourceName }) {
  return <ResourceCreatePage key={resource} resource={resource} />;
}

export function GenericGridEditPage({ resource }: { resource: ResourceName }) {
  return <ResourceGridEditPage key={resource} resource={resource} />;
}

export function GenericExportPage({ resource }: { resource: ResourceName }) {
  return <ResourceExportPage key={resource} resource={resource} />;
}

export function GenericImportPage({ resource }: { resource: ResourceName }) {
  return <ResourceImportPage key={resource} resource={resource} />;
}
