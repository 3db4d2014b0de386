/** The seed files whose tables generate.ts runs (./seed-table.ts): one line per seed file. */
// Admin and Dev (issue 37)
import { adminDevSeeds } from './admin-dev';
// Courier Routing and RDS (issue 36)
import { courierRoutingSeeds } from './courier-routing';
import { rdsSeeds } from './rds';
import { equipmentSeeds } from './equipment';
import { feedbackSeeds } from './feedback';
// finance (issue 35)
import { financeSeeds } from './finance';
import { scanSeeds } from './scans';
import type { SeedTable } from './seed-table';
import { settingsSeeds } from './settings';
// unowned placeholders (finadmin)
import { runRuleSeeds } from './run-rules';
// warehouse (issue 34)
import { warehouseSeeds } from './warehouse';

export const SEED_TABLES: readonly SeedTable[] = [
  settingsSeeds,
  scanSeeds,
  feedbackSeeds,
  equipmentSeeds,
  financeSeeds,
  adminDevSeeds,
  warehouseSeeds,
  courierRoutingSeeds,
  rdsSeeds,
  // unowned placeholders (finadmin)
  runRuleSeeds,
];
