/**
 * Names of drivers and contractors. Users are not kept offline and only user managers may list
 * them, so the list is asked for only when the role allows it; otherwise (and offline) a person
 * shows as 'Driver #id'. A contractor lists the drivers who drive for them (docs/access.md).
 */
import { useMemo } from 'react';
import { useResourceList } from '../../../offline';
import { can, users } from '../../../resources';
import { useCurrentUser } from '../../../session/auth-context';

export interface Person {
  id: number;
  name: string;
  role: string;
}

export interface People {
  drivers: Person[];
  contractors: Person[];
  nameOf: (id: unknown, kind: 'Driver' | 'Contractor') => string;
  canList: boolean;
  isLoading: boolean;
}

export function usePeople(): People {
  const user = useCurrentUser();
  const canList = can(user, users, 'list');
  const list = useResourceList(
    'users',
    { limit: -1, sort: 'name', filters: { role: 'driver,contractor', status: 'active' } },
    { enabled: canList },
  );
  return useMemo(() => {
    const people: Person[] = list.data.map((u) => ({
      id: u.id,
      name: u.name,
      role: u.role,
    }));
    const byId = new Map(people.map((p) => [p.id, p.name]));
    const self = { id: user.id, name: user.name || user.email, role: user.role };
    if (!byId.has(self.id)) byId.set(self.id, self.name);
    return {
      drivers: people.filter((p) => p.role === 'driver'),
      contractors: people.filter((p) => p.role === 'contractor'),
      nameOf: (id, kind) => (typeof id === 'number' ? (byId.get(id) ?? `${kind} #${id}`) : '—'),
      canList,
      isLoading: list.isLoading && canList,
    };
  }, [list.data, list.isLoading, canList, user]);
}
