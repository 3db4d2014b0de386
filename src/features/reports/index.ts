/** Public face of the reports feature: the one report page (bound per screen in src/app/pages.ts). */
export { ReportRoute } from './report-page';
export { REPORT_VIEWS, viewOfScreen } from './report-views';
