/** The scoreboard's sums and sentences, pure: percentages of what happened, never of nothing. */

/** A whole-number percentage, or null when there is nothing to measure. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}

export function percentText(part: number, whole: number): string {
  const p = percent(part, whole);
  return p === null ? '–' : `${p}%`;
}
