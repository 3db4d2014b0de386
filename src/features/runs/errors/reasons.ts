/** Failed drops counted by reason, most frequent first. */
export function countByReason(
  drops: readonly Readonly<Record<string, unknown>>[],
): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const d of drops) {
    const reason =
      typeof d.failureReason === 'string' && d.failureReason.trim() ? d.failureReason.trim() : 'No reason given';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
