/**
 * Issue 35's invoice budget: one client-month invoice over the bench's 100,000-delivery seed
 * computes in under 2 s on PGlite (`npm run bench -- invoice`; docs/finance.md, Figures).
 *
 * The client-month is the seed's largest: the calendar month and client with the most delivered
 * deliveries. Two computations are timed, each RUNS times in a row, wall and CPU time
 * (`process.cpuUsage`: PGlite runs in this process, so it counts the database's work too):
 * - the invoice: every line priced by the model (`invoiceOf`), what issuing the invoice writes
 *   (server/finance/invoices.ts) and Client Invoicing Itemised's lines;
 * - its header: the Client Invoicing report's `run` for that client and month (lines priced and
 *   summed in SQL).
 * Always computed, never a kept answer: the data folder is opened here, before any server holds
 * it, and the declarations' code is called directly. Kept answers live only in the report route
 * (server/reports/routes.ts wraps `run` in cachedAnswer), and neither computation goes through it.
 * The invoice's first run is the cold one (the folder just opened); every later run, the
 * header's first included, reads pages the earlier ones brought in.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/database';
import { fieldExpr, table } from '../server/db/resource-tables';
import { clientInvoicing, invoiceOf } from '../server/reports/finance-reports';
import type { ReportScope } from '../server/reports/kit';
import { deliveries, permissionsOf } from '../src/resources/index';
import { median } from './lib';

export interface InvoiceFigures {
  clientId: number;
  from: string;
  to: string;
  lines: number;
  totalCents: number;
  /** every line priced (invoiceOf); its first run is the entry's first read of the folder (cold) */
  invoice: RunFigures;
  /** the Client Invoicing header of the same client-month */
  header: RunFigures;
}

/** The first run's wall and CPU time, then the medians of the later runs. */
export interface RunFigures {
  firstMs: number;
  firstCpuMs: number;
  laterMs: number;
  laterCpuMs: number;
}

const SUPERADMIN: ReportScope = {
  clientIds: null,
  contractorId: null,
  user: {
    id: 1,
    email: 'superadmin@demo.test',
    name: 'Bench',
    role: 'admin',
    clientId: null,
    clientIds: [],
    features: {},
    permissions: permissionsOf('admin'),
  },
};

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).toISOString().slice(0, 10);
}

async function timed(runs: number, work: () => Promise<unknown>): Promise<RunFigures> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    await work();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const round = (ms: number | undefined) => Math.round(ms ?? Number.NaN);
  return {
    firstMs: round(wall[0]),
    firstCpuMs: round(cpu[0]),
    laterMs: round(median(wall.slice(1))),
    laterCpuMs: round(median(cpu.slice(1))),
  };
}

/** Opens `dataDir` (no server may hold it) and times the largest client-month invoice `runs` times. */
export async function measureInvoice(dataDir: string, runs: number): Promise<InvoiceFigures> {
  const db = await openDatabase({ dataDir });
  try {
    const day = fieldExpr(deliveries, 'date');
    const [busiest] = await db.query<{ month: string; client_id: unknown }>(sql`
      select substr(${day}, 1, 7) as month, client_id, count(*) as n from ${table(deliveries)}
      where not historical and ${fieldExpr(deliveries, 'status')} = 'delivered'
      group by 1, 2 order by 3 desc, 1, 2 limit 1`);
    if (!busiest) throw new Error(`${dataDir} has no delivered deliveries`);
    const period = { from: `${busiest.month}-01`, to: lastDayOf(busiest.month), client: Number(busiest.client_id) };
    let lines = 0;
    const invoice = await timed(Math.max(2, runs), async () => {
      lines = (await invoiceOf(db, SUPERADMIN, period)).lines.length;
    });
    let totalCents = 0;
    const header = await timed(Math.max(2, runs), async () => {
      totalCents = Number((await clientInvoicing.run(db, period, SUPERADMIN)).totals.totalCents);
    });
    return { clientId: period.client, from: period.from, to: period.to, lines, totalCents, invoice, header };
  } finally {
    await db.close();
  }
}
