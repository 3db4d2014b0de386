/**
 * What a server domain registers: its API routes and the write hooks of its resources. Each
 * domain folder declares one `Domain` (its `domain.ts`); server/domains.ts lists them all, and
 * the app mounts the routes and builds the hook lookup from that one list. A domain never
 * imports another domain or the list; the generic resource routes get the hooks as an argument.
 */
import type { Hono } from 'hono';
import { resourceByName, type ResourceName } from '../../src/resources/index';
import type { AppEnv, Services } from '../http/context';
import type { HooksOf, ResourceHooks } from './hook-types';

export interface Domain {
  /** for messages and tests */
  name: string;
  /** the domain's API routes, mounted under /api in the order of the domain list */
  routes?(services: Services, hooksOf: HooksOf): Hono<AppEnv>;
  /** write hooks of the domain's resources, by resource name (a misspelt name does not compile) */
  hooks?: ResourceHookTable;
}

/** Hooks by resource name: keyed by the closed union of resource names. */
export type ResourceHookTable = Readonly<Partial<Record<ResourceName, ResourceHooks>>>;

const NONE: ResourceHooks = { extraFields: [] };

/**
 * The hooks of every resource, collected from the domains. A hook for a resource that is not
 * declared, or a resource hooked by two domains, is a programming error: it throws at start.
 */
export function hookLookup(domains: readonly Domain[]): HooksOf {
  const table = new Map<string, ResourceHooks>();
  const owner = new Map<string, string>();
  for (const domain of domains) {
    // checked again at run time: a table built from outside the type system (or cast) is refused too
    for (const [name, hooks] of Object.entries(domain.hooks ?? {})) {
      if (!hooks) continue;
      if (!resourceByName(name))
        throw new Error(`Domain '${domain.name}' has hooks for '${name}', which is not a resource.`);
      const first = owner.get(name);
      if (first) throw new Error(`The resource '${name}' has hooks in both '${first}' and '${domain.name}'.`);
      table.set(name, hooks);
      owner.set(name, domain.name);
    }
  }
  return (def) => table.get(def.name) ?? NONE;
}
