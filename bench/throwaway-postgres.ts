/**
 * A throw-away PostgreSQL on loopback for the bench's scale-out mode, started the way .ci/run
 * starts CI's: the newest /usr/lib/postgresql/<v>/bin, a temporary data folder, trust auth,
 * durability off (fsync, synchronous_commit, full_page_writes) since the data is thrown away.
 * initdb refuses to run as root, so as root it runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../test/chromium';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error('No PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)');
  return join(root, newest, 'bin');
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'depot-bench-pg-'));
  chmodSync(dir, 0o777);
  const asPostgres = process.getuid?.() === 0;
  const run = (tool: string, args: string[]): void => {
    const [cmd, argv] = asPostgres
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust']);
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A database of its own on the Postgres at `serverUrl` (`depot_bench_<label>_<pid>`), made fresh
 * for `fn`, which gets its URL, and dropped after it: the scale-out and live benches' servers.
 */
export async function withFreshDatabase<T>(
  serverUrl: string,
  label: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const name = `depot_bench_${label}_${process.pid}`;
  const admin = async (text: string): Promise<void> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}
