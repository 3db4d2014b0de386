/** The scoreboard's sums and sentences, pure: percentages of what happened, never of nothing. */

export interface ScoreRow {
  key: number | null;
  movements: number;
  cancelled: number;
  departed: number;
  departedOnTime: number;
  arrived: number;
  arrivedOnTime: number;
  jobs: number;
  declined: number;
}

export interface Scoreboard {
  from: string;
  to: string;
  graceMinutes: number;
  total: ScoreRow;
  bySubcontractor: ScoreRow[];
  byLane: ScoreRow[];
}

/** A whole-number percentage, or null when there is nothing to measure. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}

export function percentText(part: number, whole: number): string {
  const p = percent(part, whole);
  return p === null ? '–' : `${p}%`;
}
