/**
 * One API process (server/main.ts) on a free loopback port, for the two-node test and the
 * bench's scale-out mode: started with its own environment, ready when `GET /api/ready` is 200,
 * stopped with a real signal (SIGTERM drains, SIGKILL does not), its output kept for asserts.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../chromium';

export interface ApiNode {
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far */
  output(): string;
  /** resolves with the exit code (null when killed by a signal) */
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): Promise<number | null>;
}

export async function startApiNode(env: Record<string, string>, timeoutMs = 180_000): Promise<ApiNode> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // LOG_LEVEL: the node's own logs are asserted on, and Vitest's environment would silence them.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NO_BUILD: '1',
      STATIC_DIR: 'dist-none',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const node: ApiNode = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    signal: (name) => {
      child.kill(name);
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API node exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${node.url}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return node;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API node not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
