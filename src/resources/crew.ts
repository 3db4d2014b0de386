/**
 * The crew: the drivers and contractors a user may see, as a reference list kept on the device
 * (offline too), so every page names the person on a run instead of an internal number
 * (issue 32, 'Names everywhere'). The records are not stored as such: the server answers
 * `GET /api/nv/crew` from the users table through `crewMember`, which also owns the privacy rule
 * (docs/access.md, 'Crew names'):
 * - operator staff (admin, admin-dashboard-only, user, dashboard-only) see every active driver and
 *   contractor with full name and depot;
 * - a contractor sees themselves and the drivers who drive for them; a driver sees themselves and
 *   their contractor;
 * - client staff see a driver's or contractor's first name only, with no depot or crew links:
 *   enough to say who has the run, nothing that identifies the person outside it.
 * Nobody writes the crew list: people are changed through Users.
 */
import { ANY_USER } from './access';
import { oneOf, ref, text } from './fields';
import type { AccessUser } from './roles';
import { defineResource } from './types';

export const CREW_ROLES = ['driver', 'contractor'] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

export const crew = defineResource({
  name: 'crew',
  path: '/nv/crew',
  label: 'Crew member',
  labelPlural: 'Crew',
  fields: {
    name: text('Name', { column: true, sortable: true, filter: 'text' }),
    role: oneOf('Role', CREW_ROLES, { column: true, filter: 'exact' }),
    depotId: ref('Depot', 'depots', { column: true, filter: 'exact', nullable: true }),
    contractorId: ref('Contractor', 'crew', { filter: 'exact', nullable: true }),
  },
  clientScoped: false,
  perViewer: true,
  // read-only: served from the users table (server/crew), so no write action is declared
  access: { list: ANY_USER, get: ANY_USER },
  defaultSort: 'name',
  indexes: ['role', 'depotId'],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
});

/** A users record as the crew list reads it. */
export interface CrewSource {
  id: number;
  name: string;
  role: string;
  status: string;
  depotId: number | null;
  contractorId: number | null;
}

/** What the crew list gives one viewer about one person: the record, or null when it is not theirs to see. */
export interface CrewMember {
  id: number;
  name: string;
  role: CrewRole;
  depotId: number | null;
  contractorId: number | null;
}

const isCrewRole = (role: string): role is CrewRole => (CREW_ROLES as readonly string[]).includes(role);

/** Operator staff: every crew member, whole. */
const STAFF_ROLES: readonly string[] = ['admin', 'admin-dashboard-only', 'user', 'dashboard-only'];
/** Client staff: first names only. */
const CLIENT_ROLES: readonly string[] = ['client-admin', 'client-user'];

/** A first name: the name's first word ('Ethan Taylor' -> 'Ethan'); a blank name reads as the role. */
export function firstName(name: string, role: CrewRole): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? first : role === 'driver' ? 'Driver' : 'Contractor';
}

/** The crew list's record of `person` for `viewer`, under the privacy rule of the module header. */
export function crewMember(viewer: Pick<AccessUser, 'id' | 'role'>, person: CrewSource): CrewMember | null {
  if (!isCrewRole(person.role)) return null;
  const own = person.id === viewer.id;
  if (person.status !== 'active' && !own) return null;
  const whole: CrewMember = {
    id: person.id,
    name: person.name.trim() || firstName('', person.role),
    role: person.role,
    depotId: person.depotId,
    contractorId: person.contractorId,
  };
  if (STAFF_ROLES.includes(viewer.role) || own) return whole;
  if (viewer.role === 'contractor') return person.contractorId === viewer.id ? whole : null;
  if (CLIENT_ROLES.includes(viewer.role))
    return {
      id: person.id,
      name: firstName(person.name, person.role),
      role: person.role,
      depotId: null,
      contractorId: null,
    };
  return null;
}
