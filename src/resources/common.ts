import { z } from 'zod';

export const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd');
export const isoDateTime = z.string().datetime({ offset: true });
export const photo = z.object({ url: z.string(), tag: z.string().optional() });
export type Photo = z.infer<typeof photo>;
export const statusChange = z.object({ status: z.string(), at: z.string(), by: z.string().optional() });
export type StatusChange = z.infer<typeof statusChange>;
