/**
 * Who can be put on a run. With the users list (admin): every active driver or contractor. A
 * contractor cannot list users, so its drivers are the ones the data links to it: the drivers
 * of its own runs in the fortnight around the date (the server returns only its runs).
 */
import { addDays, format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useResourceList } from '../../../offline';
import type { People, Person } from '../shared/people';
import type { AssignKind } from './assign-url';

export function useCrewOptions(kind: AssignKind, date: string, people: People, isContractor: boolean): Person[] {
  const day = parseISO(date);
  const window = { from: format(addDays(day, -7), 'yyyy-MM-dd'), to: format(addDays(day, 7), 'yyyy-MM-dd') };
  const ownRuns = useResourceList('runs', { limit: -1, sort: 'date', filters: { date: window } }, { enabled: isContractor && kind === 'driver' });
  return useMemo(() => {
    if (kind === 'contractor') return people.contractors;
    if (!isContractor) return people.drivers;
    const ids = [...new Set(ownRuns.data.map((r) => r.driverId).filter((id): id is number => typeof id === 'number'))];
    return ids.map((id) => ({ id, name: people.nameOf(id, 'Driver'), role: 'driver' })).sort((a, b) => a.name.localeCompare(b.name));
  }, [kind, isContractor, people, ownRuns.data]);
}
