/** Figure 5: Dexie next to raw IndexedDB in the same Chromium, on 50,000 records. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { launchBrowser, median } from './lib';

export interface IdbFigures {
  dexieBulkPutMs: number;
  rawPutAllMs: number;
  dexieIndexQueryMs: number;
  rawIndexQueryMs: number;
  rawGetAllMs: number;
  indexQueryRows: number;
}

async function buildHarness(): Promise<string> {
  const root = resolve('node_modules/.tmp/bench-idb');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><body><script type="module" src="./entry.ts"></script></body></html>',
  );
  writeFileSync(join(root, 'entry.ts'), "import '../../../bench/idb-harness.ts';\n");
  await build({ root, logLevel: 'warn', configFile: false, build: { outDir: join(root, 'out'), emptyOutDir: true } });
  return join(root, 'out');
}

export async function measureIdb(rows = 50_000, runs = 3): Promise<IdbFigures> {
  const dir = await buildHarness();
  const server = createServer((req, res) => {
    const path = req.url === '/' ? '/index.html' : (req.url ?? '/');
    try {
      const body = readFileSync(join(dir, path.replace(/\.\.+/g, '')));
      res.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await launchBrowser();
  const samples: Record<string, number>[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => typeof window.runIdbBench === 'function');
      samples.push(await page.evaluate((n) => window.runIdbBench(n), rows));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const m = (k: string) => Math.round(median(samples.map((s) => s[k] ?? Number.NaN)));
  return {
    dexieBulkPutMs: m('dexieBulkPutMs'),
    rawPutAllMs: m('rawPutAllMs'),
    dexieIndexQueryMs: m('dexieIndexQueryMs'),
    rawIndexQueryMs: m('rawIndexQueryMs'),
    rawGetAllMs: m('rawGetAllMs'),
    indexQueryRows: m('dexieIndexQueryRows'),
  };
}
