/**
 * Names of drivers and contractors from the crew reference list (src/resources/crew.ts): what a
 * run shows for its driver and contractor, and how a picker tells namesakes apart. Pure, so the
 * rule 'never an internal number' is tested without a page (crew-names.test.ts): a person the
 * viewer's crew list does not hold reads as 'Driver' or 'Contractor', never as '#57'.
 */
export type CrewKind = 'Driver' | 'Contractor';

export interface Person {
  id: number;
  name: string;
  role: string;
  /** the routing group of the depot the person works from; null when not known */
  routingGroupId: number | null;
  /** what a picker shows: the name, with depot (and contractor) added where two names are the same */
  label: string;
}

export interface CrewRow {
  id: number;
  name?: unknown;
  role?: unknown;
  depotId?: unknown;
  contractorId?: unknown;
}

export interface DepotRow {
  id: number;
  name?: unknown;
  routingGroupId?: unknown;
}

export interface CrewNames {
  drivers: Person[];
  contractors: Person[];
  nameOf: (id: unknown, kind: CrewKind) => string;
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** Labels for one role's list: a unique name alone; namesakes with their depot, then their contractor. */
function labelled(
  rows: readonly CrewRow[],
  depotName: (id: number | null) => string | null,
  nameOf: (id: unknown) => string | null,
): Map<number, string> {
  const count = (keys: string[]) => keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());
  const names = rows.map((r) => String(r.name ?? ''));
  const byName = count(names);
  const withDepot = rows.map((r, i) => {
    const name = names[i] ?? '';
    if ((byName.get(name) ?? 0) < 2) return name;
    const depot = depotName(num(r.depotId));
    return depot ? `${name} · ${depot}` : name;
  });
  const byDepot = count(withDepot);
  const labels = new Map<number, string>();
  rows.forEach((r, i) => {
    const label = withDepot[i] ?? '';
    const contractor = nameOf(r.contractorId);
    labels.set(r.id, (byDepot.get(label) ?? 0) > 1 && contractor ? `${label} · for ${contractor}` : label);
  });
  return labels;
}

export function crewNames(crew: readonly CrewRow[], depots: readonly DepotRow[]): CrewNames {
  const depotById = new Map(depots.map((d) => [d.id, d]));
  const nameById = new Map(crew.map((c) => [c.id, String(c.name ?? '')]));
  const depotName = (id: number | null) => {
    const name = id === null ? undefined : depotById.get(id)?.name;
    return typeof name === 'string' ? name : null;
  };
  const known = (id: unknown) => (typeof id === 'number' ? (nameById.get(id) ?? null) : null);
  const people = (role: string): Person[] => {
    const rows = crew.filter((c) => c.role === role);
    const labels = labelled(rows, depotName, known);
    return rows.map((r) => {
      const depotId = num(r.depotId);
      return {
        id: r.id,
        name: String(r.name ?? ''),
        role,
        routingGroupId: depotId === null ? null : num(depotById.get(depotId)?.routingGroupId),
        label: labels.get(r.id) ?? String(r.name ?? ''),
      };
    });
  };
  return {
    drivers: people('driver'),
    contractors: people('contractor'),
    nameOf: (id, kind) => (id === null || id === undefined ? '—' : (known(id) ?? kind)),
  };
}

/** The people a picker for a run of `routingGroupId` offers: that group's, and those whose depot is not known. */
export function forGroup(people: readonly Person[], routingGroupId: unknown): Person[] {
  if (typeof routingGroupId !== 'number') return [...people];
  return people.filter((p) => p.routingGroupId === null || p.routingGroupId === routingGroupId);
}
