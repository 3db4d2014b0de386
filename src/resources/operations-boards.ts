/**
 * The answers of GET /api/operations/...: computed by server/operations/aggregates.ts and read by
 * the operations and contractors pages, one shape for both sides (as reports.ts is for reports).
 */
export interface BoardRun {
  id: number;
  code: string;
  status: string;
  routingGroup: string | null;
  contractor: string | null;
  driver: string | null;
  dropsTotal: number;
  dropsDone: number;
  dropsFailed: number;
  late: number;
}

export interface Board {
  date: string;
  runsByStatus: { status: string; count: number }[];
  drops: { total: number; done: number; failed: number; late: number };
  failedByReason: { reason: string; count: number }[];
  exceptions: { key: string; label: string; count: number }[];
  runs: BoardRun[];
}

export interface RoutingSummaryRow {
  routingGroup: string;
  zone: string;
  deliveries: number;
  routed: number;
  unrouted: number;
  runs: number;
  boxes: number;
}

export interface VanDemandRow {
  contractorId: number;
  contractor: string;
  date: string;
  /** null: the contractor entered nothing for the day */
  vans: number | null;
  runs: number;
}
