/**
 * Figure 1: gzipped JavaScript of the entry (script + modulepreloads) and of each lazy chunk, as
 * the budget counts it; and the entry as the server sends it to a browser that takes brotli
 * (the build's `.br` copies, vite.config.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  entryKb: number;
  /** the entry's brotli copies, as served; the gzip figure where a file has none */
  entryServedKb: number;
  entryFiles: string[];
  lazy: { file: string; kb: number }[];
  largestLazyKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function measureBundle(distDir: string): BundleFigures {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const gz = (file: string) => gzipSync(readFileSync(join(distDir, file))).length;
  const brotliCopy = (file: string) => join(distDir, `${file}.br`);
  let entryBytes = 0;
  let servedBytes = 0;
  for (const file of referenced) {
    const gzipped = gz(file);
    entryBytes += gzipped;
    servedBytes += existsSync(brotliCopy(file)) ? statSync(brotliCopy(file)).size : gzipped;
  }
  const all = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const lazy = all
    .filter((f) => !referenced.includes(f))
    .map((file) => ({ file, kb: kb(gz(file)) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    entryKb: kb(entryBytes),
    entryServedKb: kb(servedBytes),
    entryFiles: referenced,
    lazy,
    largestLazyKb: lazy[0]?.kb ?? 0,
  };
}
