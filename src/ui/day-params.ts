/** '?date=yyyy-MM-dd&rg=id' pages: the day and routing group live in the URL, defaulting to today and all. */
import { useSearchParams } from 'react-router-dom';
import { operatorToday } from '../lib/calendar';
import { isDateString } from './run-format';

export interface DayParams {
  date: string;
  routingGroupId: number | null;
  get: (key: string) => string | null;
  set: (patch: Record<string, string | null>) => void;
}

export function useDayParams(): DayParams {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('date');
  const rg = Number(search.get('rg'));
  return {
    date: isDateString(raw) ? raw : operatorToday(),
    routingGroupId: Number.isInteger(rg) && rg > 0 ? rg : null,
    get: (key) => search.get(key),
    set: (patch) => {
      // over the address bar, not the rendered search (router updates render in a transition)
      const next = new URLSearchParams(window.location.hash.split('?')[1] ?? search.toString());
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      setSearch(next, { replace: true });
    },
  };
}
