/**
 * The generic page of each record screen kind (detail, create, grid edit, CSV import and export),
 * for declarations with no hand-written page bound to that screen. The list is list-route.tsx.
 */
import type { ResourceName } from '../../resources';
import { ResourceCreatePage } from './resource-create-page';
import { ResourceDetailPage } from './resource-detail-page';
import { ResourceExportPage } from './resource-export-page';
import { ResourceGridEditPage } from './resource-grid-edit-page';
import { ResourceImportPage } from './resource-import-page';

export { GenericListPage } from './list-route';

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
