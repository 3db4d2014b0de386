/**
 * What a page of figures counts, said the same way on Overview and Run Summary so their totals
 * can be put side by side ('Australia · Sun 22 Nov · Fresh Co'), and the run totals both show,
 * computed by one function from the same rows so the two pages cannot disagree.
 */
import { formatDayName } from '../lib/day-names';
import { sumProgress } from './run-progress';

export interface Scope {
  /** null: every country */
  countryName: string | null;
  date: string;
  /** null or undefined: no client chosen */
  clientName?: string | null;
}

export function scopeLabel({ countryName, date, clientName }: Scope): string {
  return [countryName ?? 'All countries', formatDayName(date), clientName].filter(Boolean).join(' · ');
}

/**
 * Rows of the countries reference list carry `countryId` (the number runs refer to) and `name`.
 * Never the number itself: '…' while the list is still loading, 'Unknown country' when it has
 * loaded without that row.
 */
export function countryName(
  countries: readonly Readonly<Record<string, unknown>>[],
  countryId: number | null,
): string | null {
  if (countryId === null) return null;
  const row = countries.find((c) => (c.countryId ?? c.id) === countryId);
  if (typeof row?.name === 'string') return row.name;
  return countries.length === 0 ? '…' : 'Unknown country';
}

export interface RunTotals {
  runs: number;
  inProgress: number;
  finished: number;
  dropsDone: number;
  dropsTotal: number;
  failedDrops: number;
}

export function runTotals(rows: readonly Readonly<Record<string, unknown>>[]): RunTotals {
  const p = sumProgress(rows);
  return {
    runs: rows.length,
    inProgress: rows.filter((r) => r.status === 'in-progress').length,
    finished: rows.filter((r) => r.status === 'finished').length,
    dropsDone: p.done,
    dropsTotal: p.total,
    failedDrops: p.failed,
  };
}
