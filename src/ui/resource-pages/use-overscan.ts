/**
 * How many rows a virtual table draws beyond the visible ones: none in the commit that first
 * shows rows, then `full` a task later. That first commit is one of the start's longest tasks
 * (the rows' DOM, their styles and the virtualiser's first measure); the rows below the fold
 * follow in their own.
 */
import { useEffect, useState } from 'react';

export function useOverscan(hasRows: boolean, full: number): number {
  const [grown, setGrown] = useState(false);
  useEffect(() => {
    if (!hasRows || grown) return;
    const timer = window.setTimeout(() => setGrown(true), 0);
    return () => window.clearTimeout(timer);
  }, [hasRows, grown]);
  return grown ? full : 0;
}
