/**
 * The contract between the deterministic demo-data generator (server/seed/generate.ts) and the
 * code that writes it into the database (server/db/seed.ts). The generator is pure: the same
 * options give the same data, byte for byte.
 */
import type { Features, ResourceName, Role } from '../../src/resources/index';

export interface SeedOptions {
  /** the random seed */
  seed: number;
  /** the middle day of the generated week, yyyy-MM-dd */
  today: string;
  /** days generated around today (default 7: today-3 .. today+3) */
  days: number;
  /** deliveries per client per day are drawn so that the total per day is about this */
  deliveriesPerDay: number;
  /** when set, the total number of deliveries over all days (overrides deliveriesPerDay) */
  totalDeliveries?: number;
}

export interface DemoUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  clientId: number | null;
  clientIds: number[];
  features: Features;
  phone: string | null;
  /** for a driver: the contractor they drive for */
  contractorId?: number | null;
  /** for a driver or contractor: the depot they work from */
  depotId?: number | null;
  status: 'active' | 'disabled';
  password: string;
  /** base32 TOTP secret when the account needs a two-factor code */
  twofaSecret: string | null;
}

/** A record as stored: declared fields plus id and clientId (version and timestamps are set on insert). */
export type SeedRecord = Record<string, unknown> & { id: number; clientId: number | null; historical?: boolean };

export interface DemoData {
  users: DemoUser[];
  /** every resource except users, keyed by registry name, ids assigned by the generator */
  records: Partial<Record<Exclude<ResourceName, 'users'>, SeedRecord[]>>;
}

export const DEMO_PASSWORD = 'demo1234';
export const DEFAULT_SEED = 20261121;
