import { z } from 'zod';
import { ADMIN_ONLY, ANY_USER } from './access';
import { defineResource } from './types';

export const CLIENT_STATUSES = ['active', 'disabled', 'deleted'] as const;
export const CLIENT_STATUS_LABELS: Record<(typeof CLIENT_STATUSES)[number], string> = {
  active: 'Active',
  disabled: 'Disabled',
  deleted: 'Deleted',
};

export const clientConfiguration = z
  .object({
    allowViewingZones: z.boolean().optional(),
    allowCsvManifestUpload: z.boolean().optional(),
    packerToolsEnabled: z.boolean().optional(),
    packerStrategy: z.string().nullable().optional(),
    packerSummaryReportEnabled: z.boolean().optional(),
    packerProductSummaryReportEnabled: z.boolean().optional(),
    packerPickerPerformanceReportEnabled: z.boolean().optional(),
    auspost: z.boolean().optional(),
    startrack: z.boolean().optional(),
    dotwms: z.boolean().optional(),
    leastCostRoutingEnabled: z.boolean().optional(),
  })
  .passthrough();
export type ClientConfiguration = z.infer<typeof clientConfiguration>;

/** Integration services named in the spec's gating rules. */
export const INTEGRATION_SERVICES = ['postal-integration', 'warehouse-management', 'shopify', 'dotwms', 'startrack'] as const;

/**
 * Clients. A client record's own clientId equals its id, so the same client scope that hides
 * another client's deliveries hides the client record itself.
 */
export const clients = defineResource({
  name: 'clients',
  path: '/clients',
  label: 'Client',
  labelPlural: 'Clients',
  schema: z.object({
    name: z.string().min(1),
    displayName: z.string(),
    code: z.string().min(1),
    logoURI: z.string().nullable(),
    status: z.enum(CLIENT_STATUSES),
    integrationList: z.array(z.string()),
    configuration: clientConfiguration,
    deliveryWindows: z.array(z.object({ id: z.number().int(), name: z.string(), start: z.string(), end: z.string() }).passthrough()),
  }),
  fields: {
    name: { label: 'Name', type: 'string', column: true, sortable: true, filter: 'text', editable: true, required: true },
    displayName: { label: 'Display name', type: 'string', column: true, editable: true },
    code: { label: 'Code', type: 'string', column: true, sortable: true, filter: 'exact', editable: true, required: true },
    logoURI: { label: 'Logo', type: 'string', editable: true },
    status: { label: 'Status', type: 'enum', options: CLIENT_STATUSES, column: true, filter: 'exact', editable: true, required: true },
    integrationList: { label: 'Integration services', type: 'json', editable: true },
    configuration: { label: 'Configuration', type: 'json', editable: true },
    deliveryWindows: { label: 'Delivery windows', type: 'json', editable: true },
  },
  clientScoped: true,
  access: {
    list: ANY_USER,
    get: ANY_USER,
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    patch: { permissions: ['client-settings'] },
    delete: ADMIN_ONLY,
    upload: ADMIN_ONLY,
  },
  defaultSort: 'name',
  searchFields: ['name', 'code', 'displayName'],
  indexes: ['code', 'status'],
  unique: [['code']],
  offline: 'reference',
  mergeKey: 'id',
  titleField: 'name',
});
