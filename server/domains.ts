/**
 * Every server domain, once: the one list app.ts mounts (routes under /api, in this order) and
 * builds the resource hooks from. A new domain adds its folder's `domain.ts` and one line here.
 * The generic resource routes come last: their paths are the declarations'. What one domain needs
 * of another is handed to it here (finance's invoice computation, the delivery import's carriers),
 * so no domain folder imports another (server/domain/domains.pure.test.ts).
 */
import { accountDomain } from './account/domain';
import { adminDevDomain } from './webhooks/domain';
import { authDomain } from './auth/domain';
// Courier Routing and RDS (issue 36)
import { courierRoutingDomain } from './courier-routing/domain';
import { CarrierRouter } from './courier-routing/delivery-carrier';
import { rdsDomain } from './rds/domain';
import { crewDomain } from './crew/domain';
import { dashboardDomain } from './dashboard/domain';
// finance (issue 35)
import { financeDomain } from './finance/domain';
import { invoiceOf } from './reports/finance-reports';
import type { Domain } from './domain/domain';
import { imagesDomain } from './images/domain';
import type { CarrierSource } from './imports/delivery-import';
import { importsDomain } from './imports/domain';
import { lineHaulDomain } from './line-haul/domain';
import { liveDomain } from './live/domain';
import { mapsDomain } from './maps/domain';
import { operationsDomain } from './operations/domain';
import { reportsDomain } from './reports/domain';
import { resourcesDomain } from './resources/domain';
import { routingDomain } from './routing/domain';
// warehouse (issue 34)
import { warehouseDomain } from './warehouse/domain';

export const DOMAINS: readonly Domain[] = [
  authDomain,
  accountDomain,
  dashboardDomain,
  operationsDomain,
  imagesDomain,
  importsDomain,
  lineHaulDomain,
  reportsDomain,
  mapsDomain,
  routingDomain,
  crewDomain,
  // finance (issue 35)
  financeDomain(async (tx, user, clientId, from, to) => {
    const { lines } = await invoiceOf(tx, { clientIds: [clientId], contractorId: null, user }, { from, to });
    return lines;
  }),
  // warehouse (issue 34)
  warehouseDomain,
  liveDomain,
  adminDevDomain,
  courierRoutingDomain,
  rdsDomain,
  resourcesDomain,
];

/**
 * The carrier least-cost routing chooses for each delivery of a manifest import (courier routing),
 * handed to the import route, which app.ts mounts outside the domain list (its larger body limit).
 */
export const DELIVERY_CARRIERS: CarrierSource = (tx) => new CarrierRouter(tx);
