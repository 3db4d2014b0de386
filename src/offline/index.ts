/**
 * The offline data layer's public face. (Skeleton: the offline issue fills this in; the shell
 * mounts these exports and must keep working against them.)
 */
export { OfflineProvider } from './OfflineProvider';
export { OfflineStatusBadge } from './OfflineStatusBadge';
export { countPendingChanges, wipeUserData } from './session-data';
