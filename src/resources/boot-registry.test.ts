/**
 * The boot registry (./boot-registry.ts) is what the declarations give (`npm run boot-registry`
 * writes it), and the rules written out again from their forms answer as the declarations' own.
 */
import { describe, expect, it } from 'vitest';
import { feature, formOf, perm, staffOr, type AccessClient, type AccessContext, type Rule } from './access';
import { bootResources } from './boot';
import { bootRegistryModule, bootResource, bootResourceSource } from './boot-registry.build';
import { defineResource, resources, ROLES, type AccessUser, type ResourceDef, type ResourceName } from './index';
import { text } from './fields';
import { ACTION_OF_KIND, type ScreenKind } from './screens';

/** Users of every role, bare and holding every feature the rules name. */
const FEATURES = {
  FinancialReporting: 'all',
  InventoryV2: '*',
  InventoryAdjustment: '*',
  LCRv2: '*',
  RDSStores: '*',
  Developer: '*',
};
const USERS: AccessUser[] = ROLES.flatMap((role) => [
  { id: 7, role, clientId: null, clientIds: [], features: {}, permissions: [] },
  { id: 7, role, clientId: 341, clientIds: [341], features: FEATURES, permissions: ['client-tools', 'packer'] },
]);
const FLAGGED: AccessClient = {
  id: 341,
  name: 'Flagged',
  code: 'FLG',
  integrationList: ['postal-integration', 'dotwms'],
  configuration: { auspost: true, startrack: true, dotwms: true, allowViewingZones: true, packerToolsEnabled: true },
};
const CONTEXTS: AccessContext[] = [
  { clientId: -1, client: null, clients: [], betaEnabled: false },
  { clientId: 341, client: FLAGGED, clients: [FLAGGED], betaEnabled: true },
];

/** Each rule of a declaration the boot keeps, beside the boot's copy, named by where it is. */
function rulePairs(): [string, Rule, Rule][] {
  return (Object.keys(resources) as ResourceName[]).flatMap((name) => {
    const def: ResourceDef = resources[name];
    const boot = bootResources[name];
    const pairs: [string, Rule, Rule][] = [];
    for (const action of new Set(Object.values(ACTION_OF_KIND))) {
      const declared = def.access[action];
      const copy = boot.access[action];
      if (declared && copy) pairs.push([`${name}.access.${action}`, declared, copy]);
    }
    for (const kind of Object.keys(boot.screens ?? {}) as ScreenKind[]) {
      const declared = def.screens?.[kind]?.access;
      const copy = boot.screens?.[kind]?.access;
      if (declared && copy) pairs.push([`${name}.screens.${kind}.access`, declared, copy]);
    }
    return pairs;
  });
}

describe('the boot registry', () => {
  // the data, rules by the calls that made them: the file's layout is Prettier's (the test run checks it)
  it('is what the declarations give (run `npm run boot-registry` when this fails)', () => {
    for (const name of Object.keys(resources) as ResourceName[])
      expect(bootResourceSource(bootResources[name]), name).toBe(bootResourceSource(bootResource(resources[name])));
  });

  it('has every registered resource, with the declaration’s names, paths and offline mode', () => {
    expect(Object.keys(bootResources)).toEqual(Object.keys(resources));
    for (const [name, def] of Object.entries(resources)) {
      const boot = bootResources[name as ResourceName];
      expect([boot.name, boot.path, boot.offline, boot.titleField]).toEqual([
        def.name,
        def.path,
        def.offline,
        def.titleField,
      ]);
      expect(boot.stores !== undefined).toBe(def.offline !== 'none');
      expect(boot.defaultSort).toBe(def.offline === 'reference' ? def.defaultSort : undefined);
    }
  });

  it('answers as the declarations’ rules for every role, with and without features and clients', () => {
    const pairs = rulePairs();
    expect(pairs.length).toBeGreaterThan(100);
    const differing = pairs.filter(([, declared, copy]) =>
      USERS.some((u) => CONTEXTS.some((c) => declared(u, c) !== copy(u, c))),
    );
    expect(differing.map(([at]) => at)).toEqual([]);
  });

  it('writes a rule as the call that made it', () => {
    expect(formOf(staffOr('runs'))).toEqual({ name: 'staffOr', args: ['runs'] });
    const source = bootRegistryModule({
      probes: defineResource({
        name: 'probes',
        path: '/probes',
        label: 'Probe',
        labelPlural: 'Probes',
        fields: { name: text('Name') },
        clientScoped: false,
        access: { list: staffOr('runs'), get: feature('FinancialReporting', 'all') },
        defaultSort: 'name',
        indexes: [],
        offline: 'none',
        mergeKey: 'id',
        titleField: 'name',
        screens: { list: { path: '/probes/all', access: perm('probe') } },
      }),
    });
    expect(source).toContain(`access: {list: staffOr("runs")}`);
    expect(source).toContain(`access: perm("probe")`);
    expect(source).toContain(`import { perm, staffOr } from './access';`);
  });

  it('refuses a rule written as a bare function, naming where it is', () => {
    const bare: Rule = (u) => u.role === 'admin';
    const probe = defineResource({
      name: 'probes',
      path: '/probes',
      label: 'Probe',
      labelPlural: 'Probes',
      fields: { name: text('Name') },
      clientScoped: false,
      access: { list: bare },
      defaultSort: 'name',
      indexes: [],
      offline: 'none',
      mergeKey: 'id',
      titleField: 'name',
      screens: { list: { path: '/probes/all' } },
    });
    expect(() => bootRegistryModule({ probes: probe })).toThrow(
      /probes\.access\.list: a rule written as a bare function/,
    );
  });
});
