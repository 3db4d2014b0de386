/**
 * The shape of one resource declaration. A declaration is pure data: the server derives its
 * table, routes and checks from it, the app its pages and forms, the offline layer its Dexie
 * table. Adding a resource means adding one module to this folder and listing it in index.ts.
 */
import type { z } from 'zod';
import type { Role } from './roles';

export type Action = 'list' | 'get' | 'create' | 'update' | 'patch' | 'delete' | 'upload';

/** 'time' is a time of day as HH:mm (00:00-23:59). */
export type FieldType = 'string' | 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'datetime' | 'time' | 'enum' | 'json' | 'ref';

export interface FieldMeta {
  label: string;
  type: FieldType;
  /** enum values, in display order */
  options?: readonly string[];
  /** referenced resource name, for type 'ref' */
  ref?: string;
  /** shown as a list column by default */
  column?: boolean;
  /** editable in edit and grid-edit forms */
  editable?: boolean;
  /** required on create */
  required?: boolean;
  /** how the list filters on it: exact match, case-insensitive contains, or a from/to range */
  filter?: 'exact' | 'text' | 'range';
  sortable?: boolean;
  /** inclusive bounds of a number field (e.g. latitude -90..90) */
  min?: number;
  max?: number;
}

/** Who may perform an action: any listed role, or any user holding any listed permission. */
export interface AccessRule {
  roles?: readonly Role[];
  permissions?: readonly string[];
  /** any authenticated user */
  anyone?: boolean;
}

export interface ResourceDef<S extends z.ZodObject = z.ZodObject> {
  /** registry key and Dexie table name, e.g. 'deliveries' */
  name: string;
  /** API path under /api, e.g. '/z/routing-group' */
  path: string;
  label: string;
  labelPlural: string;
  /** the record's own fields (id, version, clientId, createdAt, updatedAt and historical are common) */
  schema: S;
  fields: { [K in keyof z.infer<S> & string]: FieldMeta };
  /** records belong to one client through `clientId`; reads and writes are scoped by it */
  clientScoped: boolean;
  /** for these roles, only records whose named field equals the user's id (e.g. contractor: 'contractorId') */
  ownerScope?: Partial<Record<Role, string>>;
  access: Partial<Record<Action, AccessRule>>;
  /** default sort, the list contract's `sort` parameter, e.g. 'date,-id' */
  defaultSort: string;
  /** fields searched by the free-text `q` filter */
  searchFields?: readonly string[];
  /** fields the server indexes and the offline layer indexes in Dexie */
  indexes: readonly string[];
  /** kept in IndexedDB for offline use; 'reference' lists are loaded whole at start */
  offline: 'reference' | 'records' | 'none';
  /** retry a zero-result list once with includeHistorical (spec section 4) */
  retryWithHistorical?: boolean;
  /** sets of fields whose values are unique together among live records (e.g. [['clientId', 'reference']]) */
  unique?: readonly (readonly string[])[];
  /** list pages merge by this key */
  mergeKey: 'id';
  /** the field naming a record in titles and pickers */
  titleField: keyof z.infer<S> & string;
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

export type RecordOf<R extends ResourceDef> = z.infer<R['schema']> & RecordMeta;

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
}

export interface ApiErrorBody {
  errors: ApiErrorEntry[];
}

export function defineResource<S extends z.ZodObject>(def: ResourceDef<S>): ResourceDef<S> {
  return def;
}
