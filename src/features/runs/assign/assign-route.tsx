import { NotFoundPage } from '../../../ui/not-found-page';
import { AssignPage, useAssignFilters } from './assign-page';

/** /run/assign/{contractor|driver}/...: Assign Contractor is admin-only (the gate sends others to /no-access). */
export function AssignRoute() {
  const filters = useAssignFilters();
  if (!filters) return <NotFoundPage />;
  return <AssignPage filters={filters} />;
}
