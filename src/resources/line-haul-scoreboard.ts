/**
 * The answer of the Job Scoreboard (GET /api/line-haul/scoreboard): computed by
 * server/line-haul/scoreboard.ts and read by the scoreboard page, one shape for both sides.
 */

export interface ScoreRow {
  /** subcontractor id (null: own fleet) or leg id */
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
