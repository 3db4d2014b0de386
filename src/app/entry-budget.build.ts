/**
 * Build-time helper of the `entryBudget` plugin (vite.config.ts): the budget of issues 34-39 that
 * the entry does not grow. The entry is what index.html loads before the app can start: the entry
 * chunk, the chunks it imports statically (Vite preloads them) and every chunk of the boot's
 * stages (preloaded by the `bootStagesPreload` plugin, ./boot-stages.build.ts); bench/bundle.ts
 * counts the same files from the built index.html. Together at most 198.7 KB gzip, the figure
 * when the domain issues began: the build fails naming the largest files when they pass it
 * (docs/bench.md, 'Entry and preloads').
 */
import { bootStageChunks, type ChunkInfo } from './boot-stages.build.ts';

export const ENTRY_BUDGET_KB = 198.7;
export const ENTRY_BUDGET_BYTES = Math.floor(ENTRY_BUDGET_KB * 1024);

/** The files index.html loads or preloads at start: the entry, its static imports, the boot's stages. */
export function entryFiles(chunks: readonly ChunkInfo[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const dep of byName.get(file)?.imports ?? []) visit(dep);
  };
  visit(entry.fileName);
  for (const stage of bootStageChunks(chunks)) visit(stage);
  return [...files];
}

/** The entry's gzip size, and its files largest first, when it is over the budget; null within it. */
export function entryOverBudget(
  files: readonly string[],
  gzipBytes: (fileName: string) => number,
  budget = ENTRY_BUDGET_BYTES,
): { bytes: number; files: { fileName: string; bytes: number }[] } | null {
  const sized = files.map((fileName) => ({ fileName, bytes: gzipBytes(fileName) }));
  const bytes = sized.reduce((sum, f) => sum + f.bytes, 0);
  return bytes > budget ? { bytes, files: sized.sort((a, b) => b.bytes - a.bytes) } : null;
}
