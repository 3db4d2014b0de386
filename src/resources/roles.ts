/**
 * Roles, permissions and the feature rule of the spec's section 6. Pure data and predicates,
 * shared by the menu, the route guards and the server's access checks.
 */
export const ROLES = [
  'admin',
  'admin-dashboard-only',
  'user',
  'dashboard-only',
  'contractor',
  'client-admin',
  'client-user',
  'driver',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  admin: ['*'],
  user: ['order-search', 'drops'],
  'admin-dashboard-only': ['all-dashboard'],
  'dashboard-only': ['dashboard'],
  contractor: ['user-management', 'critical-issues'],
  'client-admin': [
    'upload-manifest',
    'client-tools-picksheet-order',
    'customer-notification-settings',
    'client-settings',
    'user-management',
    'order-search',
    'client-tools',
    'client-tools-export-items',
    'drops',
    'runs',
    'dashboard',
    'zone-suburb-report',
    'pre-delivery',
    'shopify-export',
    'zones-client',
    'packer',
    'purchase-orders',
  ],
  'client-user': [
    'order-search',
    'drops',
    'runs',
    'client-tools',
    'client-tools-export-items',
    'dashboard',
    'pre-delivery',
  ],
  driver: [],
};

/** Special client ids of the spec's section 6. */
export const ERROR_REPORT_CLIENT_IDS = [8, 14, 363] as const;
export const BOX_LOAD_CHECK_CLIENT_ID = 888;
export const SPECIAL_CHECK_CLIENT_ID = 341;

export type Features = Record<string, string>;

/** The per-user feature flags of spec section 6 (Developer is the developer capability). */
export const FEATURE_FLAGS = [
  'ContractorRunDropErrors',
  'ClientViewErrors',
  'ContractorManageRuns',
  'PostSortationScreen',
  'RetailDeliveryBooking',
  'Startrack',
  'ContractorPerformanceReport',
  'ContractorAccessPaySummary',
  'ContractorCanViewDriverPerformanceReport',
  'VanAvailabilityExcess',
  'ClientControlCenter',
  'FinancialReporting',
  'RateMasterBulkUpdate',
  'InventoryAdjustment',
  'InventoryV2',
  'RDSStores',
  'RDSRoutingTool',
  'LCRv2',
  'AmbientBillingReport',
  'BilledWeightsUpload',
  'TwilioTasksManage',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The sub-keys of FinancialReporting; 'all' grants every one. */
export const FINANCIAL_REPORTING_KEYS = [
  'all',
  'import-rates',
  'rate-master',
  'fuel-category',
  'revenue-report',
  'rates-by-client',
  'pay-rates',
  'weekly-overhead',
  'driver-pay',
  'run-fines',
  'contractor-ledger',
  'fuel-surcharges',
  'fuel-surcharges-edit',
  'client-invoice',
] as const;

/** The part of the current user every access rule reads. */
export interface AccessUser {
  id: number;
  role: Role;
  clientId: number | null;
  clientIds: number[];
  features: Features;
  permissions: readonly string[];
}

export const isAdmin = (u: Pick<AccessUser, 'role'>): boolean => u.role === 'admin';
export const isAdminType = (u: Pick<AccessUser, 'role'>): boolean =>
  u.role === 'admin' || u.role === 'admin-dashboard-only';
export const isDeveloper = (u: Pick<AccessUser, 'features'>): boolean => 'Developer' in u.features;

export function permissionsOf(role: Role): readonly string[] {
  return ROLE_PERMISSIONS[role];
}

export function hasPermission(u: Pick<AccessUser, 'permissions'>, permission: string): boolean {
  return u.permissions.includes('*') || u.permissions.includes(permission);
}

/**
 * A feature check passes if the feature exists and the requested value is '*', equals the
 * stored value, or is one of the stored comma-separated values. A stored '*' grants every value.
 */
export function hasFeature(u: Pick<AccessUser, 'features'>, feature: string, value = '*'): boolean {
  const stored = u.features[feature];
  if (stored === undefined || stored === null) return false;
  if (value === '*' || stored === '*') return true;
  if (stored === value) return true;
  return stored
    .split(',')
    .map((s) => s.trim())
    .includes(value);
}

/** The clients a user may act for: clientIds, falling back to the user's own clientId. */
export function clientCandidates(u: Pick<AccessUser, 'clientId' | 'clientIds'>): number[] {
  if (u.clientIds.length > 0) return u.clientIds;
  return u.clientId != null ? [u.clientId] : [];
}

/**
 * The client a page acts for (spec section 6): admin may use any client; otherwise the chosen
 * client only if it is in the user's list; with exactly one candidate that one; else -1.
 */
export function effectiveClientId(u: AccessUser, selected: number | null): number {
  if (isAdmin(u)) return selected ?? -1;
  const candidates = clientCandidates(u);
  if (selected != null && candidates.includes(selected)) return selected;
  if (candidates.length === 1) return candidates[0] ?? -1;
  return -1;
}

/** Client scope for reads and writes: null means every client (admin-type roles). */
export function clientScope(u: AccessUser): number[] | null {
  if (isAdminType(u)) return null;
  return clientCandidates(u);
}
