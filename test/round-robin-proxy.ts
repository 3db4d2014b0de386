/**
 * A round-robin HTTP proxy on loopback, standing in for the load balancer in front of several
 * API processes (the two-node test and the bench's scale-out mode). Each request goes to the
 * next backend in turn, over keep-alive connections; the response says which one answered in
 * `X-Upstream` (its index). A backend that fails (refused, reset mid-request) yields a 502 for
 * that request and is not retried, as a balancer does for non-idempotent methods: the client's
 * own retry (the outbox, with its Idempotency-Key) goes to the next backend.
 */
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** the backends' base URLs (http://host:port), in turn order */
  backends: string[];
  /** requests each backend answered (by index), and the 502s */
  counts: number[];
  failures: number;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[], port = 0): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const proxy: RoundRobinProxy = {
    url: '',
    backends: [...backends],
    counts: backends.map(() => 0),
    failures: 0,
    close: async () => {},
  };

  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    if (proxy.backends.length === 0) {
      res.writeHead(503).end();
      return;
    }
    const index = next % proxy.backends.length;
    next = index + 1;
    const target = new URL(req.url ?? '/', proxy.backends[index]);
    const upstream = httpRequest(
      target,
      {
        method: req.method,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
        agent,
      },
      (answer) => {
        proxy.counts[index] = (proxy.counts[index] ?? 0) + 1;
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      proxy.failures += 1;
      if (!res.headersSent) res.writeHead(502, { 'x-upstream': String(index) }).end();
      else res.destroy();
    });
    req.pipe(upstream);
  };

  const server: Server = createServer(forward);
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      agent.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
