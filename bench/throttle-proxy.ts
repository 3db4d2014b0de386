/**
 * A TCP proxy that shapes traffic like a slow mobile link (e.g. 400 kbit/s each way, 400 ms
 * round trip). Shaping in front of the server slows every request alike, the page's and the
 * service worker's; Chromium's CDP throttling would only slow the page's own requests.
 *
 * The bandwidth is one link's, shared by every connection through the proxy, in turns: until
 * 2026-11-26 each connection had a link of its own, so the browser's six connections had six times
 * the bandwidth, and a download in the background (the worker's precache) never slowed the page's
 * own requests.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface Throttle {
  url: string;
  /** shaping can be switched off to warm caches on the same origin at full speed */
  setShaping: (on: boolean) => void;
  close: () => Promise<void>;
}

interface Shaping {
  on: boolean;
}

/** What one direction of a connection has handed to the link and not yet sent. */
interface Pipe {
  to: Socket;
  pending: (Buffer | null)[];
}

/** Bytes a link sends in one turn before the next connection's turn (about one TCP segment). */
const SLICE = 1460;

/**
 * One direction of the link, shared by every connection: it sends a slice of one connection's
 * data at a time, taking turns among the connections with data waiting (as TCP flows share a
 * bottleneck roughly fairly), and each slice arrives `oneWayMs` after it was sent.
 */
function sharedLink(kbitPerSec: number, oneWayMs: number, shaping: Shaping) {
  const bytesPerMs = (kbitPerSec * 1000) / 8 / 1000;
  const waiting: Pipe[] = [];
  let busyUntil = 0;
  let timer: NodeJS.Timeout | null = null;
  const arrive = (to: Socket, slice: Buffer | null) => {
    const deliver = () => {
      if (to.destroyed) return;
      if (slice) to.write(slice);
      else to.end();
    };
    if (shaping.on) setTimeout(deliver, oneWayMs);
    else deliver();
  };
  const pump = () => {
    timer = null;
    const now = Date.now();
    if (busyUntil > now) {
      timer = setTimeout(pump, busyUntil - now);
      return;
    }
    const pipe = waiting.shift();
    if (!pipe) return;
    const head = pipe.pending[0];
    if (head === null || head === undefined) {
      pipe.pending.shift();
      arrive(pipe.to, null);
    } else {
      const slice = head.subarray(0, SLICE);
      if (slice.length === head.length) pipe.pending.shift();
      else pipe.pending[0] = head.subarray(SLICE);
      busyUntil = now + (shaping.on ? slice.length / bytesPerMs : 0);
      arrive(pipe.to, slice);
    }
    // its next turn comes after every other connection waiting now
    if (pipe.pending.length > 0) waiting.push(pipe);
    timer = setTimeout(pump, Math.max(0, busyUntil - Date.now()));
  };
  return {
    pipe(from: Socket, to: Socket): void {
      const own: Pipe = { to, pending: [] };
      const enqueue = (chunk: Buffer | null) => {
        if (!shaping.on && own.pending.length === 0) {
          arrive(to, chunk);
          return;
        }
        if (own.pending.length === 0) waiting.push(own);
        own.pending.push(chunk);
        timer ??= setTimeout(pump, 0);
      };
      from.on('data', (chunk: Buffer) => enqueue(chunk));
      from.on('end', () => enqueue(null));
      from.on('error', () => to.destroy());
    },
    reset(): void {
      waiting.length = 0;
      busyUntil = 0;
    },
  };
}

export async function startThrottle(targetPort: number, kbitPerSec = 400, rttMs = 400): Promise<Throttle> {
  const sockets = new Set<Socket>();
  const shaping: Shaping = { on: true };
  const up = sharedLink(kbitPerSec, rttMs / 2, shaping);
  const down = sharedLink(kbitPerSec, rttMs / 2, shaping);
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    up.pipe(client, upstream);
    down.pipe(upstream, client);
    const drop = () => {
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', drop);
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    setShaping: (on) => {
      shaping.on = on;
      up.reset();
      down.reset();
      // Connections opened while shaping was off keep their pace; start fresh ones.
      for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
