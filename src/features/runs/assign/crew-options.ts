/**
 * Who can be put on a run: every active driver or contractor the user may list. A contractor's
 * users list holds exactly the drivers who drive for them (the server's owner scope), so the same
 * list serves admins and contractors.
 */
import type { People, Person } from '../shared/people';
import type { AssignKind } from './assign-url';

export function crewOptions(kind: AssignKind, people: People): Person[] {
  return kind === 'contractor' ? people.contractors : people.drivers;
}
