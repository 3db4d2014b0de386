import { NotFoundPage } from '../../not-found/not-found-page';
import { RouteGate } from '../shared/route-gate';
import { AssignPage, useAssignFilters } from './assign-page';

/** /run/assign/{contractor|driver}/...: Assign Contractor is admin-only (the gate sends others to /no-access). */
export function AssignRoute() {
  const filters = useAssignFilters();
  if (!filters) return <NotFoundPage />;
  return (
    <RouteGate>
      <AssignPage filters={filters} />
    </RouteGate>
  );
}
