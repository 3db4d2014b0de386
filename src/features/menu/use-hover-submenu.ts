import { useCallback, useEffect, useRef, useState } from 'react';

export const SUBMENU_HIDE_DELAY_MS = 100;

/**
 * Hovering a top item opens its submenu; leaving clears the selection after 100 ms (spec 2.2).
 * A click (keyboard or touch) pins it open; a second click closes it, whatever the pointer does.
 */
export function useHoverSubmenu() {
  const [hoverId, setHoverId] = useState<string | null>(null);
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const enter = useCallback(
    (id: string) => {
      cancel();
      setHoverId(id);
    },
    [cancel],
  );
  const leave = useCallback(() => {
    cancel();
    timer.current = window.setTimeout(() => setHoverId(null), SUBMENU_HIDE_DELAY_MS);
  }, [cancel]);
  const close = useCallback(() => {
    cancel();
    setHoverId(null);
    setPinnedId(null);
  }, [cancel]);
  const openId = pinnedId ?? hoverId;
  const toggle = useCallback(
    (id: string) => {
      cancel();
      if (pinnedId === id) {
        setHoverId(null);
        setPinnedId(null);
      } else {
        setPinnedId(id);
      }
    },
    [cancel, pinnedId],
  );
  useEffect(() => cancel, [cancel]);
  return { openId, enter, leave, toggle, close };
}
