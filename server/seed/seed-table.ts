/**
 * Where a resource's demo records come from. A seed file exports a `SeedTable`: resource name to
 * a generator over the generated world (reference lists, clients, users and the days' deliveries,
 * boxes, runs and drops). generate.ts runs every table of SEED_TABLES (./seed-tables.ts). So a
 * new resource in a domain whose seed file exists costs its generator there and nothing else;
 * a new domain's seed file is one line in SEED_TABLES.
 */
import type { ResourceName } from '../../src/resources/index';
import type { ClientProfile } from './clients';
import type { Random } from './random';
import type { BoxRecord, DeliveryRecord, DropRecord, RunRecord } from './records';
import type { Reference } from './reference';
import type { DemoData, DemoUser, SeedOptions, SeedRecord } from './types';

export interface SeedWorld {
  readonly options: SeedOptions;
  readonly ref: Reference;
  readonly clients: readonly ClientProfile[];
  readonly users: readonly DemoUser[];
  readonly deliveries: readonly DeliveryRecord[];
  readonly boxes: readonly BoxRecord[];
  readonly runs: readonly RunRecord[];
  readonly drops: readonly DropRecord[];
  /** a random stream of its own, by label: the same whatever else is generated, in any order */
  rng(label: string): Random;
}

export type SeedTable = { readonly [N in Exclude<ResourceName, 'users'>]?: (world: SeedWorld) => SeedRecord[] };

/** every table's records; a resource given by two tables is a mistake, refused */
export function runSeedTables(tables: readonly SeedTable[], world: SeedWorld): DemoData['records'] {
  const records: DemoData['records'] = {};
  for (const table of tables)
    for (const [name, generate] of Object.entries(table) as [keyof SeedTable, SeedTable[keyof SeedTable]][]) {
      if (!generate) continue;
      if (records[name]) throw new Error(`Two seed tables generate ${name}`);
      records[name] = generate(world);
    }
  return records;
}
