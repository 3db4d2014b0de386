/** Record shapes of the generated data, derived from the resource registry's zod schemas. */
import type { z } from 'zod';
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

export type CountryRecord = Stored<z.infer<typeof countries.schema>>;
export type StateRecord = Stored<z.infer<typeof states.schema>>;
export type RoutingGroupRecord = Stored<z.infer<typeof routingGroups.schema>>;
export type DepotRecord = Stored<z.infer<typeof depots.schema>>;
export type ZoneRecord = Stored<z.infer<typeof zones.schema>>;
export type ClientRecord = Stored<z.infer<typeof clients.schema>>;
export type DeliveryRecord = Stored<z.infer<typeof deliveries.schema>>;
export type BoxRecord = Stored<z.infer<typeof boxes.schema>>;
export type RunRecord = Stored<z.infer<typeof runs.schema>>;
export type DropRecord = Stored<z.infer<typeof drops.schema>>;
export type FileUploadRecord = Stored<z.infer<typeof fileUploads.schema>>;
