/**
 * The shape of one resource declaration. A declaration is pure data: the server derives its
 * table, routes and checks from it, the app its router, menu entries, pages and forms, the offline
 * layer its Dexie table. Adding a resource means adding one module to this folder and listing it
 * in index.ts (plus a seed generator for demo data).
 */
import type { z } from 'zod';
import type { Rule } from './access';
import type { CrossFieldRule } from './cross-field';
import type { Field, FieldMeta } from './fields';
import type { Lifecycle } from './lifecycle';
import type { Role } from './roles';
import type { ResourceScreens } from './screens';

export type { FieldMeta, FieldType, Field } from './fields';

export type Action = 'list' | 'get' | 'create' | 'update' | 'patch' | 'delete' | 'upload';
export const ACTIONS: readonly Action[] = ['list', 'get', 'create', 'update', 'patch', 'delete', 'upload'];

export type FieldMap = Record<string, Field>;
/** The schema type a field declares. */
export type SchemaOfField<T> = T extends Field<infer Z> ? Z : never;
/** The record schema type of a field map (built by ./schema.ts `schemaOf`). */
export type SchemaOf<F extends FieldMap> = z.ZodObject<{ [K in keyof F]: SchemaOfField<F[K]> }>;

/** A declaration; its zod schema is derived on demand (`schemaOf` in ./schema.ts), never typed a second time. */
export interface ResourceDef<F extends FieldMap = FieldMap, S extends ResourceScreens = ResourceScreens> {
  /** registry key and Dexie table name, e.g. 'deliveries' */
  name: string;
  /** API path under /api, e.g. '/z/routing-group' */
  path: string;
  label: string;
  labelPlural: string;
  /** the record's own fields (id, version, clientId, createdAt, updatedAt and historical are common) */
  fields: F;
  /** records belong to one client through `clientId`; reads and writes are scoped by it */
  clientScoped: boolean;
  /** the server cuts each user's list by its own rule (the crew's privacy rule), so a device forgets it at logout */
  perViewer?: boolean;
  /** for these roles, only records whose named field equals the user's id (e.g. contractor: 'contractorId') */
  ownerScope?: Partial<Record<Role, keyof F & string>>;
  /** who may do what, in the one access language (./access.ts); an action left out is refused */
  access: Partial<Record<Action, Rule>>;
  /** default sort, the list contract's `sort` parameter, e.g. 'date,-id' */
  defaultSort: string;
  /** fields searched by the free-text `q` filter */
  searchFields?: readonly (keyof F & string)[];
  /** fields the server indexes and the offline layer indexes in Dexie */
  indexes: readonly string[];
  /** kept in IndexedDB for offline use; 'reference' lists are loaded whole at start */
  offline: 'reference' | 'records' | 'none';
  /** retry a zero-result list once with includeHistorical (spec section 4) */
  retryWithHistorical?: boolean;
  /** rules between fields (./cross-field.ts), applied by the derived record schema on both sides */
  crossFieldRules?: readonly CrossFieldRule[];
  /** sets of fields whose values are unique together among live records (e.g. [['clientId', 'reference']]) */
  unique?: readonly (readonly string[])[];
  /** list pages merge by this key */
  mergeKey: 'id';
  /** the field naming a record in titles, pickers and messages */
  titleField: keyof F & string;
  /** the screens of this resource at their spec paths, with menu placement */
  screens?: S;
  /** its status lifecycle: start statuses, allowed moves, who makes them, what they set (./lifecycle.ts) */
  lifecycle?: Lifecycle<keyof F & string>;
  /** fields whose every change the server records in the record's history (besides the lifecycle's status) */
  audited?: readonly (keyof F & string)[];
}

/**
 * A declaration as written: its field map and the kinds of its screens keep their literal types,
 * so the registry derives each resource's record type (RecordOf) and screen ids (ScreenId).
 */
export function defineResource<F extends FieldMap, S extends ResourceScreens = Record<never, never>>(
  parts: ResourceDef<F, S>,
): ResourceDef<F, S> {
  return parts;
}

/** The fields of a declaration as [name, meta] pairs, in declared order. */
export function fieldEntries(def: ResourceDef): [string, FieldMeta][] {
  return Object.entries(def.fields);
}

/** Fields every stored record carries besides its declared fields. */
export interface RecordMeta {
  id: number;
  version: number;
  clientId: number | null;
  historical: boolean;
  createdAt: string;
  updatedAt: string;
}

export type RecordOf<R extends ResourceDef> = z.infer<SchemaOf<R['fields']>> & RecordMeta;

/** The list response of the API contract. */
export interface ListResponse<T> {
  data: T[];
  count: number;
  limit: number;
  sort: string;
  offset: number;
  alphaPagination: boolean;
  embeds: string[];
}

export interface ItemResponse<T> {
  data: T;
}

export interface ApiErrorEntry {
  type: string;
  code: string;
  displayMessage: string;
  reference: string;
  /** the field the error is about, for validation errors */
  field?: string;
}

export interface ApiErrorBody {
  errors: ApiErrorEntry[];
}
