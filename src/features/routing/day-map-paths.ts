/**
 * The day maps' paths, declared with the one path-filter codec (src/lib/path-codec.ts). Every
 * filter is a path segment, so a reload, a shared link or a bookmark comes back to the same view:
 *   /d/visualisation/date/{date}/rg/{ids}/rz/{depotIds}/z/{zoneIds}/client/{ids}/service/{types}/tw/{hours}
 *   /d/primary-connect/{date}/rg/{ids}/rz/{depotIds}/z/{zoneIds}/c/{clientIds}/status/{statuses}
 * 'all' or a missing pair means no filter; every segment is written out, as the spec's links read.
 * The page works with each filter as a list of texts (its selects' values), keyed by path key.
 */
import { HOURS_OF_DAY, pathCodec, type PathCodec } from '../../lib/path-codec';
import { DELIVERY_STATUSES, SERVICE_TYPES } from '../../resources/operations';

/** A day map's values as any of its codecs reads them: the date and one list per path key. */
export type DayMapValues = { date: string } & { [key: string]: string | readonly (string | number)[] };

export const VISUALISATION_PATH: PathCodec<DayMapValues> = pathCodec({
  base: '/d/visualisation',
  segments: [
    { name: 'date', kind: 'date', key: 'date' },
    { name: 'rg', kind: 'ids', key: 'rg' },
    { name: 'rz', kind: 'ids', key: 'rz' },
    { name: 'z', kind: 'ids', key: 'z' },
    { name: 'client', kind: 'ids', key: 'client' },
    { name: 'service', kind: 'enums', key: 'service', values: SERVICE_TYPES },
    { name: 'tw', kind: 'enums', key: 'tw', values: HOURS_OF_DAY },
  ],
});

export const PRIMARY_CONNECT_PATH: PathCodec<DayMapValues> = pathCodec({
  base: '/d/primary-connect',
  segments: [
    { name: 'date', kind: 'date' },
    { name: 'rg', kind: 'ids', key: 'rg' },
    { name: 'rz', kind: 'ids', key: 'rz' },
    { name: 'z', kind: 'ids', key: 'z' },
    { name: 'c', kind: 'ids', key: 'c' },
    { name: 'status', kind: 'enums', key: 'status', values: DELIVERY_STATUSES },
  ],
});

/** The date and each filter's values as texts, keyed by path key. */
export function readDayMap(
  codec: PathCodec<DayMapValues>,
  pathname: string,
  today: string,
): { date: string; values: Record<string, string[]> } {
  const { date, ...lists } = codec.parse(pathname, today);
  const values = Object.fromEntries(
    Object.entries(lists).map(([key, list]) => [key, typeof list === 'string' ? [list] : list.map(String)]),
  );
  return { date, values };
}

/** The canonical path of a date and filters (texts the codec checks again when it reads them back). */
export function writeDayMap(codec: PathCodec<DayMapValues>, date: string, values: Record<string, string[]>): string {
  return codec.format({ ...values, date });
}
