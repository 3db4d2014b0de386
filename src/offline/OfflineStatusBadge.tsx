export function OfflineStatusBadge() {
  return null;
}
