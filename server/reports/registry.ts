/** Every declared report, by id (the API path segment). One line per report. */
import type { ReportDef } from './kit';
import { clientDeliveries, clientSummary, geocode, rgSummary, timeWindow, zoneSuburb } from './delivery-reports';
import { depotReport, zoneLock } from './day-reports';
import { clientReport, customerService, hdsClient } from './operator-reports';
import { customerFeedback } from './feedback-report';
import { auspostReport } from './integration-reports';
import { routingComparison } from './routing-comparison';
import { notificationsSent } from './notifications-report';
import { appVersions } from './app-versions-report';
import { appLogs, syncLog } from './system-reports';
import { contractorsPerformance, driversPerformance, errorRate, eta, runErrors } from './run-reports';
// finance (issue 35)
import {
  clientInvoicing,
  clientInvoicingItemised,
  contractorPay,
  ledgerSummary,
  paySummary,
  ratesByZone,
  revenue,
  revenueByMetric,
  rgWeeklyCost,
} from './finance-reports';
// warehouse (issue 34)
import { pickerPerformance, pickPackSummary, productSummary } from './pick-pack-reports';
import { palletSummary, productForecast } from './warehouse-reports';
// Courier Routing (issue 36)
import {
  ambientBilling,
  courierClientDeliveryList,
  courierDeliveryList,
  courierPicking,
  courierSummary,
} from './courier-reports';
// RDS (issue 36)
import { rdsRunReport, retailExceptionsDaily } from './rds-reports';

const LIST: readonly ReportDef[] = [
  rgSummary,
  errorRate,
  timeWindow,
  eta,
  clientDeliveries,
  clientSummary,
  zoneSuburb,
  contractorsPerformance,
  driversPerformance,
  runErrors,
  syncLog,
  depotReport,
  zoneLock,
  geocode,
  appLogs,
  clientReport,
  hdsClient,
  customerService,
  routingComparison,
  customerFeedback,
  auspostReport,
  notificationsSent,
  appVersions,
  // finance (issue 35)
  clientInvoicing,
  clientInvoicingItemised,
  revenue,
  revenueByMetric,
  rgWeeklyCost,
  contractorPay,
  paySummary,
  ledgerSummary,
  ratesByZone,
  // warehouse (issue 34)
  pickPackSummary,
  productSummary,
  pickerPerformance,
  palletSummary,
  productForecast,
  // Courier Routing (issue 36)
  courierDeliveryList,
  courierClientDeliveryList,
  ambientBilling,
  courierSummary,
  courierPicking,
  // RDS (issue 36)
  retailExceptionsDaily,
  rdsRunReport,
] as unknown as readonly ReportDef[];

export const REPORTS: ReadonlyMap<string, ReportDef> = new Map(LIST.map((r) => [r.id, r]));
