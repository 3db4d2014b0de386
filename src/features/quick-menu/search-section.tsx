/**
 * Section 2: 'Search Navigation...': the screens whose name matches, then the deliveries, runs
 * and boxes whose reference or barcode does (quick-menu-search.ts), found in the resource lists
 * online and in the device's stored copy offline.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useResourceList } from '../../offline';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { QuickListbox } from './quick-listbox';
import {
  BOX_SEARCH,
  DELIVERY_SEARCH,
  MAX_QUICK_RESULTS,
  RECORD_QUERY_MIN,
  RUN_SEARCH,
  filterNavigation,
  navigationEntries,
  recordEntry,
  searchableKinds,
  type NavEntry,
  type RecordKind,
} from './quick-menu-search';

const PER_KIND = 3;

interface RecordMatches {
  entries: NavEntry[];
  /** the answer for this query is in (a stored copy shown first, or a request in flight, is not) */
  settled: boolean;
}

/** The records of one kind matching `query` by reference or barcode; none while the query is short. */
function useRecordMatches(kind: RecordKind, query: string, allowed: boolean): RecordMatches {
  const asked = allowed && query.length >= RECORD_QUERY_MIN;
  const params = useMemo(() => ({ q: query, limit: 10 }), [query]);
  const list = useResourceList(kind.resource, params, { enabled: asked });
  if (!asked) return { entries: [], settled: true };
  return {
    entries: list.data.flatMap((row) => recordEntry(kind, row, query) ?? []).slice(0, PER_KIND),
    settled: !list.isFetching,
  };
}

export function SearchSection({ onDone }: { onDone(): void }) {
  const user = useCurrentUser();
  const context = useMenuContext();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const asked = useDeferredValue(query.trim());
  const kinds = searchableKinds(user, context);
  const allowed = (k: RecordKind) => kinds.includes(k);
  const matches = [
    useRecordMatches(DELIVERY_SEARCH, asked, allowed(DELIVERY_SEARCH)),
    useRecordMatches(RUN_SEARCH, asked, allowed(RUN_SEARCH)),
    useRecordMatches(BOX_SEARCH, asked, allowed(BOX_SEARCH)),
  ];
  // The records join the list once, when every kind has answered: shown kind by kind as each
  // answer came, they pushed the option under a finger or pointer down and another one was opened.
  const found = matches.every((m) => m.settled) ? matches.flatMap((m) => m.entries) : [];
  const screens = filterNavigation(navigationEntries(user, context), query);
  // records first: a reference or barcode found is what was asked for, while a long code still
  // matches screens loosely; one result per place (a delivery found by its reference and by a
  // box's barcode opens once)
  const options = [...found, ...screens]
    .filter((e, i, all) => all.findIndex((o) => o.path === e.path) === i)
    .slice(0, MAX_QUICK_RESULTS)
    .map((e) => ({ key: e.path, label: e.name }));
  return (
    <QuickListbox
      placeholder="Search Navigation..."
      query={query}
      onQuery={setQuery}
      options={options}
      emptyText={
        query.trim().length >= RECORD_QUERY_MIN ? 'No screen, delivery, run or box matches.' : 'Nothing matches.'
      }
      onChoose={(option) => {
        navigate(option.key);
        onDone();
      }}
    />
  );
}
