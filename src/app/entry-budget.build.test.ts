// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChunkInfo } from './boot-stages.build';
import { ENTRY_BUDGET_BYTES, entryFiles, entryOverBudget } from './entry-budget.build';

const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
): ChunkInfo => ({
  fileName,
  isEntry,
  imports,
  dynamicImports,
  moduleIds: [`/repo/src/${fileName}`],
});

describe('the entry budget', () => {
  const chunks = [
    chunk('index.js', ['preload-helper.js'], ['client.js', 'shell.js', 'db.js'], true),
    chunk('preload-helper.js'),
    chunk('client.js', ['react.js']),
    chunk('react.js'),
    chunk('shell.js', ['react.js', 'stores.js'], ['replay.js']),
    chunk('stores.js'),
    { ...chunk('db.js', ['dexie.js']), moduleIds: ['/repo/src/offline/db.ts'] },
    chunk('dexie.js'),
    chunk('replay.js', ['stores.js']),
  ];

  it("counts the entry, its static imports and the boot's stages, not what loads on demand", () => {
    expect(entryFiles(chunks).sort()).toEqual(
      ['client.js', 'index.js', 'preload-helper.js', 'react.js', 'shell.js', 'stores.js'].sort(),
    );
  });

  it('passes at the budget and names the files largest first one byte over it', () => {
    const files = ['index.js', 'client.js'];
    const within = new Map([
      ['index.js', 1000],
      ['client.js', ENTRY_BUDGET_BYTES - 1000],
    ]);
    expect(entryOverBudget(files, (f) => within.get(f) ?? 0)).toBeNull();
    const over = new Map([
      ['index.js', 1001],
      ['client.js', ENTRY_BUDGET_BYTES - 1000],
    ]);
    expect(entryOverBudget(files, (f) => over.get(f) ?? 0)).toEqual({
      bytes: ENTRY_BUDGET_BYTES + 1,
      files: [
        { fileName: 'client.js', bytes: ENTRY_BUDGET_BYTES - 1000 },
        { fileName: 'index.js', bytes: 1001 },
      ],
    });
  });
});
