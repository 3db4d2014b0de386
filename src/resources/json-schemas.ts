/**
 * The schemas of the structured (json) fields, by key. Declarations name a key
 * (`json('Photos', 'photos')`) so they stay plain data without zod: the start-up path (router,
 * menu, Dexie schema) reads declarations, while zod loads only with what validates (./schema.ts).
 */
import { z } from 'zod';

const photo = z.object({ url: z.string().max(2000), tag: z.string().max(200).optional() });
const statusChange = z.object({
  status: z.string().max(64),
  at: z.string().max(64),
  by: z.string().max(200).optional(),
});

const clientConfiguration = z
  .object({
    allowViewingZones: z.boolean().optional(),
    allowCsvManifestUpload: z.boolean().optional(),
    packerToolsEnabled: z.boolean().optional(),
    packerStrategy: z.string().nullable().optional(),
    packerSummaryReportEnabled: z.boolean().optional(),
    packerProductSummaryReportEnabled: z.boolean().optional(),
    packerPickerPerformanceReportEnabled: z.boolean().optional(),
    auspost: z.boolean().optional(),
    startrack: z.boolean().optional(),
    dotwms: z.boolean().optional(),
    leastCostRoutingEnabled: z.boolean().optional(),
  })
  .passthrough();

/** A GeoJSON polygon ([lng, lat] rings, first ring the outline), e.g. a zone's outline; null when not drawn. */
const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const polygon = z
  .object({ type: z.literal('Polygon'), coordinates: z.array(z.array(lngLat).min(4).max(5000)).min(1).max(50) })
  .nullable();

/** An optimised day's runs: each run's stops as delivery ids in driving order (docs/maps-routing.md). */
const routePlanRuns = z
  .array(
    z.object({
      label: z.string().max(40).optional(),
      stops: z.array(z.number().int().positive()).min(1).max(500),
      /** planned departure and the arrival at each stop, HH:mm */
      start: z
        .string()
        .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/)
        .optional(),
      etas: z.array(z.string().max(5)).max(500).optional(),
    }),
  )
  .min(1)
  .max(100);

export const JSON_SCHEMAS = {
  photos: z.array(photo),
  statusHistory: z.array(statusChange),
  uploadErrors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  postcodes: z.array(z.string().max(12)).max(2000),
  userFeatures: z.record(z.string().max(64), z.string().max(500)),
  integrationList: z.array(z.string().max(64)).max(50),
  clientConfiguration,
  polygon,
  suburbs: z.array(z.string().max(100)).max(500),
  /** a carrier's service names (Courier Routing) */
  carrierServices: z.array(z.string().min(1).max(60)).max(20),
  routePlanRuns,
  idList: z.array(z.number().int().positive()).max(1000),
  /** a recipe's component products and their quantities (src/resources/recipes.ts) */
  recipeComponents: z
    .array(z.object({ productId: z.number().int().positive(), quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(50),
  deliveryWindows: z.array(
    z.object({ id: z.number().int(), name: z.string(), start: z.string(), end: z.string() }).passthrough(),
  ),
};

export type JsonSchemaKey = keyof typeof JSON_SCHEMAS;
export type Photo = z.infer<typeof photo>;
export type StatusChange = z.infer<typeof statusChange>;
export type Polygon = NonNullable<z.infer<typeof polygon>>;
export type RoutePlanRun = z.infer<typeof routePlanRuns>[number];
export type ClientConfiguration = z.infer<typeof clientConfiguration>;
