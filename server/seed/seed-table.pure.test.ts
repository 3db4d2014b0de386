import { describe, expect, it } from 'vitest';
import { buildClients } from './clients';
import { generateDemoData, seedOptions } from './generate';
import { Random } from './random';
import { buildReference } from './reference';
import { runSeedTables, type SeedWorld } from './seed-table';
import { SEED_TABLES } from './seed-tables';

const world: SeedWorld = {
  options: seedOptions({ today: '2026-11-27', deliveriesPerDay: 50 }),
  ref: buildReference(),
  clients: buildClients(),
  users: [],
  deliveries: [],
  boxes: [],
  runs: [],
  drops: [],
  rng: (label) => new Random(1).fork(label),
};

describe('seed tables', () => {
  it("gives each table's generators the world and keeps their records by resource", () => {
    const records = runSeedTables([{ boxSizes: (w) => [{ id: 1, clientId: null, name: w.options.today }] }], world);
    expect(records).toEqual({ boxSizes: [{ id: 1, clientId: null, name: '2026-11-27' }] });
  });

  it('refuses a resource two tables generate', () => {
    expect(() => runSeedTables([{ boxSizes: () => [] }, { boxSizes: () => [] }], world)).toThrow(
      'Two seed tables generate boxSizes',
    );
  });

  it("the demo data holds every table's resources", () => {
    const data = generateDemoData(seedOptions({ today: '2026-11-27', deliveriesPerDay: 50 }));
    for (const table of SEED_TABLES)
      for (const name of Object.keys(table)) expect(data.records, name).toHaveProperty(name);
  });
});
