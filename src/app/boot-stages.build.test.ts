// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootStageChunks, withModulePreloads, type ChunkInfo } from './boot-stages.build';

const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
): ChunkInfo => ({ fileName, imports, dynamicImports, isEntry });

describe('the boot stages preload', () => {
  const chunks = [
    chunk('assets/index.js', [], ['assets/react-dom.js', 'assets/theme.js', 'assets/mount.js'], true),
    chunk('assets/react-dom.js', ['assets/react.js']),
    chunk('assets/react.js'),
    chunk('assets/theme.js', ['assets/react.js', 'assets/chakra.js']),
    chunk('assets/chakra.js', ['assets/react.js']),
    chunk('assets/mount.js', ['assets/react-dom.js', 'assets/router.js'], ['assets/page.js']),
    chunk('assets/router.js'),
    chunk('assets/page.js', ['assets/chakra.js']),
  ];

  it('preloads every chunk the stages reach statically, each once, but not the pages they load later', () => {
    expect(bootStageChunks(chunks)).toEqual([
      'assets/react-dom.js',
      'assets/react.js',
      'assets/theme.js',
      'assets/chakra.js',
      'assets/mount.js',
      'assets/router.js',
    ]);
  });

  it('leaves out a chunk the entry loads on demand (the database), and what only it reaches', () => {
    const withDb = [
      { ...chunks[0], dynamicImports: [...(chunks[0]?.dynamicImports ?? []), 'assets/db.js'] } as ChunkInfo,
      ...chunks.slice(1),
      { ...chunk('assets/db.js', ['assets/dexie.js', 'assets/router.js']), facadeModuleId: '/repo/src/offline/db.ts' },
      chunk('assets/dexie.js'),
    ];
    const preloaded = bootStageChunks(withDb);
    expect(preloaded).not.toContain('assets/db.js');
    expect(preloaded).not.toContain('assets/dexie.js');
    expect(preloaded).toContain('assets/router.js');
    expect(bootStageChunks(withDb, [])).toContain('assets/db.js');
  });

  it('leaves it out too when pages import the database statically and it is bundled into a shared chunk', () => {
    const shared = [
      { ...chunks[0], dynamicImports: [...(chunks[0]?.dynamicImports ?? []), 'assets/shared.js'] } as ChunkInfo,
      ...chunks.slice(1),
      {
        ...chunk('assets/shared.js', ['assets/dexie.js']),
        facadeModuleId: null,
        moduleIds: ['/repo/src/offline/stores.ts', '/repo/src/offline/db.ts'],
      },
      chunk('assets/dexie.js'),
    ];
    expect(bootStageChunks(shared)).not.toContain('assets/shared.js');
    expect(bootStageChunks(shared)).not.toContain('assets/dexie.js');
  });

  it('adds the links after the entry script, skipping files the page already references', () => {
    const html =
      '<head>\n    <script type="module" crossorigin src="./assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="./assets/react.js">\n</head>';
    const out = withModulePreloads(html, ['assets/react.js', 'assets/router.js']);
    expect(out).toContain(
      'src="./assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="./assets/router.js">',
    );
    expect(out.match(/assets\/react\.js/g)).toHaveLength(1);
  });
});
