/** Public face of the runs feature: what other features may import from it. */
export { buildSummaryPath, emptyFilters, summaryListFilters } from './run-summary/summary-url';
export { useDayParams } from './shared/day-params';
export { PageFrame } from './shared/page-frame';
export type { DataState } from './shared/page-frame';
export { countryName, runTotals, scopeLabel } from './shared/scope';
export type { RunTotals } from './shared/scope';
