/**
 * Demo users: one per role named `<role>@demo.test`, a developer, a two-factor account, a few
 * feature mixes, and the contractor and driver crews that runs are assigned to. Crews belong to
 * routing groups; each member's record names the depot they work from (`depotId`).
 */
import type { Features, Role } from '../../src/resources/index';
import { FEATURE_FLAGS, FINANCIAL_REPORTING_KEYS } from '../../src/resources/index';
import { FIRST_NAMES, LAST_NAMES, emailLocal } from './names';
import type { Random } from './random';
import { apportion } from './random';
import type { GroupInfo } from './reference';
import { DEMO_PASSWORD } from './types';
import type { DemoUser } from './types';

export const DEMO_TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';
export const GENERATED_CONTRACTORS = 20;
export const GENERATED_DRIVERS = 60;

export interface CrewMember {
  driverId: number;
  contractorId: number;
  name: string;
}

export interface DemoPeople {
  users: DemoUser[];
  /** drivers available per routing group id, in assignment order */
  crews: Map<number, CrewMember[]>;
}

interface Fixed {
  email: string;
  name: string;
  role: Role;
  clientId?: number;
  clientIds?: number[];
  features?: Features;
  status?: 'disabled';
  twofaSecret?: string;
}

/** Every feature flag of spec section 6 on (FinancialReporting with every sub-key), plus Developer: one user sees every page. */
export const SUPERADMIN_FEATURES: Features = {
  Developer: '*',
  ...Object.fromEntries(FEATURE_FLAGS.map((name) => [name, '*'])),
  FinancialReporting: FINANCIAL_REPORTING_KEYS.join(','),
};

const FIXED: Fixed[] = [
  { email: 'admin@demo.test', name: 'Demo Admin', role: 'admin' },
  { email: 'admin-dashboard-only@demo.test', name: 'Demo Dashboard Admin', role: 'admin-dashboard-only' },
  { email: 'user@demo.test', name: 'Demo Operator', role: 'user' },
  { email: 'dashboard-only@demo.test', name: 'Demo Dashboard Viewer', role: 'dashboard-only' },
  {
    email: 'contractor@demo.test',
    name: 'Demo Contractor',
    role: 'contractor',
    features: {
      ContractorManageRuns: '*',
      ContractorAccessPaySummary: '*',
      ContractorPerformanceReport: '*',
      ContractorCanViewDriverPerformanceReport: '*',
    },
  },
  {
    email: 'client-admin@demo.test',
    name: 'Demo Client Admin',
    role: 'client-admin',
    clientId: 8,
    clientIds: [8, 14],
    features: { ClientControlCenter: '*' },
  },
  { email: 'client-user@demo.test', name: 'Demo Client User', role: 'client-user', clientId: 14, clientIds: [14] },
  { email: 'driver@demo.test', name: 'Demo Driver', role: 'driver' },
  { email: 'developer@demo.test', name: 'Demo Developer', role: 'admin', features: { Developer: '*' } },
  { email: 'superadmin@demo.test', name: 'Demo Super Admin', role: 'admin', features: SUPERADMIN_FEATURES },
  {
    email: 'twofa@demo.test',
    name: 'Two-Factor Demo',
    role: 'client-user',
    clientId: 1,
    clientIds: [1],
    twofaSecret: DEMO_TWOFA_SECRET,
  },
  {
    email: 'finance@demo.test',
    name: 'Fiona Finance',
    role: 'admin',
    features: { FinancialReporting: 'revenue-report,pay-rates', RateMasterBulkUpdate: '*' },
  },
  {
    email: 'ops.lead@demo.test',
    name: 'Owen Operations',
    role: 'admin-dashboard-only',
    features: { VanAvailabilityExcess: '*', RDSRoutingTool: '*', LCRv2: '*' },
  },
  {
    email: 'stores@demo.test',
    name: 'Stella Stores',
    role: 'client-admin',
    clientId: 888,
    clientIds: [888],
    features: { RetailDeliveryBooking: '*', RDSStores: '*' },
  },
  {
    email: 'pet.errors@demo.test',
    name: 'Priya Pets',
    role: 'client-user',
    clientId: 363,
    clientIds: [363],
    features: { ClientViewErrors: '*' },
  },
  {
    email: 'pantry@demo.test',
    name: 'Paul Pantry',
    role: 'client-admin',
    clientId: 341,
    clientIds: [341],
    features: { Startrack: '*', InventoryV2: '*' },
  },
  { email: 'tasman@demo.test', name: 'Tama Tasman', role: 'client-user', clientId: 52, clientIds: [52] },
  { email: 'former.staff@demo.test', name: 'Former Staff Member', role: 'user', status: 'disabled' },
];

const CONTRACTOR_FEATURES: readonly Features[] = [
  {},
  {},
  { ContractorManageRuns: '*' },
  { ContractorRunDropErrors: '*' },
  { ContractorAccessPaySummary: '*', ContractorPerformanceReport: '*' },
];

function phone(rng: Random, countryId: number): string {
  return countryId === 2
    ? `021 ${rng.digits(3)} ${rng.digits(4)}`
    : `04${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`;
}

function user(id: number, u: Fixed, phoneNumber: string | null): DemoUser {
  return {
    id,
    email: u.email,
    name: u.name,
    role: u.role,
    clientId: u.clientId ?? null,
    clientIds: u.clientIds ?? [],
    features: { ...(u.features ?? {}) },
    phone: phoneNumber,
    status: u.status ?? 'active',
    password: DEMO_PASSWORD,
    twofaSecret: u.twofaSecret ?? null,
  };
}

export function buildUsers(rng: Random, groups: readonly GroupInfo[]): DemoPeople {
  const users: DemoUser[] = FIXED.map((u, i) =>
    user(i + 1, u, u.role === 'contractor' || u.role === 'driver' ? phone(rng, 1) : null),
  );
  const demoContractor = users.find((u) => u.role === 'contractor');
  const demoDriver = users.find((u) => u.role === 'driver');
  if (!demoContractor || !demoDriver) throw new Error('The fixed users lack a contractor or a driver');
  const weights = groups.map((g) => g.weight);
  let n = 0;
  const person = (domain: string, role: Role, countryId: number, features: Features): DemoUser => {
    n++;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const email = `${emailLocal(first, last)}+${n}@${domain}`;
    return user(users.length + 1, { email, name: `${first} ${last}`, role, features }, phone(rng, countryId));
  };

  // a crew member works from one of the group's depots, in turn (pickers narrow by it)
  const depotOf = (g: GroupInfo, i: number): number | null => {
    const depots = [...new Set(g.zones.map((z) => z.depotId))];
    return depots.length > 0 ? (depots[i % depots.length] ?? null) : null;
  };
  const contractorsByGroup = new Map<number, number[]>();
  const contractorCounts = apportion(GENERATED_CONTRACTORS, weights);
  groups.forEach((g, gi) => {
    const ids = g.code === 'SYD' ? [demoContractor.id] : [];
    if (g.code === 'SYD') demoContractor.depotId = depotOf(g, 0);
    for (let i = 0; i < (contractorCounts[gi] ?? 0); i++) {
      const c = person('contractors.demo.test', 'contractor', g.countryId, rng.pick(CONTRACTOR_FEATURES));
      c.depotId = depotOf(g, i);
      users.push(c);
      ids.push(c.id);
    }
    contractorsByGroup.set(g.id, ids);
  });

  const crews = new Map<number, CrewMember[]>();
  const driverCounts = apportion(GENERATED_DRIVERS, weights);
  groups.forEach((g, gi) => {
    const contractors = contractorsByGroup.get(g.id) ?? [];
    const crew: CrewMember[] = [];
    if (g.code === 'SYD') {
      crew.push({ driverId: demoDriver.id, contractorId: demoContractor.id, name: demoDriver.name });
      demoDriver.contractorId = demoContractor.id;
      demoDriver.depotId = depotOf(g, 0);
    }
    for (let i = 0; i < (driverCounts[gi] ?? 0); i++) {
      const d = person('drivers.demo.test', 'driver', g.countryId, {});
      users.push(d);
      const contractorId =
        contractors.length > 0
          ? (contractors[crew.length % contractors.length] ?? demoContractor.id)
          : demoContractor.id;
      d.contractorId = contractorId;
      d.depotId = depotOf(g, i);
      crew.push({ driverId: d.id, contractorId, name: d.name });
    }
    crews.set(g.id, crew);
  });

  return { users, crews };
}
