/**
 * The offline data layer's public face: the provider and header pieces the shell mounts, the
 * resource-generic hooks every page uses, and the logout helpers. The boot loads only ./shell.
 */
export * from './shell';
export {
  useReferenceList,
  useReferenceListNow,
  useReferenceTitles,
  useReferenceTitleMaps,
  type TitleMaps,
} from './hooks/use-reference-list';
export { useResourceList, resourceKeys, type ResourceListResult } from './hooks/use-resource-list';
export { useResourceItem, type ResourceItemResult } from './hooks/use-resource-item';
export { useResourceMutation, type MutationResult, type ResourceMutation } from './hooks/use-resource-mutation';
export { useOutboxEntries, useOutboxEntriesLoading, useUnsentCount, useOutboxPaused } from './hooks/use-outbox';
export { useInstallPrompt, useUpdateAvailable } from './hooks/use-pwa';
export { useOnline } from './hooks/use-online';
export { resumeOutbox } from './outbox/replay';
export { replayNow, onOutboxAuthRequired } from './replay-scheduler';
export type { ListParams, FilterValue, SortKey, RangeStyle } from './list-params';
export {
  decodeListParams,
  encodeListParams,
  toSearchParams,
  parseSort,
  formatSort,
  ListParamError,
} from './list-params';
export type { WithPending, PendingMarks } from './overlay';
export type { OutboxEntry, OutboxStatus, StoredOf, StoredRecord, OfflineDay } from './db';
