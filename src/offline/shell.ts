/**
 * The offline layer's face for the boot: what the shell mounts and calls before any page
 * (src/main.tsx loads this as a boot stage). Pages use the whole face, ./index, whose
 * resource-generic hooks (lists, items, edits, local queries) load with the first page that
 * asks for them instead of with the boot.
 */
export { OfflineProvider } from './offline-provider';
export { OfflineStatusBadge, OUTBOX_PATH } from './offline-status-badge';
export { UpdateAndInstallPrompts, InstallButton } from './update-and-install-prompts';
export { countPendingChanges, wipeUserData } from './session-data';
export {
  useReferenceList,
  useReferenceTitles,
  useReferenceTitleMaps,
  type TitleMaps,
} from './hooks/use-reference-list';
export { useQueryInSlices } from './hooks/use-query-in-slices';
