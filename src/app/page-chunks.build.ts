/**
 * Build-time helper of the `pageChunkBudget` plugin (vite.config.ts): the budget of issues 34-37
 * that each page's own chunk is at most 60 KB gzip. A page's own chunk is a chunk the page
 * loaders import on demand (the hand-written pages of src/app/pages.ts, the generic resource
 * pages, the report page and the 'not available yet' page of src/app/router.tsx); what pages
 * share is split by Rollup into chunks of their own and is not counted against any one page. A
 * page added later is covered without an edit here, and the build fails when one passes the
 * budget (docs/bench.md, 'Page chunks').
 */
import type { ChunkInfo } from './boot-stages.build';

export const PAGE_CHUNK_BUDGET_BYTES = 60 * 1024;

/** The modules whose dynamic imports are pages. */
export const PAGE_LOADERS = ['/src/app/pages.ts', '/src/app/router.tsx'];

/** The chunks the page loaders import on demand, each once, in the order the loaders name them. */
export function pageChunks(chunks: readonly ChunkInfo[], loaders: readonly string[] = PAGE_LOADERS): string[] {
  const holdsLoader = (c: ChunkInfo) =>
    loaders.some((id) => c.facadeModuleId?.endsWith(id) === true || (c.moduleIds ?? []).some((m) => m.endsWith(id)));
  return [...new Set(chunks.filter(holdsLoader).flatMap((c) => c.dynamicImports))];
}

/** The page chunks over the budget, largest first, with their gzip size. */
export function pagesOverBudget(
  pages: readonly string[],
  gzipBytes: (fileName: string) => number,
  budget = PAGE_CHUNK_BUDGET_BYTES,
): { fileName: string; bytes: number }[] {
  return pages
    .map((fileName) => ({ fileName, bytes: gzipBytes(fileName) }))
    .filter((p) => p.bytes > budget)
    .sort((a, b) => b.bytes - a.bytes);
}
