/**
 * The shell's live readers, loaded after the boot. The header's badge (unsent changes, 'ready
 * offline'), the update and install prompts and the stored clients the access rules fall back
 * on read IndexedDB live, through dexie-react-hooks, which imports Dexie at its top: imported by
 * the boot they took Dexie (about 30 KB gzip) into the entry. So the shell mounts these
 * Dexie-free stand-ins, each loading its reader as a lazy chunk and showing nothing until then
 * (src/app/start-path.test.ts keeps Dexie out of the boot).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { ResourceName } from '../resources';
import type { ReferenceListResult } from './hooks/use-reference-list';

/** A component of a lazily loaded module, shown inside its own boundary (nothing until loaded). */
function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const OfflineStatusBadge = later(async () => (await import('./offline-status-badge')).OfflineStatusBadge);
export const InstallButton = later(async () => (await import('./update-and-install-prompts')).InstallButton);
export const UpdateAndInstallPrompts = later(
  async () => (await import('./update-and-install-prompts')).UpdateAndInstallPrompts,
);

/** Hands a reference list's live rows to `onChange` once its reader has loaded (until then the caller's own 'loading'). */
export const ReferenceListReader = later<{ name: ResourceName; onChange: (list: ReferenceListResult) => void }>(
  async () => (await import('./hooks/use-reference-list')).ReferenceListReader,
);
