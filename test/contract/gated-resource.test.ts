/**
 * The contract suite passes for a resource behind a feature with no admin bypass (issue 31,
 * item 1): the fixture in ./fixtures/gated-resource.ts is registered here only, the way a real
 * resource is (its declaration in the registry, its boot face as `npm run boot-registry` would
 * write it, its seed generator in the demo data), and the
 * same checks access.test.ts runs over the registry run over it, through the unchanged harness.
 * The server derives its table and routes from the registry, so it serves the fixture too.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as registry from '../../src/resources';
import type * as boot from '../../src/resources/boot';
import type { ResourceDef } from '../../src/resources';
import { can, resourceByName, resourceList } from '../../src/resources';
import { SCREENS } from '../../src/screens';
import type * as generate from '../../server/seed/generate';
import type { SeedRecord } from '../../server/seed/types';
import { accessChecks } from './access-checks';
import { gatedFixtures } from './fixtures/gated-resource';
import { DEMO_EMAILS, accessUser, contractForFile, demoData } from './harness';

vi.mock('../../src/resources', async (importOriginal) => {
  const real = await importOriginal<typeof registry>();
  const fixture = (await import('./fixtures/gated-resource')).gatedFixtures;
  const resources: Record<string, ResourceDef> = { ...real.resources, [fixture.name]: fixture };
  const isResourceName = (name: string) => Object.hasOwn(resources, name);
  return {
    ...real,
    resources,
    RESOURCE_NAMES: Object.keys(resources),
    resourceList: Object.values(resources),
    isResourceName,
    resourceByName: (name: string) => (isResourceName(name) ? resources[name] : undefined),
  };
});

// The menu, screens and gate read the boot face of each resource (src/resources/boot.ts), which
// the generator derives from the declaration; the fixture's is derived by the same function.
vi.mock('../../src/resources/boot', async (importOriginal) => {
  const real = await importOriginal<typeof boot>();
  const { bootResource } = await import('../../src/resources/boot-registry.build');
  const fixture = (await import('./fixtures/gated-resource')).gatedFixtures;
  const bootResources: Record<string, boot.BootResource> = {
    ...real.bootResources,
    [fixture.name]: bootResource(fixture),
  };
  return {
    ...real,
    bootResources,
    bootResourceList: Object.values(bootResources),
    bootResourceByName: (name: string) => (Object.hasOwn(bootResources, name) ? bootResources[name] : undefined),
  };
});

vi.mock('../../server/seed/generate', async (importOriginal) => {
  const real = await importOriginal<typeof generate>();
  const fixture = await import('./fixtures/gated-resource');
  return {
    ...real,
    generateDemoData: (...args: Parameters<typeof real.generateDemoData>) => {
      const data = real.generateDemoData(...args);
      const records: Record<string, SeedRecord[]> = {
        ...data.records,
        [fixture.gatedFixtures.name]: fixture.gatedFixtureRecords(1),
      };
      return { ...data, records };
    },
  };
});

describe('the gated fixture is registered as a real resource would be', () => {
  it('is in the registry, with its list, detail and create screens', () => {
    expect(resourceByName(gatedFixtures.name)).toBe(gatedFixtures);
    expect(resourceList).toContain(gatedFixtures);
    expect(SCREENS.filter((s) => s.resource?.name === gatedFixtures.name).map((s) => s.id)).toEqual([
      'gatedFixtures.list',
      'gatedFixtures.detail',
      'gatedFixtures.create',
    ]);
  });

  it('refuses the plain admin and lets the holder of its feature key through', () => {
    const data = demoData();
    const user = (email: string) => {
      const u = data.users.find((x) => x.email === email);
      if (!u) throw new Error(`No demo user ${email}`);
      return accessUser(u);
    };
    expect(DEMO_EMAILS).toContain('admin@demo.test');
    expect(can(user('admin@demo.test'), gatedFixtures, 'list')).toBe(false);
    expect(can(user('superadmin@demo.test'), gatedFixtures, 'list')).toBe(true);
    expect(data.records).toHaveProperty(gatedFixtures.name);
  });
});

accessChecks(contractForFile(), (def) => def.name === gatedFixtures.name);
