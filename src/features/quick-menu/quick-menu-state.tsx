/**
 * Quick menu state (spec 2.3): the selected section, 0 meaning closed. A selection change opens
 * the panel 100 ms later; Escape closes; Control+Space opens the search section; every path
 * change closes it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';

export const QUICK_MENU_OPEN_DELAY_MS = 100;
export const QUICK_SECTIONS = {
  closed: 0,
  clients: 1,
  search: 2,
  reports: 3,
  deliveries: 4,
  runs: 5,
  users: 6,
  zones: 7,
  account: 8,
  rds: 9,
} as const;

interface QuickMenuValue {
  selected: number;
  open: boolean;
  select(section: number): void;
  close(): void;
}

const QuickMenuContext = createContext<QuickMenuValue | null>(null);

export function useQuickMenu(): QuickMenuValue {
  const value = useContext(QuickMenuContext);
  if (!value) throw new Error('useQuickMenu must be used inside <QuickMenuProvider>');
  return value;
}

export function QuickMenuProvider({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const location = useLocation();

  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setSelected(0);
    setOpen(false);
  }, []);

  const select = useCallback((section: number) => {
    window.clearTimeout(timer.current);
    setSelected(section);
    if (section === 0) {
      setOpen(false);
      return;
    }
    timer.current = window.setTimeout(() => setOpen(true), QUICK_MENU_OPEN_DELAY_MS);
  }, []);

  const path = location.pathname + location.search;
  const lastPath = useRef(path);
  // A layout effect, in the commit that shows the new page: as a passive effect it ran after the
  // page was painted, and undid a Control+Space pressed as soon as the page was seen.
  useLayoutEffect(() => {
    if (lastPath.current === path) return;
    lastPath.current = path;
    close();
  }, [path, close]);

  // A layout effect, so the key is heard from the commit that first shows the shell: as a passive
  // effect the listener came a task later, and a Control+Space pressed as soon as the signed-in
  // page was seen went unheard (a journey found it, once in 38, on a busy machine).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && (event.code === 'Space' || event.key === ' ')) {
        event.preventDefault();
        select(QUICK_SECTIONS.search);
      } else if (event.key === 'Escape' && selected !== 0) {
        close();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [select, close, selected]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const value = useMemo(() => ({ selected, open, select, close }), [selected, open, select, close]);
  return <QuickMenuContext.Provider value={value}>{children}</QuickMenuContext.Provider>;
}
