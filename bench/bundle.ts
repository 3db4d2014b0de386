/** Figure 1: gzipped JavaScript of the entry (script + modulepreloads) and of each lazy chunk. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  entryKb: number;
  entryFiles: string[];
  lazy: { file: string; kb: number }[];
  largestLazyKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function measureBundle(distDir: string): BundleFigures {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const gz = (file: string) => gzipSync(readFileSync(join(distDir, file))).length;
  const entryBytes = referenced.reduce((sum, f) => sum + gz(f), 0);
  const all = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  const lazy = all
    .filter((f) => !referenced.includes(f))
    .map((file) => ({ file, kb: kb(gz(file)) }))
    .sort((a, b) => b.kb - a.kb);
  return { entryKb: kb(entryBytes), entryFiles: referenced, lazy, largestLazyKb: lazy[0]?.kb ?? 0 };
}
