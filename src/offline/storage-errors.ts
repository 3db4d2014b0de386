/**
 * Storage failures (above all a full quota) must be seen, not swallowed: every write to
 * IndexedDB that can fail reports here, and the UI subscribes to show a message.
 */
export interface StorageProblem {
  kind: 'quota' | 'other';
  message: string;
  at: number;
}

type Listener = (problem: StorageProblem) => void;
const listeners = new Set<Listener>();

export function onStorageProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: string; inner?: unknown };
  if (e.name === 'QuotaExceededError') return true;
  return e.inner !== undefined && isQuotaError(e.inner);
}

export function reportStorageError(error: unknown, what: string): StorageProblem {
  const quota = isQuotaError(error);
  const problem: StorageProblem = {
    kind: quota ? 'quota' : 'other',
    message: quota
      ? `The device storage is full: ${what} could not be saved on this device. Remove stored days on the 'Available offline' page to make room.`
      : `${what} could not be saved for offline use (${error instanceof Error ? error.message : String(error)}).`,
    at: Date.now(),
  };
  console.error(problem.message, error);
  announceStorageProblem(problem);
  return problem;
}

/** Tells the listeners of a problem met elsewhere (the data worker reports its own here). */
export function announceStorageProblem(problem: StorageProblem): void {
  listeners.forEach((l) => l(problem));
}

/** Runs a write, reporting (and not rethrowing) a storage failure. */
export async function guardedWrite<T>(what: string, write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    reportStorageError(error, what);
    return undefined;
  }
}
