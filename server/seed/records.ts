/** Record shapes of the generated data, derived from the resource registry's zod schemas. */
import type { z } from 'zod';
import type { SchemaOf } from '../../src/resources/index';
import type {
  boxes,
  clients,
  countries,
  deliveries,
  depots,
  drops,
  fileUploads,
  routingGroups,
  runs,
  states,
  zones,
} from '../../src/resources/index';

/** declared fields plus the meta fields the generator sets (see SeedRecord in types.ts) */
export type Stored<T> = T & { id: number; clientId: number | null; historical?: boolean };

export type CountryRecord = Stored<z.infer<SchemaOf<(typeof countries)['fields']>>>;
export type StateRecord = Stored<z.infer<SchemaOf<(typeof states)['fields']>>>;
export type RoutingGroupRecord = Stored<z.infer<SchemaOf<(typeof routingGroups)['fields']>>>;
export type DepotRecord = Stored<z.infer<SchemaOf<(typeof depots)['fields']>>>;
export type ZoneRecord = Stored<z.infer<SchemaOf<(typeof zones)['fields']>>>;
export type ClientRecord = Stored<z.infer<SchemaOf<(typeof clients)['fields']>>>;
export type DeliveryRecord = Stored<z.infer<SchemaOf<(typeof deliveries)['fields']>>>;
export type BoxRecord = Stored<z.infer<SchemaOf<(typeof boxes)['fields']>>>;
export type RunRecord = Stored<z.infer<SchemaOf<(typeof runs)['fields']>>>;
export type DropRecord = Stored<z.infer<SchemaOf<(typeof drops)['fields']>>>;
export type FileUploadRecord = Stored<z.infer<SchemaOf<(typeof fileUploads)['fields']>>>;
