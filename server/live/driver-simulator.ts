/**
 * The driver simulator (issue 38, 'a day that moves'): for the demo, a day whose runs, drops,
 * boxes and assets move on their own, so that every open console has something to show live.
 * It is a client of the API, as the driver app is: it signs in as a demo admin (the road's
 * moves are the operator's in the declarations) and sends the calls a driver app sends, never
 * touching the database, so every change goes through the routes' access, input and lifecycle
 * checks and reaches the change feed as any other write. Each tick, with the operator's today:
 *
 * - a loaded run starts (`PATCH /api/runs/:id`, status in-progress);
 * - the next pending drop of a started run is arrived at (`PATCH /api/drops/:id`, arrived);
 * - an arrived drop's delivery is delivered, or one in five failed with a reason
 *   (`PATCH /api/deliveries/:id`; the drop follows it on the server);
 * - a box is scanned (`POST /api/scans`): load-checked at the dock when not yet loaded, else
 *   looked up on the road;
 * - an asset's position moves (`PATCH /api/mhe/equipment/:id`, lat/lng): the Asset Tracker
 *   shows it.
 *
 * A move the server refuses (someone else changed the record first, a lifecycle rule) is left:
 * the next tick picks again. `npm start` runs it in the demo (server/main.ts: DRIVER_SIMULATOR,
 * on unless set to 0, and off under E2E_HOOKS unless set to 1).
 */
import { randomBytes } from 'node:crypto';
import { operatorToday } from '../../src/lib/calendar';
import { resources, type ResourceName } from '../../src/resources/index';
import { toSearchParams, type ListParams } from '../../src/offline/list-params';
import { FAILURE_REASONS } from '../seed/names';

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
}

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}

const SCANNED_BY = 'Driver simulator';

/** What one tick did: each call that changed something, as 'PATCH runs 12 in-progress'. */
export type TickReport = string[];

export class DriverSimulator {
  private token: string | null = null;
  private readonly xsrf = randomBytes(18).toString('base64url');
  private readonly fetch: Fetch;
  private readonly random: () => number;
  private readonly today: () => string;
  private readonly now: () => Date;

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
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.fetch(`${this.options.origin}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
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

  /** One round of driver calls; what it changed. */
  async tick(): Promise<TickReport> {
    if (!this.token) await this.signIn();
    const date = this.today();
    const done: TickReport = [];
    const note = (ok: boolean, what: string) => void (ok && done.push(what));

    const loaded = this.pick(await this.list('runs', { limit: 20, filters: { date, status: 'loaded' } }));
    if (loaded)
      note(await this.patch('runs', loaded, { status: 'in-progress' }), `PATCH runs ${loaded.id} in-progress`);

    const started = this.pick(await this.list('runs', { limit: 50, filters: { date, status: 'in-progress' } }));
    const [next] = started
      ? await this.list('drops', { limit: 1, sort: 'sequence', filters: { runId: started.id, status: 'pending' } })
      : [];
    if (next) note(await this.patch('drops', next, { status: 'arrived' }), `PATCH drops ${next.id} arrived`);

    const arrived = this.pick(await this.list('drops', { limit: 20, filters: { date, status: 'arrived' } }));
    const delivery = arrived
      ? await this.read<Row>(`${resources.deliveries.path}/${Number(arrived.deliveryId)}`)
      : null;
    if (delivery) {
      const failed = this.random() < 0.2;
      const outcome = failed
        ? { status: 'failed', failureReason: this.pick(FAILURE_REASONS) ?? FAILURE_REASONS[0] }
        : { status: 'delivered' };
      note(await this.patch('deliveries', delivery, outcome), `PATCH deliveries ${delivery.id} ${outcome.status}`);
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

    const asset = this.pick(
      (await this.list('equipment', { limit: -1 })).filter(
        (e) => typeof e.lat === 'number' && typeof e.lng === 'number',
      ),
    );
    if (asset) {
      const step = () => (this.random() - 0.5) * 0.002;
      // 'last seen' is fixed after creation in the declaration (src/resources/maps.ts): the
      // position moves, the age the Asset Tracker shows does not yet
      const moved = { lat: Number(asset.lat) + step(), lng: Number(asset.lng) + step() };
      note(await this.patch('equipment', asset, moved), `PATCH equipment ${asset.id} moved`);
    }
    return done;
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
