/**
 * Loadout figures per run: boxes to load, how many are loaded (status loaded or already
 * delivered) and how many passed the load check. Boxes with no run are counted under null.
 */
export interface LoadCounts {
  runId: number | null;
  total: number;
  loaded: number;
  checked: number;
}

const LOADED = new Set(['loaded', 'delivered']);

export function loadCounts(boxes: readonly Readonly<Record<string, unknown>>[]): Map<number | null, LoadCounts> {
  const out = new Map<number | null, LoadCounts>();
  for (const b of boxes) {
    const runId = typeof b.runId === 'number' ? b.runId : null;
    const c = out.get(runId) ?? { runId, total: 0, loaded: 0, checked: 0 };
    c.total++;
    if (typeof b.status === 'string' && LOADED.has(b.status)) c.loaded++;
    if (b.loadChecked === true) c.checked++;
    out.set(runId, c);
  }
  return out;
}
