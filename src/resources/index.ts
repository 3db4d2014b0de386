/** The resource registry: every business resource, declared once. */
import { clients } from './clients';
import { boxes, deliveries, drops, fileUploads, runs } from './operations';
import { countries, depots, routingGroups, states, zones } from './reference';
import type { ResourceDef } from './types';
import { users } from './users';

export const resources = {
  clients,
  countries,
  states,
  routingGroups,
  depots,
  zones,
  users,
  deliveries,
  boxes,
  runs,
  drops,
  fileUploads,
} as const;

export type ResourceName = keyof typeof resources;
export const resourceList: readonly ResourceDef[] = Object.values(resources);

export function resourceByName(name: string): ResourceDef | undefined {
  return (resources as Record<string, ResourceDef>)[name];
}

export * from './types';
export * from './roles';
export * from './access';
export { clients, countries, states, routingGroups, depots, zones, users, deliveries, boxes, runs, drops, fileUploads };
