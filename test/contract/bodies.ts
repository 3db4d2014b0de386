/**
 * Request bodies the contract suite sends: a create body made from a seeded record of the
 * resource with its unique fields changed, and the probes for update, patch and delete that
 * pass the access check but carry a stale version, so an allowed call answers 409 and writes
 * nothing while a refused one answers 403.
 */
import type { ResourceDef } from '../../src/resources';
import type { Row } from './harness';

const META = new Set(['id', 'version', 'createdAt', 'updatedAt', 'historical']);
export const STALE_VERSION = -1;

let serial = 0;

function fresh(value: unknown, field: string): unknown {
  serial += 1;
  if (typeof value === 'string') return field === 'email' ? `contract${serial}@contract.test` : `${value}-C${serial}`;
  if (typeof value === 'number') return value + 100_000 + serial;
  return value;
}

/** The record's own fields, as the create form would send them. */
export function createBody(def: ResourceDef, row: Row | undefined): Record<string, unknown> {
  if (!row) return {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    if (!META.has(key) && (key in def.fields || key === 'clientId')) body[key] = value;
  for (const set of def.unique ?? []) {
    // an owner field (a contractor's own contractorId) stays: changing it would make the body someone else's
    const owners = new Set<string>(Object.values(def.ownerScope ?? {}));
    const field =
      set.find((f) => f !== 'clientId' && f !== 'date' && !owners.has(f)) ?? set.find((f) => !owners.has(f)) ?? set[0];
    if (field && field in body) body[field] = fresh(body[field], field);
  }
  if ('password' in def.fields && body.password === undefined) body.password = 'contract-Pa55word';
  return body;
}

export function staleUpdateBody(def: ResourceDef, row: Row | undefined): Record<string, unknown> {
  return { ...createBody(def, row), version: STALE_VERSION };
}
