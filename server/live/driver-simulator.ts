/**
 * The driver simulator (issue 38, 'a day that moves'): for the demo, a day whose runs, drops,
 * boxes, vans and assets move on their own, so that every open console has something to show
 * live. It is a client of the API, as the driver app is: it signs in as a demo admin (the road's
 * moves are the operator's in the declarations) and sends the calls a driver app sends, never
 * touching the database, so every change goes through the routes' access, input and lifecycle
 * checks and reaches the change feed as any other write. Each tick, with the operator's today:
 *
 * - a loaded run starts (`PATCH /api/runs/:id`, status in-progress);
 * - a few started runs' vans drive their routes (./van-route.ts: from the depot through the
 *   drops in sequence at a town speed, a few minutes at each door), each doing its next step:
 *   - reaching its next stop: the drop is arrived (`PATCH /api/drops/:id`, arrived; the server
 *     stamps the time, so the simulator sends it when the van gets there);
 *   - its time at the door over: the delivery is delivered with a proof-of-delivery photo (a
 *     small generated PNG, `POST /api/deliveries/:id/file`, then `PATCH /api/deliveries/:id`
 *     with status, deliveredAt and the photo), or one in five failed with a reason; the drop
 *     follows it on the server;
 *   - and wherever it is, the van reports its position: an asset of kind van, named by the
 *     run's vehicle, which the Asset Tracker shows (`PATCH /api/mhe/equipment/:id` lat, lng,
 *     lastSeenAt; `POST /api/mhe/equipment` the first time);
 * - a box is scanned (`POST /api/scans`): load-checked at the dock when not yet loaded, else
 *   looked up on the road;
 * - a yard asset's position moves (`PATCH /api/mhe/equipment/:id`, lat, lng, lastSeenAt).
 *
 * A move the server refuses (someone else changed the record first, a lifecycle rule) is left:
 * the next tick picks again. `npm start` runs it in the demo (server/main.ts: DRIVER_SIMULATOR,
 * on unless set to 0, and off under E2E_HOOKS unless set to 1).
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { operatorToday } from '../../src/lib/calendar';
import { resources, type ResourceName } from '../../src/resources/index';
import { toSearchParams, type ListParams } from '../../src/offline/list-params';
import { FAILURE_REASONS } from '../seed/names';
import { vanStep, type Point, type Stop, type StopState } from './van-route';

/** The demo user's sign-in was refused (not a demo database): the simulator stops. */
export class SimulatorSignInError extends Error {}

/** The HTTP client the simulator talks through (the global fetch, or a test's app.request). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface SimulatorOptions {
  /** the API's origin, e.g. http://127.0.0.1:8080 */
  origin: string;
  email: string;
  password: string;
  fetch?: Fetch;
  /** 0..1, the simulator's dice (Math.random by default) */
  random?: () => number;
  today?: () => string;
  now?: () => Date;
  /** started runs whose vans move each tick (4 by default) */
  vansPerTick?: number;
  /** the vans' speed and time at each door (./van-route.ts's by default; a test's day moves faster) */
  speedKmh?: number;
  dwellMs?: number;
}

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}

const SCANNED_BY = 'Driver simulator';
const VANS_PER_TICK = 4;
/** the asset code's length limit (src/resources/maps.ts) */
const CODE_MAX = 32;
const POD_TAGS = ['Front door', 'Reception', 'Side gate', 'Parcel locker'];
/** a delivery's statuses from which the van's outcome (delivered or failed) is a move */
const ON_THE_ROAD = ['loaded', 'in-transit'];

/** What one tick did: each call that changed something, as 'PATCH runs 12 in-progress'. */
export type TickReport = string[];

const STOP_STATES: Record<string, StopState> = {
  pending: 'pending',
  arrived: 'arrived',
  completed: 'done',
  failed: 'done',
  skipped: 'skipped',
};

function pointOf(row: Row | undefined): Point | null {
  return row && typeof row.lat === 'number' && typeof row.lng === 'number' ? { lat: row.lat, lng: row.lng } : null;
}

function timeOf(value: unknown): number | null {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : null;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A small proof-of-delivery photo: a 16x12 PNG of one colour picked by `seed` (a real photo is
 * hundreds of kilobytes; the demo's are a few dozen bytes, made here rather than shipped).
 */
export function podPhoto(seed: number): Uint8Array<ArrayBuffer> {
  const width = 16;
  const height = 12;
  const rgb = [(seed * 67) % 256, (seed * 131) % 256, (seed * 197) % 256];
  const row = [0, ...Array.from({ length: width }, () => rgb).flat()];
  const pixels = Buffer.from(Array.from({ length: height }, () => row).flat());
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // a copy on an ArrayBuffer of its own (a Blob's part cannot be a view of a shared buffer)
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', deflateSync(pixels)),
    ...chunk('IEND', Buffer.alloc(0)),
  ]);
}

export class DriverSimulator {
  private token: string | null = null;
  private readonly xsrf = randomBytes(18).toString('base64url');
  private readonly fetch: Fetch;
  private readonly random: () => number;
  private readonly today: () => string;
  private readonly now: () => Date;
  /** where each of today's runs' deliveries are (they do not move), by run id, then delivery id */
  private readonly stopsOf = new Map<number, Map<number, Point | null>>();
  private stopsDate = '';
  private depots: Map<number, Point | null> | null = null;

  constructor(private readonly options: SimulatorOptions) {
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.random = options.random ?? Math.random;
    this.today = options.today ?? (() => operatorToday());
    this.now = options.now ?? (() => new Date());
  }

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {
      cookie: `XSRF-TOKEN=${this.xsrf}`,
      'x-xsrf-token': this.xsrf,
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    // a form's multipart type (and boundary) is set by the HTTP client itself
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    return this.fetch(`${this.options.origin}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  }

  private async signIn(): Promise<void> {
    const res = await this.call('POST', '/authenticate', {
      email: this.options.email,
      password: this.options.password,
      twofa: null,
      adminVersion: '1',
    });
    if (res.status !== 200)
      throw new SimulatorSignInError(`the driver simulator could not sign in as ${this.options.email} (${res.status})`);
    const { access_token: token } = (await res.json()) as { access_token: string };
    this.token = token;
  }

  /** A read through the API; signs in again once when the session has gone. */
  private async read<T>(path: string): Promise<T | null> {
    let res = await this.call('GET', path);
    if (res.status === 401) {
      await this.signIn();
      res = await this.call('GET', path);
    }
    return res.status === 200 ? ((await res.json()) as { data: T }).data : null;
  }

  private async list(resource: ResourceName, params: ListParams): Promise<Row[]> {
    return (await this.read<Row[]>(`${resources[resource].path}?${toSearchParams(params).toString()}`)) ?? [];
  }

  private async patch(resource: ResourceName, row: Row, changes: Record<string, unknown>): Promise<boolean> {
    const res = await this.call('PATCH', `${resources[resource].path}/${row.id}`, { ...changes, version: row.version });
    return res.status === 200;
  }

  private pick<T>(rows: readonly T[]): T | undefined {
    return rows[Math.floor(this.random() * rows.length)];
  }

  /** Up to `count` of `rows`, chosen by the dice. */
  private some<T>(rows: readonly T[], count: number): T[] {
    const left = [...rows];
    const out: T[] = [];
    while (out.length < count && left.length > 0) out.push(...left.splice(Math.floor(this.random() * left.length), 1));
    return out;
  }

  /** One round of driver calls; what it changed. */
  async tick(): Promise<TickReport> {
    if (!this.token) await this.signIn();
    const date = this.today();
    if (date !== this.stopsDate) {
      // a new day's runs: yesterday's places are not asked again
      this.stopsOf.clear();
      this.stopsDate = date;
    }
    const done: TickReport = [];
    const note = (ok: boolean, what: string) => void (ok && done.push(what));

    const loaded = this.pick(await this.list('runs', { limit: 20, filters: { date, status: 'loaded' } }));
    if (loaded)
      note(await this.patch('runs', loaded, { status: 'in-progress' }), `PATCH runs ${loaded.id} in-progress`);

    const started = await this.list('runs', { limit: 100, filters: { date, status: 'in-progress' } });
    const moving = this.some(started, this.options.vansPerTick ?? VANS_PER_TICK);
    if (moving.length > 0) {
      const vans = new Map(
        (await this.list('equipment', { limit: -1, filters: { kind: 'van' } })).map((v) => [String(v.code), v]),
      );
      for (const run of moving) await this.drive(run, vans, note);
    }

    // at the dock a box not yet loaded is load-checked; on the road, a loaded one is looked up
    const atDock = this.pick(await this.list('boxes', { limit: 20, filters: { date, status: 'created,sorted' } }));
    const box = atDock ?? this.pick(await this.list('boxes', { limit: 20, filters: { date, status: 'loaded' } }));
    if (box && typeof box.barcode === 'string') {
      const kind = atDock ? 'load-check' : 'look-up';
      // what the app's scanner sends (src/ui/scanning/use-scan-recorder.ts)
      const res = await this.call('POST', resources.scans.path, {
        code: box.barcode,
        kind,
        date,
        source: 'camera',
        scannedAt: this.now().toISOString(),
        scannedBy: SCANNED_BY,
        boxId: box.id,
        deliveryId: box.deliveryId ?? null,
        runId: box.runId ?? null,
        clientId: box.clientId ?? null,
      });
      note(res.status === 201, `POST scans ${box.barcode} ${kind}`);
    }

    // a yard asset (the vans move with their runs)
    const asset = this.pick(
      (await this.list('equipment', { limit: -1 })).filter((e) => e.kind !== 'van' && pointOf(e) !== null),
    );
    const at = pointOf(asset);
    if (asset && at) {
      const step = () => (this.random() - 0.5) * 0.002;
      const moved = {
        lat: round6(at.lat + step()),
        lng: round6(at.lng + step()),
        lastSeenAt: this.now().toISOString(),
      };
      note(await this.patch('equipment', asset, moved), `PATCH equipment ${asset.id} moved`);
    }
    return done;
  }

  /** A started run's van does its next step along the route (./van-route.ts) and reports where it is. */
  private async drive(run: Row, vans: Map<string, Row>, note: (ok: boolean, what: string) => void): Promise<void> {
    const drops = await this.list('drops', { limit: -1, sort: 'sequence', filters: { runId: run.id } });
    let places = this.stopsOf.get(run.id);
    if (!places) {
      const deliveries = await this.list('deliveries', { limit: -1, filters: { runId: run.id } });
      places = new Map(deliveries.map((d) => [d.id, pointOf(d)]));
      this.stopsOf.set(run.id, places);
    }
    if (!this.depots) this.depots = new Map((await this.list('depots', { limit: -1 })).map((d) => [d.id, pointOf(d)]));
    const stops: Stop[] = drops.map((d) => ({
      id: d.id,
      at: places.get(Number(d.deliveryId)) ?? null,
      state: STOP_STATES[String(d.status)] ?? 'skipped',
      arrivedAt: timeOf(d.arrivedAt),
      doneAt: timeOf(d.completedAt),
    }));
    const start = this.depots.get(Number(run.depotId)) ?? stops.find((s) => s.at)?.at ?? null;
    if (!start) return;
    const now = this.now();
    const step = vanStep({ at: start, leftAt: timeOf(run.startedAt) ?? now.getTime() }, stops, now.getTime(), {
      speedKmh: this.options.speedKmh,
      dwellMs: this.options.dwellMs,
    });
    const drop = 'id' in step ? drops.find((d) => d.id === step.id) : undefined;
    // the arrival is sent when the van gets there (the server stamps it: a drop's times are its own)
    if (step.kind === 'arrive' && drop)
      note(await this.patch('drops', drop, { status: 'arrived' }), `PATCH drops ${drop.id} arrived`);
    else if (step.kind === 'finish' && drop) await this.finish(drop, new Date(step.at), note);
    await this.reportVan(run, step.position, vans, note);
  }

  /** The outcome at the door: delivered with a photo, or one in five failed with a reason. */
  private async finish(drop: Row, at: Date, note: (ok: boolean, what: string) => void): Promise<void> {
    const delivery = await this.read<Row>(`${resources.deliveries.path}/${Number(drop.deliveryId)}`);
    if (!delivery) return;
    if (!ON_THE_ROAD.includes(String(delivery.status))) {
      // taken off the road meanwhile (cancelled, returned): the van goes on without it
      note(await this.patch('drops', drop, { status: 'skipped' }), `PATCH drops ${drop.id} skipped`);
      return;
    }
    if (this.random() < 0.2) {
      const failureReason = this.pick(FAILURE_REASONS) ?? FAILURE_REASONS[0];
      note(
        await this.patch('deliveries', delivery, { status: 'failed', failureReason }),
        `PATCH deliveries ${delivery.id} failed`,
      );
      return;
    }
    // the photo first, as the app sends it: the delivery's file, then its url in the proof
    const form = new FormData();
    form.set('file', new Blob([podPhoto(delivery.id)], { type: 'image/png' }), `pod-${delivery.id}.png`);
    const upload = await this.call('POST', `${resources.deliveries.path}/${delivery.id}/file`, form);
    if (upload.status !== 201) return;
    note(true, `POST deliveries ${delivery.id} photo`);
    const { url } = ((await upload.json()) as { data: { url: string } }).data;
    const photos = [{ url, tag: this.pick(POD_TAGS) ?? 'Front door' }];
    note(
      await this.patch('deliveries', delivery, { status: 'delivered', deliveredAt: at.toISOString(), photos }),
      `PATCH deliveries ${delivery.id} delivered`,
    );
  }

  /** The van's position, as an asset of kind van named by the run's vehicle (made at its first report). */
  private async reportVan(
    run: Row,
    position: Point,
    vans: Map<string, Row>,
    note: (ok: boolean, what: string) => void,
  ): Promise<void> {
    const vehicle =
      typeof run.vehicle === 'string' && run.vehicle.trim() !== '' ? run.vehicle.trim() : `Van ${String(run.code)}`;
    const code = vehicle.slice(0, CODE_MAX);
    const seen = { lat: round6(position.lat), lng: round6(position.lng), lastSeenAt: this.now().toISOString() };
    const van = vans.get(code);
    if (van) {
      note(await this.patch('equipment', van, { ...seen, status: 'in-use' }), `PATCH equipment ${van.id} van ${code}`);
      return;
    }
    const depotId = typeof run.depotId === 'number' ? run.depotId : [...(this.depots?.keys() ?? [])][0];
    if (depotId === undefined) return;
    const res = await this.call('POST', resources.equipment.path, {
      code,
      kind: 'van',
      depotId,
      status: 'in-use',
      batteryPct: null,
      ...seen,
    });
    if (res.status !== 201) return;
    const made = ((await res.json()) as { data: Row }).data;
    vans.set(code, made);
    note(true, `POST equipment ${made.id} van ${code}`);
  }
}

/**
 * Runs the simulator every `everyMs`, a tick at a time: a failed tick is reported and the next
 * one tries again, except a refused sign-in, which stops it. Returns the stop function.
 */
export function startDriverSimulator(
  options: SimulatorOptions & { everyMs: number; onError: (error: unknown) => void },
): () => void {
  const simulator = new DriverSimulator(options);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loop = async () => {
    try {
      await simulator.tick();
    } catch (error) {
      options.onError(error);
      if (error instanceof SimulatorSignInError) return;
    }
    if (!stopped) timer = setTimeout(() => void loop(), options.everyMs);
    timer?.unref();
  };
  timer = setTimeout(() => void loop(), options.everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
