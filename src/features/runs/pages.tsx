/** Route components of the runs feature (each lazy-loaded by the router from the screen registry). */
import { ResourceListPage } from '../../ui/resource-pages';
import { recordPath } from '../../screens';
import { DropDetailPage } from './drop-detail/drop-detail-page';
import { RunRedirect } from './run-summary/run-redirect';
import { RunSummaryPage } from './run-summary/run-summary-page';

export function RunSummaryRoute() {
  return <RunSummaryPage />;
}

export function DropDetailRoute() {
  return <DropDetailPage />;
}

export function DropsListRoute() {
  return <ResourceListPage resource="drops" detailPath={(id) => recordPath('drops.detail', id)} />;
}

export function RunsListRoute() {
  return <ResourceListPage resource="runs" detailPath={(id) => recordPath('runs.detail', id)} />;
}

export function RunRoute() {
  return <RunRedirect />;
}
