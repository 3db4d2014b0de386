/**
 * Where the CPU went during a measured interval (Linux /proc): the machine's busy share of all
 * cores, and the CPU seconds of the bench process itself, of given child processes (the API
 * processes) and of every `postgres` process. The scale-out figure reports it, because on a small
 * shared machine the second API process can only be as fast as the cores left to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS = 100; // USER_HZ on Linux

function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

export interface CpuShare {
  /** busy share of all cores over the interval, 0..1 */
  machineBusy: number;
  /** CPU seconds per wall second (1 = one core) */
  apiCores: number;
  postgresCores: number;
  benchCores: number;
}

/** Starts counting; `stop()` gives the shares since the start. */
export function startCpuShare(apiPids: number[]): { stop(): CpuShare } {
  const started = performance.now();
  const machine = machineTicks();
  const api = apiPids.map(processTicks);
  const pgPids = postgresPids();
  const pg = pgPids.map(processTicks);
  const bench = process.cpuUsage();
  return {
    stop: () => {
      const seconds = (performance.now() - started) / 1000;
      const m = machineTicks();
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const benchUsage = process.cpuUsage(bench);
      return {
        machineBusy: Math.round(((m.busy - machine.busy) / Math.max(1, m.total - machine.total)) * 100) / 100,
        apiCores: Math.round(((sum(apiPids.map(processTicks)) - sum(api)) / TICKS / seconds) * 100) / 100,
        postgresCores: Math.round(((sum(pgPids.map(processTicks)) - sum(pg)) / TICKS / seconds) * 100) / 100,
        benchCores: Math.round(((benchUsage.user + benchUsage.system) / 1e6 / seconds) * 100) / 100,
      };
    },
  };
}

export function formatCpuShare(s: CpuShare): string {
  return `machine ${Math.round(s.machineBusy * 100)}% busy of ${cpus().length} cores; cores used: API ${s.apiCores}, Postgres ${s.postgresCores}, load generator + proxy ${s.benchCores}`;
}
