/**
 * Keeps the previous value while a new one has the same content, so what is passed on to
 * memoised children keeps its identity. Live queries and query results build new objects each
 * time they answer, even when nothing in them changed; a table whose rows compare their props
 * by identity would re-render every row for each of those answers.
 */
import { useState } from 'react';

export function useContentStable<T>(value: T, same: (kept: T, next: T) => boolean): T {
  const [kept, setKept] = useState(value);
  const keep = kept === value || same(kept, value);
  // React's pattern for state derived from the previous render: the update re-renders this
  // component at once, before anything is committed.
  if (!keep) setKept(value);
  return keep ? kept : value;
}
