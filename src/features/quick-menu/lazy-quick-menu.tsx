/**
 * The quick menu's drawer, loaded on demand: its code (the drawer, focus trap, search, client
 * picker) leaves the entry chunk. Mounted from the first time a section is chosen, so the
 * 100 ms open delay covers the load; the chunk is also fetched when the browser is first idle.
 */
import { Suspense, lazy, useState } from 'react';
import { loadWhenIdle } from '../../lib/on-demand';
import { useQuickMenu } from './quick-menu-state';

const loadQuickMenu = loadWhenIdle(() => import('./quick-menu'));
const QuickMenuDrawer = lazy(async () => ({ default: (await loadQuickMenu()).QuickMenu }));

export function QuickMenu() {
  const { selected } = useQuickMenu();
  const [used, setUsed] = useState(false);
  // state adjusted while rendering (React's pattern for "remember that a prop was once set")
  if (selected !== 0 && !used) setUsed(true);
  if (!used && selected === 0) return null;
  return (
    <Suspense fallback={null}>
      <QuickMenuDrawer />
    </Suspense>
  );
}
