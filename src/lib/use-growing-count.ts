/**
 * `useGrowingCount(total, slice)`: how many of `total` items a long list draws now. The first
 * `slice` at once, then one more slice per task, each its own render and commit, until all are
 * drawn; from then on every item at once, until the list grows past what was drawn.
 *
 * For lists that keep every row in the document on purpose (find-in-page, assistive technology)
 * rather than virtualising: a country's day on the run summary is about a hundred runs, and
 * drawing them in one commit was one task of about 170 ms at 4x CPU (style and layout of some
 * 1,250 new cells included), against the 50 ms of a long task (docs/bench.md).
 */
import { startTransition, useEffect, useState } from 'react';

export function useGrowingCount(total: number, slice: number): number {
  const [drawn, setDrawn] = useState(slice);
  const shown = Math.min(total, Math.max(drawn, slice));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setDrawn(shown + slice)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, slice]);
  return shown;
}
