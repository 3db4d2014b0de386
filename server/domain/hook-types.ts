/**
 * The shape of a resource's write hooks: server-side rules a resource needs beyond its
 * declaration, run by the generic routes (and the CSV import) inside the write's transaction.
 * Types only, in a module of their own, so a domain that declares hooks imports no route code
 * and the generic routes import no domain.
 */
import type { ResourceDef } from '../../src/resources/index';
import type { Executor } from '../db/database';
import type { StoredRecord } from '../db/resource-tables';
import type { AuthUser } from '../http/context';
import type { WriteOrigin } from '../resources/history';

export interface HookContext {
  tx: Executor;
  user: AuthUser;
  def: ResourceDef;
  /** the record before the write; null on create */
  current: StoredRecord | null;
  /** body members that are not record fields (e.g. a new password) */
  extras: Record<string, unknown>;
  /** true when the write is allowed only by the self-service rule (see `selfPatchFields`) */
  self?: boolean;
  /** where the write comes from and when it was made, for the record's history (console when absent) */
  origin?: WriteOrigin;
  /**
   * the body's `version` on a create: a create that acts on other records (an RDS visit plan)
   * carries the version of what it acts on, as its author saw it; a plain create has none
   */
  version?: number;
}

export interface ResourceHooks {
  /** body members taken out before schema validation and handed to the hooks as extras */
  extraFields: readonly string[];
  /** records may belong to no client (clientId null) when written by a user who sees all clients */
  allowNoClient?: boolean;
  /** fields any signed-in user may patch on their own record (record id = user id), whatever their 'patch' rule */
  selfPatchFields?: readonly string[];
  beforeWrite?(ctx: HookContext, next: { clientId: number | null; data: Record<string, unknown> }): Promise<void>;
  afterWrite?(ctx: HookContext, record: StoredRecord): Promise<void>;
  afterDelete?(ctx: HookContext): Promise<void>;
}

/** The hooks of a resource (a resource that declares none gets `{ extraFields: [] }`). */
export type HooksOf = (def: ResourceDef) => ResourceHooks;
