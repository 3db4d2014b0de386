/** The resource registry: every business resource, declared once. */
import { addresses } from './addresses';
import { boxSizes } from './box-sizes';
import { clients } from './clients';
import { crew } from './crew';
import { feedback } from './feedback';
import { boxes, deliveries, drops, fileUploads, runs } from './operations';
import { equipment, routePlans } from './maps';
import { countries, depots, routingGroups, states, zones } from './reference';
import type { RecordOf, ResourceDef } from './types';
import { users } from './users';
import { lineHaulDollies, lineHaulSubcontractors, lineHaulTrailers, lineHaulTrucks } from './line-haul-fleet';
import { lineHaulJourneys, lineHaulLegSchedules, lineHaulLegs } from './line-haul-network';
import { lineHaulJobs, lineHaulMovements } from './line-haul-movements';
import { scans } from './scans';
import { vanAvailability } from './van-availability';
import { auspostArticles, auspostOrders, auspostReturns } from './auspost';
import { startrackBoxes, startrackEvents, startrackOrders } from './startrack';
import { notificationSettings, notifications } from './notifications';
import { driverApps } from './driver-apps';
import { preDeliveries, preDeliveryPromotions } from './pre-deliveries';
// finance (issue 35)
import { charges, clientRates, fuelCategories, fuelSurcharges, ledgerEntries, payRates, runFines } from './finance';
// Admin and Dev (issue 37)
import { contentTemplates, emailUnsubscribes, smsBlocks, smsSchedules } from './messaging';
import { webhooks } from './webhooks';
import { appVersions, localities, rdsReconciles, syncIssues, twilioTasks } from './dev-tools';
// warehouse (issue 34)
import {
  pallets,
  products,
  stockAdjustments,
  stockLevels,
  stockMovements,
  warehouseFloors,
  warehouseLocations,
  warehouses,
} from './warehouse';
import { advanceShippingNotices, goodsReceipts, purchaseOrderLines, purchaseOrders } from './purchasing';
import { pickOrderLines, pickOrders } from './pick-pack';
import { recipes } from './recipes';
import { dotwmsOrderItems, dotwmsSyncedDeliveries, packerLogs, wmsLogs, wmsProducts } from './wms';
// Courier Routing and RDS (issue 36)
import {
  carriers,
  clientZones,
  courierClientRates,
  courierFees,
  courierFuelSurcharges,
  courierLineHaulRates,
  billedWeights,
} from './courier-routing';
import { rdsEvents, rdsStores, rdsVisitPlans, retailExceptions, retailSkills, serviceProviders } from './rds';
// unowned placeholders (finadmin)
import { runRules } from './run-rules';
// finance's stored invoices (finadmin, issue 35)
import { invoiceLines, invoices } from './invoices';
import { overheads } from './overheads';

export const resources = {
  clients,
  countries,
  states,
  routingGroups,
  depots,
  zones,
  addresses,
  boxSizes,
  users,
  crew,
  deliveries,
  boxes,
  runs,
  drops,
  fileUploads,
  feedback,
  lineHaulTrucks,
  lineHaulTrailers,
  lineHaulDollies,
  lineHaulSubcontractors,
  lineHaulLegs,
  lineHaulLegSchedules,
  lineHaulJourneys,
  lineHaulMovements,
  lineHaulJobs,
  scans,
  vanAvailability,
  equipment,
  routePlans,
  auspostOrders,
  auspostArticles,
  auspostReturns,
  startrackOrders,
  startrackBoxes,
  startrackEvents,
  notificationSettings,
  notifications,
  driverApps,
  preDeliveries,
  preDeliveryPromotions,
  // finance (issue 35)
  fuelCategories,
  fuelSurcharges,
  clientRates,
  payRates,
  runFines,
  ledgerEntries,
  charges,
  // Admin and Dev (issue 37)
  smsSchedules,
  smsBlocks,
  emailUnsubscribes,
  contentTemplates,
  webhooks,
  appVersions,
  twilioTasks,
  syncIssues,
  localities,
  rdsReconciles,
  // warehouse (issue 34)
  warehouses,
  warehouseFloors,
  warehouseLocations,
  products,
  stockMovements,
  stockLevels,
  stockAdjustments,
  purchaseOrders,
  purchaseOrderLines,
  advanceShippingNotices,
  goodsReceipts,
  pallets,
  pickOrders,
  pickOrderLines,
  recipes,
  wmsProducts,
  wmsLogs,
  packerLogs,
  dotwmsOrderItems,
  dotwmsSyncedDeliveries,
  // Courier Routing and RDS (issue 36)
  carriers,
  clientZones,
  courierClientRates,
  courierFuelSurcharges,
  courierLineHaulRates,
  courierFees,
  billedWeights,
  retailSkills,
  rdsStores,
  serviceProviders,
  rdsEvents,
  rdsVisitPlans,
  retailExceptions,
  // unowned placeholders (finadmin)
  runRules,
  // finance's stored invoices (finadmin, issue 35)
  invoices,
  invoiceLines,
  overheads,
} as const;

/** The closed union of resource names, derived from the registry: a misspelt name fails to compile. */
export type ResourceName = keyof typeof resources;
/** The record type of one registered resource, derived from its declaration's fields (plus the common ones). */
export type ResourceRecord<N extends ResourceName> = RecordOf<(typeof resources)[N]>;
export const RESOURCE_NAMES = Object.keys(resources) as ResourceName[];
export const resourceList: readonly ResourceDef[] = Object.values(resources);

export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(resources, name);
}

/**
 * A resource name read from a declaration (`def.name`, a `ref` field's target) as the registry's
 * type. Declarations name resources with plain strings (typing them by the registry would make
 * the registry's type depend on itself); registry.test.ts checks every such name is registered,
 * so an unknown one is a declaration error and throws.
 */
export function registered(name: string): ResourceName {
  if (!isResourceName(name)) throw new Error(`Unknown resource ${name}`);
  return name;
}

/** The declaration of a registered resource; undefined for an unknown name (URLs, stored data). */
export function resourceByName(name: string): ResourceDef | undefined {
  return isResourceName(name) ? resources[name] : undefined;
}

export * from './types';
export * from './roles';
export * from './access';
export * from './screens';
export * from './lifecycle';
export * from './history';
export { inSentence } from './in-sentence';
export { AUSPOST_READ, auspostArticles, auspostOrders, auspostReturns } from './auspost';
export { STARTRACK_READ, startrackBoxes, startrackEvents, startrackOrders } from './startrack';
export {
  PRE_DELIVERY_STATUSES,
  PRE_DELIVERY_READ,
  PRE_DELIVERY_WRITE,
  preDeliveries,
  preDeliveryPromotions,
} from './pre-deliveries';
export { SCAN_KINDS, SCAN_RESULTS, SCAN_SOURCES, SCAN_WRITE, type ScanKind } from './scans';
export {
  clients,
  countries,
  states,
  routingGroups,
  depots,
  zones,
  addresses,
  boxSizes,
  users,
  deliveries,
  boxes,
  runs,
  drops,
  fileUploads,
  scans,
  vanAvailability,
  feedback,
  equipment,
  routePlans,
};
export { notificationSettings, notifications, driverApps };
export { CREW_ROLES, crew, crewMember, firstName, type CrewMember, type CrewRole, type CrewSource } from './crew';
export { crossFieldProblems, type CrossFieldRule, type FieldProblem } from './cross-field';
export {
  mayChangeSome,
  mayWriteField,
  mayWriteValue,
  offerField,
  writableFields,
  type FieldOffer,
  type WriteVerdict,
} from './writes';
export {
  CLIENT_ADMIN_USER_FIELDS,
  CLIENT_MANAGED_ROLES,
  SELF_SERVICE_FIELDS,
  accountClients,
  accountOf,
  assignableClients,
  assignableRoles,
  mayManageUser,
  userManagementProblem,
  type ManagedAccount,
  type UserManagementAction,
  type UserManagementProblem,
} from './users';
export { RETURN_TO_DEPOT, dropStatusFor } from './operations';
// finance (issue 35)
export { FINANCE_STAFF, LEDGER_KINDS, OWN_PAY } from './finance';
export { charges, clientRates, fuelCategories, fuelSurcharges, ledgerEntries, payRates, runFines };
