// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChunkInfo } from './boot-stages.build';
import { PAGE_CHUNK_BUDGET_BYTES, pageChunks, pagesOverBudget } from './page-chunks.build';

const chunk = (fileName: string, moduleIds: string[], dynamicImports: string[] = [], isEntry = false): ChunkInfo => ({
  fileName,
  isEntry,
  imports: [],
  dynamicImports,
  moduleIds,
});

describe('the page chunk budget', () => {
  const chunks = [
    chunk('assets/index.js', ['/repo/src/main.tsx'], ['assets/mount.js', 'assets/db.js'], true),
    chunk(
      'assets/mount.js',
      ['/repo/src/app/mount.tsx', '/repo/src/app/router.tsx', '/repo/src/app/pages.ts'],
      ['assets/overview-page.js', 'assets/list-route.js', 'assets/charges-page.js', 'assets/overview-page.js'],
    ),
    chunk('assets/db.js', ['/repo/src/offline/db.ts'], ['assets/dexie-extra.js']),
    chunk('assets/overview-page.js', ['/repo/src/features/overview/overview-page.tsx'], ['assets/maplibre-gl.js']),
    chunk('assets/list-route.js', ['/repo/src/ui/resource-pages/list-route.tsx']),
    chunk('assets/charges-page.js', ['/repo/src/features/finance/charges-page.tsx']),
  ];

  it("counts the chunks the page loaders import on demand, each once, not the boot's others nor what a page loads later", () => {
    expect(pageChunks(chunks)).toEqual(['assets/overview-page.js', 'assets/list-route.js', 'assets/charges-page.js']);
  });

  it('names every page over 60 KB gzip, largest first, and lets one of exactly 60 KB pass', () => {
    const sizes: Record<string, number> = {
      'assets/overview-page.js': PAGE_CHUNK_BUDGET_BYTES + 1,
      'assets/list-route.js': PAGE_CHUNK_BUDGET_BYTES,
      'assets/charges-page.js': 90 * 1024,
    };
    expect(pagesOverBudget(pageChunks(chunks), (file) => sizes[file] ?? 0)).toEqual([
      { fileName: 'assets/charges-page.js', bytes: 90 * 1024 },
      { fileName: 'assets/overview-page.js', bytes: PAGE_CHUNK_BUDGET_BYTES + 1 },
    ]);
  });
});
