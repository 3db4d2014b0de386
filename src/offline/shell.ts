/**
 * The offline layer's face for the boot: what the shell mounts and calls before any page
 * (src/main.tsx loads this as a boot stage). Pages use the whole face, ./index, whose
 * resource-generic hooks (lists, items, edits, local queries) load with the first page that
 * asks for them instead of with the boot.
 */
export { OfflineProvider } from './offline-provider';
export { OfflineStatusBadge, UpdateAndInstallPrompts, InstallButton, ReferenceListReader } from './shell-readers';
export { countPendingChanges, wipeUserData } from './session-data';
export type { ReferenceListResult } from './hooks/use-reference-list';
export { useQueryInSlices } from './hooks/use-query-in-slices';
