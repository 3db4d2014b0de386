/** The line haul endpoints beyond the resource contract: builder preview and build, scoreboard. */
import { apiJson } from '../../lib/api';
import type { Scoreboard } from '../../resources/line-haul-scoreboard';

export interface PlannedMovement {
  reference: string;
  date: string;
  legId: number;
  legScheduleId: number;
  plannedDeparture: string;
  plannedArrival: string;
  subcontractorId: number | null;
  pallets: number;
}

export interface BuildPreview {
  from: string;
  to: string;
  total: number;
  existing: number;
  missing: PlannedMovement[];
}

export interface BuildResult {
  from: string;
  to: string;
  total: number;
  created: number;
  existing: number;
}

const period = (from: string, to: string) => new URLSearchParams({ from, to });

export async function previewBuild(from: string, to: string, signal?: AbortSignal): Promise<BuildPreview> {
  return (await apiJson<{ data: BuildPreview }>(`line-haul/build-movements?${period(from, to).toString()}`, { signal }))
    .data;
}

/** Builds under one Idempotency-Key per confirmed preview, so a retried click never builds twice. */
export async function build(from: string, to: string, key: string): Promise<BuildResult> {
  return (
    await apiJson<{ data: BuildResult }>('line-haul/build-movements', {
      method: 'POST',
      json: { from, to },
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}

export async function fetchScoreboard(from: string, to: string, signal?: AbortSignal): Promise<Scoreboard> {
  return (await apiJson<{ data: Scoreboard }>(`line-haul/scoreboard?${period(from, to).toString()}`, { signal })).data;
}
