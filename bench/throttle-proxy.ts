/**
 * A TCP proxy that shapes traffic like a slow mobile link (e.g. 400 kbit/s each way, 400 ms
 * round trip). Shaping in front of the server slows every request alike, the page's and the
 * service worker's; Chromium's CDP throttling would only slow the page's own requests.
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

/** Delivers chunks in order, each no sooner than the link's bandwidth and delay allow. */
function shapedPipe(from: Socket, to: Socket, kbitPerSec: number, oneWayMs: number, shaping: Shaping): void {
  const bytesPerMs = (kbitPerSec * 1000) / 8 / 1000;
  const queue: { at: number; chunk: Buffer | null }[] = [];
  let linkFreeAt = 0;
  let timer: NodeJS.Timeout | null = null;
  const pump = () => {
    timer = null;
    const now = Date.now();
    while (queue.length > 0 && (queue[0]?.at ?? 0) <= now) {
      const item = queue.shift();
      if (to.destroyed || !item) continue;
      if (item.chunk) to.write(item.chunk);
      else to.end();
    }
    const next = queue[0];
    if (next) timer = setTimeout(pump, Math.max(0, next.at - now));
  };
  const enqueue = (chunk: Buffer | null) => {
    if (!shaping.on && queue.length === 0) {
      if (chunk) to.write(chunk);
      else to.end();
      return;
    }
    const now = Date.now();
    if (chunk) linkFreeAt = Math.max(now, linkFreeAt) + chunk.length / bytesPerMs;
    queue.push({ at: Math.max(now, linkFreeAt) + (shaping.on ? oneWayMs : 0), chunk });
    timer ??= setTimeout(pump, 0);
  };
  from.on('data', (chunk: Buffer) => enqueue(chunk));
  from.on('end', () => enqueue(null));
  from.on('error', () => to.destroy());
}

export async function startThrottle(targetPort: number, kbitPerSec = 400, rttMs = 400): Promise<Throttle> {
  const sockets = new Set<Socket>();
  const shaping: Shaping = { on: true };
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    shapedPipe(client, upstream, kbitPerSec, rttMs / 2, shaping);
    shapedPipe(upstream, client, kbitPerSec, rttMs / 2, shaping);
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
