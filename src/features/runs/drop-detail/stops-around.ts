/** The stops just before and after a drop on its run, in sequence. */
export function stopsAround<T extends Readonly<Record<string, unknown>>>(
  drops: readonly T[],
  sequence: number,
  each = 3,
): T[] {
  const seq = (d: T) => (typeof d.sequence === 'number' ? d.sequence : Number.NaN);
  return [...drops].filter((d) => Math.abs(seq(d) - sequence) <= each).sort((a, b) => seq(a) - seq(b));
}
