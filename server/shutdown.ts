/**
 * Graceful shutdown of one API process (SIGTERM, SIGINT), so a rolling restart of N processes
 * behind a load balancer loses no request:
 * 1. drain: `GET /api/ready` answers 503 and every response says `Connection: close`, for
 *    SHUTDOWN_DELAY_MS (default 0; set it to the balancer's readiness-probe period);
 * 2. stop accepting: the listener closes; requests in flight run to the end (their writes
 *    commit and are acknowledged), at most SHUTDOWN_TIMEOUT_MS (default 10 s), after which
 *    the remaining connections are cut;
 * 3. stop the recurring jobs (a run in progress finishes), close the database, exit 0.
 * A second signal while draining exits at once.
 */
import type { Server } from 'node:http';
import type { Lifecycle } from './http/readiness';

type FetchHandler = (request: Request, env: unknown) => Response | Promise<Response>;

export interface Shutdown extends Lifecycle {
  /** wraps the app's fetch to count requests in flight and close connections while draining */
  track(fetch: FetchHandler): FetchHandler;
  /** runs the sequence above once; resolves when the process may exit */
  run(server: Server, close: () => Promise<void>): Promise<void>;
}

export interface ShutdownOptions {
  delayMs: number;
  timeoutMs: number;
  log: (message: string) => void;
}

export function createShutdown({ delayMs, timeoutMs, log }: ShutdownOptions): Shutdown {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;
  const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

  return {
    draining: () => draining,
    track: (fetch) => async (request, env) => {
      inFlight += 1;
      try {
        const response = await fetch(request, env);
        if (draining) {
          try {
            response.headers.set('connection', 'close');
          } catch {
            // immutable headers (a proxied response): the listener's close ends the connection anyway
          }
        }
        return response;
      } finally {
        inFlight -= 1;
        if (inFlight === 0) idle?.();
      }
    },
    run: async (server, close) => {
      draining = true;
      log(
        `Draining: /api/ready answers 503${delayMs > 0 ? ` for ${delayMs} ms` : ''}, ${inFlight} request(s) in flight.`,
      );
      if (delayMs > 0) await sleep(delayMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const drained = inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve));
      const timedOut = await Promise.race([
        drained.then(() => closed).then(() => false),
        sleep(timeoutMs).then(() => true),
      ]);
      if (timedOut) {
        log(`Shutdown timeout: cutting ${inFlight} request(s) still in flight.`);
        server.closeAllConnections();
      }
      await close();
      log('Stopped.');
    },
  };
}
