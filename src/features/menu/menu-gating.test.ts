/**
 * Table-driven gating test: for each role of the spec's table (plus developer, feature values
 * '*', exact and comma lists, and the special client contexts) the exact set of menu entries
 * shown, or explicit includes/excludes where the full list is long (admin).
 */
import { describe, expect, it } from 'vitest';
import type { Features, Role } from '../../resources/roles';
import type { SessionUser } from '../../session/session-user';
import { clientContext, testClient, testContext, testUser } from '../../session/gating-fixtures';
import { describePath } from '../../ui/route-catalogue';
import { allMenuItems, isItemVisible, visibleMenu } from '../../screens/menu-model';
import type { MenuContext } from '../../screens/menu-types';

function visibleIds(user: SessionUser, context: MenuContext): string[] {
  return allMenuItems()
    .filter((item) => isItemVisible(item, user, context))
    .map((item) => item.id);
}

const neutral = testClient(20);
const as = (role: Role, features: Features = {}, clientIds: number[] = []) => testUser(role, features, clientIds);

interface ExactRow {
  name: string;
  user: SessionUser;
  context: MenuContext;
  expected: string[];
}

const exactRows: ExactRow[] = [
  { name: 'driver', user: as('driver'), context: testContext(), expected: ['docs'] },
  {
    name: 'user',
    user: as('user'),
    context: testContext(),
    expected: ['order-search', 'd.overview', 'deliveries.list', 'drops.list', 'docs', 'offline', 'outbox'],
  },
  {
    name: 'dashboard-only',
    user: as('dashboard-only'),
    context: testContext(),
    expected: [
      'd.overview',
      'deliveries.list',
      'boxes.list',
      'runs.list',
      'run.summary',
      'r.eta',
      'r.client-deliveries',
      'r.client-summary',
      'r.feedback',
      'docs',
      'offline',
      'outbox',
    ],
  },
  {
    name: 'contractor',
    user: as('contractor'),
    context: testContext(),
    expected: ['run.summary', 'ctr.assign-driver', 'ctr.van-grid', 'docs', 'offline', 'outbox'],
  },
  {
    name: 'contractor with ContractorManageRuns, ContractorAccessPaySummary, ContractorPerformanceReport',
    user: as('contractor', {
      ContractorManageRuns: '*',
      ContractorAccessPaySummary: '*',
      ContractorPerformanceReport: '*',
    }),
    context: testContext(),
    expected: [
      'runs.list',
      'run.summary',
      'r.contractors-performance',
      'r.pay-summary',
      'r.ledger-summary',
      'ctr.assign-driver',
      'ctr.van-grid',
      'docs',
      'offline',
      'outbox',
    ],
  },
  {
    name: 'contractor never sees non-subset items, even with matching features',
    user: as('contractor', { FinancialReporting: '*', Developer: '*', RDSStores: '*' }),
    context: testContext({ betaEnabled: true }),
    expected: ['run.summary', 'ctr.assign-driver', 'ctr.van-grid', 'docs', 'offline', 'outbox'],
  },
  {
    name: 'client-user (client 20)',
    user: as('client-user', {}, [20]),
    context: clientContext(neutral),
    expected: [
      'order-search',
      'd.overview',
      'deliveries.list',
      'deliveries.export',
      'boxes.list',
      'runs.list',
      'run.summary',
      'run.events',
      'drops.list',
      'r.eta',
      'r.client-deliveries',
      'r.client-summary',
      'r.feedback',
      'ctr.assign-driver',
      'o.pre-deliveries',
      'docs',
      'offline',
      'outbox',
      'account',
    ],
  },
  {
    name: 'client-admin (client 20)',
    user: as('client-admin', {}, [20]),
    context: clientContext(neutral),
    expected: [
      'order-search',
      'd.overview',
      'deliveries.list',
      'deliveries.create',
      'fileUploads.list',
      'deliveries.export',
      'boxes.list',
      'runs.list',
      'run.summary',
      'run.events',
      'drops.list',
      'r.eta',
      'r.client-deliveries',
      'r.client-summary',
      'r.zone-suburb',
      'r.feedback',
      'r.cns',
      'ctr.assign-driver',
      'o.pre-deliveries',
      'po.orders',
      'po.upload',
      'asn.list',
      'users.list.1',
      't.pick-sheet',
      'users.list',
      'users.create',
      'docs',
      'offline',
      'outbox',
      'account',
    ],
  },
  {
    name: 'admin-dashboard-only',
    user: as('admin-dashboard-only'),
    context: testContext(),
    expected: [
      'order-search',
      'd.overview',
      'deliveries.list',
      'd.geo-issues',
      'fileUploads.list',
      'deliveries.export',
      'boxes.list',
      'd.boxes-redelivery',
      'run.drop-errors',
      'runs.list',
      'run.summary',
      'run.events',
      'drops.list',
      'run.loadout',
      'pallet.pallets',
      'pallet.summary',
      'd.customer-change',
      'c.wholesale',
      'c.home',
      'c.temp-check',
      'c.instructions',
      'c.customer-updates',
      'c.zone-lookup',
      'r.rg-summary',
      'r.error-rate',
      'r.time-window',
      'r.eta',
      'r.client-deliveries',
      'r.client-summary',
      'r.zone-suburb',
      'r.feedback',
      'r.contractors-performance',
      'r.drivers-performance',
      'r.zone-lock',
      'r.depot',
      'r.hds-client',
      'r.client',
      'r.customer-service',
      'r.routing-comparison',
      'ctr.assign-driver',
      'ctr.van-grid',
      'ctr.van-report',
      'o.scan-report',
      'o.return-to-depot',
      'o.routing-summary',
      'o.pre-deliveries',
      'o.control-center',
      'rt.zones',
      'rt.zone-lookup',
      'rt.visualisation',
      'rds.events',
      'rds.stores',
      'rds.providers',
      'rds.run-report',
      'd.retail-skills',
      'd.retail-exceptions-manage',
      'd.retail-exceptions-daily',
      'd.retail-exceptions',
      'docs',
      'offline',
      'outbox',
    ],
  },
  {
    name: "user with FinancialReporting '*'",
    user: as('user', { FinancialReporting: '*' }),
    context: testContext(),
    expected: [
      'order-search',
      'd.overview',
      'deliveries.list',
      'drops.list',
      'b.rate-upload',
      'b.rates',
      'b.fuel-category',
      'b.revenue',
      'b.revenue-metric',
      'b.rates-zone',
      'b.pay-rates',
      'b.rg-weekly-cost',
      'b.overheads',
      'b.contractor-pay',
      'b.run-fines',
      'b.contractor-ledger',
      'b.fuel-surcharges',
      'b.invoicing',
      'b.invoicing-itemised',
      'b.invoices',
      'docs',
      'offline',
      'outbox',
    ],
  },
  {
    name: "user with FinancialReporting exact 'revenue-report'",
    user: as('user', { FinancialReporting: 'revenue-report' }),
    context: testContext(),
    expected: [
      'order-search',
      'd.overview',
      'deliveries.list',
      'drops.list',
      'b.revenue',
      'b.revenue-metric',
      'docs',
      'offline',
      'outbox',
    ],
  },
  {
    name: "user with FinancialReporting comma list 'revenue-report, pay-rates,rate-master' and RateMasterBulkUpdate",
    user: as('user', { FinancialReporting: 'revenue-report, pay-rates,rate-master', RateMasterBulkUpdate: '*' }),
    context: testContext(),
    expected: [
      'order-search',
      'd.overview',
      'deliveries.list',
      'drops.list',
      'b.rates',
      'b.rate-bulk',
      'b.revenue',
      'b.revenue-metric',
      'b.pay-rates',
      'docs',
      'offline',
      'outbox',
    ],
  },
  {
    name: 'client-user acting for client 8 (error-report client)',
    user: as('client-user', {}, [8]),
    context: clientContext(testClient(8)),
    expected: [
      'order-search',
      'd.overview',
      'deliveries.list',
      'deliveries.export',
      'boxes.list',
      'run.drop-errors',
      'runs.list',
      'run.summary',
      'run.events',
      'drops.list',
      'r.error-rate',
      'r.eta',
      'r.client-deliveries',
      'r.client-summary',
      'r.feedback',
      'ctr.assign-driver',
      'o.pre-deliveries',
      'docs',
      'offline',
      'outbox',
      'account',
    ],
  },
  {
    name: 'client-user acting for client 888 (box load check, retail stores)',
    user: as('client-user', {}, [888]),
    context: clientContext(testClient(888)),
    expected: [
      'order-search',
      'd.overview',
      'deliveries.list',
      'deliveries.export',
      'boxes.list',
      'runs.list',
      'run.summary',
      'run.events',
      'drops.list',
      'd.box-load-check',
      'r.eta',
      'r.client-deliveries',
      'r.client-summary',
      'r.feedback',
      'ctr.assign-driver',
      'o.pre-deliveries',
      'rds.stores',
      'd.retail-exceptions',
      'docs',
      'offline',
      'outbox',
      'account',
    ],
  },
  {
    name: 'client-user acting for client 341 (recipe order tools)',
    user: as('client-user', {}, [341]),
    context: clientContext(testClient(341)),
    expected: [
      'order-search',
      'd.overview',
      'deliveries.list',
      'deliveries.export',
      'boxes.list',
      'runs.list',
      'run.summary',
      'run.events',
      'drops.list',
      'r.eta',
      'r.client-deliveries',
      'r.client-summary',
      'r.feedback',
      'ctr.assign-driver',
      'o.pre-deliveries',
      't.forecast',
      't.recipes',
      'docs',
      'offline',
      'outbox',
      'account',
    ],
  },
];

describe('visible menu per role (exact sets)', () => {
  it.each(exactRows)('$name', ({ user, context, expected }) => {
    expect(visibleIds(user, context)).toEqual(expected);
  });
});

interface IncludeRow {
  name: string;
  user: SessionUser;
  context: MenuContext;
  includes: string[];
  excludes: string[];
}

const postalClient = testClient(30, { integrationList: ['postal-integration'] });
const warehouseClient = testClient(31, { integrationList: ['warehouse-management'] });

const includeRows: IncludeRow[] = [
  {
    name: 'admin without features or clients',
    user: as('admin'),
    context: testContext(),
    includes: [
      'order-search',
      'deliveries.gridEdit',
      'deliveries.import',
      'b.charges',
      'ctr.assign-contractor',
      'ctr.contractors',
      'lineHaulMovements.list',
      'lineHaulJourneys.list',
      'rt.adiona',
      'clients.list',
      'depots.list',
      'users.gridEdit',
      'mhe.asset-tracker',
      'app.logs',
      'r.geocode',
      'm.sms-schedule',
      't.forecast',
      'account',
    ],
    excludes: [
      'run.run-rules',
      'b.revenue',
      'dev.webhooks',
      'dev.crash-test',
      'd.auspost-orders',
      'wh.inventory',
      'cr.carriers',
      'rds.routing-tool',
      'o.client-control-center',
      't.print-orders',
    ],
  },
  {
    name: "developer (admin with Developer '*')",
    user: as('admin', { Developer: '*' }),
    context: testContext(),
    includes: [
      'dev.webhooks',
      'dev.packer-logs',
      'dev.app-versions',
      'dev.recurring-jobs',
      'dev.wms-logs',
      'dev.rds-reconcile',
      'dev.sync-issues',
      'dev.locality',
      'dev.content-templates',
      'dev.crash-test',
    ],
    excludes: ['dev.twilio-tasks', 'dev.next-dashboard', 'run.run-rules'],
  },
  {
    name: 'developer with TwilioTasksManage and beta navigation on',
    user: as('admin', { Developer: '1', TwilioTasksManage: '*' }),
    context: testContext({ betaEnabled: true }),
    includes: ['dev.twilio-tasks', 'dev.next-dashboard', 't.print-orders'],
    excludes: ['rds.routing-tool'],
  },
  {
    name: 'admin with a postal-integration and a warehouse-management client',
    user: as('admin'),
    context: testContext({ clients: [postalClient, warehouseClient] }),
    includes: [
      'd.auspost-orders',
      'd.auspost-data',
      'd.auspost-return',
      'r.auspost',
      'wh.inventory',
      'd.inventory',
      'wms.products',
      't.auspost-orders',
    ],
    excludes: ['d.dotwms-items'],
  },
  {
    name: 'admin-dashboard-only with LCRv2, VanAvailabilityExcess and RDSRoutingTool (beta off)',
    user: as('admin-dashboard-only', { LCRv2: '*', VanAvailabilityExcess: '*', RDSRoutingTool: '*' }),
    context: testContext(),
    includes: ['cr.carriers', 'cr.locality', 'ctr.van-excess'],
    excludes: ['rds.routing-tool', 'cr.ambient-billing', 'b.charges'],
  },
  {
    name: 'client-admin with packer tools and CSV upload configured',
    user: as('client-admin', {}, [40]),
    context: clientContext(
      testClient(40, {
        configuration: { packerToolsEnabled: true, allowCsvManifestUpload: true, packerSummaryReportEnabled: true },
      }),
    ),
    includes: [
      'p.floors',
      'p.products',
      'p.track-order-status',
      'p.summary',
      'deliveries.import',
      'deliveries.import.1',
    ],
    excludes: ['p.product-summary', 'p.picker-performance', 'wh.warehouses'],
  },
  {
    name: 'client-admin with no client chosen (-1): packer tools on',
    user: as('client-admin', {}, [40, 41]),
    context: testContext({ clientId: -1, client: null }),
    includes: ['p.floors', 'p.summary', 'p.product-summary', 'p.picker-performance'],
    excludes: ['deliveries.import'],
  },
  {
    name: "client-admin with InventoryV2 exact '1' and InventoryAdjustment",
    user: as('client-admin', { InventoryV2: '1', InventoryAdjustment: '*' }, [40]),
    context: clientContext(testClient(40)),
    includes: ['wh.inventory-v2', 'wh.inventory-v2-logs', 'wh.stock-adjustment', 'wh.stock-adjustment-v2'],
    excludes: ['wh.warehouses'],
  },
];

describe('visible menu (includes / excludes)', () => {
  it.each(includeRows)('$name', ({ user, context, includes, excludes }) => {
    const ids = visibleIds(user, context);
    expect(ids).toEqual(expect.arrayContaining(includes));
    for (const id of excludes) expect(ids).not.toContain(id);
  });
});

describe('menu structure', () => {
  it('has the 15 headings of spec 2.4 in order', () => {
    const headings = visibleMenu(as('admin', { Developer: '*', FinancialReporting: '*', LCRv2: '*' }), testContext())
      .filter((e) => e.kind === 'heading')
      .map((e) => e.label);
    expect(headings).toEqual([
      'Deliveries',
      'Delivery Confirmations',
      'Reports',
      'Admin',
      'Financial Reporting',
      'Drivers/Contractors',
      'Line Haul',
      'Operations',
      'Routing',
      'Pick/Pack',
      'RDS',
      'Courier Routing',
      'Tools',
      'Settings',
      'Dev',
    ]);
  });

  it('gives renamed items a "was" tooltip and both labels', () => {
    const byId = new Map(allMenuItems().map((i) => [i.id, i]));
    expect(byId.get('o.pre-deliveries')?.label).toEqual({
      old: 'Pre-Deliveries Manage',
      new: 'Undated Deliveries Manage',
    });
    expect(byId.get('o.pre-deliveries')?.tooltip).toBe("Was titled 'Pre-Deliveries Manage'");
    expect(byId.get('p.products')?.tooltip).toBe("Was titled 'Product Management'");
    expect(byId.get('wh.inventory')?.tooltip).toBe("Was titled 'Warehouse Inventory'");
    expect(byId.get('rt.adiona')?.tooltip).toBe("Was titled 'Adiona Sync'");
    expect(byId.get('t.forecast')?.tooltip).toBe("Was titled 'Forecast Recipes'");
    expect(byId.get('d.overview')?.tooltip).toBeUndefined();
  });

  it('has unique ids', () => {
    const ids = allMenuItems().map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

const pathAccess = (path: string, user: SessionUser, context: MenuContext) =>
  describePath(path, user, context, 'new').access ?? 'unknown';

describe('pathAccess', () => {
  it('allows, denies or does not know a path', () => {
    const clientUser = as('client-user', {}, [20]);
    const context = clientContext(neutral);
    expect(pathAccess('/run/runs/all', clientUser, context)).toBe('allowed');
    expect(pathAccess('/c/clients/all', clientUser, context)).toBe('denied');
    expect(pathAccess('/run/r/country/1/2026-11-21/rtw/all/rg/3/rz/all/z/all/c/all/t/all', clientUser, context)).toBe(
      'allowed',
    );
    expect(pathAccess('/d/not-a-page', clientUser, context)).toBe('unknown');
    expect(pathAccess('/dev/crash-test', as('admin'), testContext())).toBe('denied');
    expect(pathAccess('/dev/crash-test', as('admin', { Developer: '*' }), testContext())).toBe('allowed');
  });
});
