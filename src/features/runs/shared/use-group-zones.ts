import { useMemo } from 'react';
import { useReferenceList } from '../../../offline';

/** routing group id -> { name, timeZone } from the offline reference list */
export function useGroups(): { name: (id: unknown) => string; zone: (id: unknown) => string | null } {
  const groups = useReferenceList('routingGroups').data;
  return useMemo(() => {
    const byId = new Map(groups.map((g) => [g.id, g]));
    return {
      name: (id) => (typeof id === 'number' ? String(byId.get(id)?.name ?? id) : '—'),
      zone: (id) =>
        typeof id === 'number' && typeof byId.get(id)?.timezone === 'string' ? String(byId.get(id)?.timezone) : null,
    };
  }, [groups]);
}
