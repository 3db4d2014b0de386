import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { QuickListbox } from './quick-listbox';
import { filterNavigation, navigationEntries } from './quick-menu-search';

/** Section 2: 'Search Navigation...'. */
export function SearchSection({ onDone }: { onDone(): void }) {
  const user = useCurrentUser();
  const context = useMenuContext();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const options = filterNavigation(navigationEntries(user, context), query).map((e) => ({
    key: e.path,
    label: e.name,
  }));
  return (
    <QuickListbox
      placeholder="Search Navigation..."
      query={query}
      onQuery={setQuery}
      options={options}
      emptyText="Nothing matches."
      onChoose={(option) => {
        navigate(option.key);
        onDone();
      }}
    />
  );
}
