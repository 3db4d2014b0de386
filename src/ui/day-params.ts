/** '?date=yyyy-MM-dd&rg=id' pages: the day and routing group live in the URL, defaulting to today and all. */
import { operatorToday } from '../lib/calendar';
import { isDateString } from './run-format';
import { useSearchState } from './search-patch';

export interface DayParams {
  date: string;
  routingGroupId: number | null;
  get: (key: string) => string | null;
  set: (patch: Record<string, string | null>) => void;
}

export function useDayParams(): DayParams {
  const { search, patch } = useSearchState();
  const raw = search.get('date');
  const rg = Number(search.get('rg'));
  return {
    date: isDateString(raw) ? raw : operatorToday(),
    routingGroupId: Number.isInteger(rg) && rg > 0 ? rg : null,
    get: (key) => search.get(key),
    set: patch,
  };
}
