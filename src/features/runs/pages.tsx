/** Route components of the runs feature, each wrapped in the spec-6 gate (lazy-loaded from routes.tsx). */
import { ResourceListPage } from '../resources';
import { DropDetailPage } from './drop-detail/drop-detail-page';
import { dropDetailPath } from './run-summary/run-drops';
import { RunRedirect, runPath } from './run-summary/run-redirect';
import { RunSummaryPage } from './run-summary/run-summary-page';
import { RouteGate } from './shared/route-gate';

export function RunSummaryRoute() {
  return (
    <RouteGate>
      <RunSummaryPage />
    </RouteGate>
  );
}

export function DropDetailRoute() {
  return (
    <RouteGate>
      <DropDetailPage />
    </RouteGate>
  );
}

export function DropsListRoute() {
  return (
    <RouteGate>
      <ResourceListPage resource="drops" detailPath={dropDetailPath} />
    </RouteGate>
  );
}

export function RunsListRoute() {
  return (
    <RouteGate>
      <ResourceListPage resource="runs" detailPath={runPath} />
    </RouteGate>
  );
}

export function RunRoute() {
  return (
    <RouteGate>
      <RunRedirect />
    </RouteGate>
  );
}
