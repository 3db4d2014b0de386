/**
 * Demo run rules (src/resources/run-rules.ts): each routing group's limits for home and wholesale
 * runs, sized like the seeded runs (80-150 drops), one group's wholesale rule switched off. Pure
 * and deterministic.
 */
import { SERVICE_TYPES } from '../../src/resources/operations';
import type { SeedTable, SeedWorld } from './seed-table';
import type { SeedRecord } from './types';

export function buildRunRules(w: SeedWorld): SeedRecord[] {
  const rng = w.rng('run-rules');
  const out: SeedRecord[] = [];
  for (const [g, group] of w.ref.routingGroups.entries()) {
    for (const serviceType of SERVICE_TYPES) {
      const home = serviceType === 'home';
      out.push({
        id: out.length + 1,
        clientId: null,
        name: `${group.name} ${home ? 'home' : 'wholesale'} runs`,
        routingGroupId: group.id,
        serviceType,
        maxDrops: home ? rng.pick([120, 140, 150]) : rng.pick([30, 40]),
        maxBoxes: home ? rng.pick([260, 300]) : rng.pick([400, 500]),
        maxWeightKg: home ? 1200 : 2500,
        backBy: home ? rng.pick(['20:30', '21:00']) : '16:00',
        active: home || g !== 0,
        note: home || g !== 0 ? null : 'Wholesale runs merged into home runs for now',
      });
    }
  }
  return out;
}

export const runRuleSeeds: SeedTable = { runRules: buildRunRules };
