/**
 * The notices that positions advanced, for this process's open streams. The feed's commit
 * trigger sends a NOTIFY (server/db/change-feed.ts); every process listening on the same
 * database hears every commit, its own and the others', so one listener per process (opened
 * with the first stream, closed with the last) serves all of its streams. On PGlite the one
 * connection is the whole database, so the same path is the in-process bus.
 * Also kept here: the lag from commit to notice, for `/api/changes/health`.
 */
import { sql } from 'drizzle-orm';
import { changesChannel } from '../db/change-feed';
import type { Database } from '../db/database';

export interface ChangeNotice {
  /** the last position committed */
  position: number;
  /** the resources the commit changed */
  resources: string[];
}

type Listener = (notice: ChangeNotice) => void;

const LAGS_KEPT = 200;

interface Bus {
  listeners: Set<Listener>;
  stop: Promise<() => Promise<void>> | null;
  /** the last notices' lag from commit to arrival, ms */
  lags: number[];
}

const buses = new WeakMap<Database, Bus>();

/** `<position>:<epoch ms>:<names>`; null for anything else. */
export function parseNotice(payload: string, now = Date.now()): (ChangeNotice & { lagMs: number }) | null {
  const match = /^(\d+):(\d+):(.*)$/s.exec(payload);
  if (!match) return null;
  const [, position = '', at = '', names = ''] = match;
  return {
    position: Number(position),
    resources: names.split(',').filter(Boolean),
    lagMs: Math.max(0, now - Number(at)),
  };
}

function busOf(db: Database): Bus {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = { listeners: new Set(), stop: null, lags: [] }));
  return bus;
}

async function startListening(db: Database, bus: Bus): Promise<() => Promise<void>> {
  const [row] = await db.query<{ schema: string }>(sql`select current_schema() as schema`);
  return db.listen(changesChannel(row?.schema ?? 'public'), (payload) => {
    const notice = parseNotice(payload);
    if (!notice) return;
    bus.lags.push(notice.lagMs);
    if (bus.lags.length > LAGS_KEPT) bus.lags.shift();
    const { position, resources } = notice;
    for (const listener of bus.listeners) listener({ position, resources });
  });
}

/** Calls `fn` with each notice until the returned function is called; resolves once listening. */
export async function subscribe(db: Database, fn: Listener): Promise<() => void> {
  const bus = busOf(db);
  bus.listeners.add(fn);
  bus.stop ??= startListening(db, bus);
  const started = bus.stop;
  try {
    await started;
  } catch (error) {
    bus.listeners.delete(fn);
    if (bus.stop === started) bus.stop = null;
    throw error;
  }
  return () => {
    bus.listeners.delete(fn);
    if (bus.listeners.size > 0 || bus.stop !== started) return;
    bus.stop = null;
    void started.then((stop) => stop()).catch(() => undefined);
  };
}

/** Open streams and the lag from commit to notice (p50, p95, max of the last notices), for health. */
export function busHealth(db: Database): { streams: number; lagMs: { p50: number; p95: number; max: number } | null } {
  const bus = buses.get(db);
  if (!bus) return { streams: 0, lagMs: null };
  const sorted = [...bus.lags].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    streams: bus.listeners.size,
    lagMs: sorted.length ? { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 } : null,
  };
}
