import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { gzipSync, constants as zlibConstants } from 'node:zlib';
import { availableParallelism } from 'node:os';
import { ICON_KEYS } from './src/resources/screens.ts';
import { MENU_ICON_SPRITE, SHELL_ICON_KEYS } from './src/ui/menu-icon-sprite.ts';
import { buildMenuIconSprite } from './src/ui/menu-icon-sprite.build.ts';
import { bootStageChunks, withModulePreloads } from './src/app/boot-stages.build.ts';
import { PAGE_CHUNK_BUDGET_BYTES, PAGE_LOADERS, pageChunks, pagesOverBudget } from './src/app/page-chunks.build.ts';
import { ENTRY_BUDGET_KB, entryFiles, entryOverBudget } from './src/app/entry-budget.build.ts';
import { DATABASE_FREE_TESTS, pgliteOnlyTests } from './test/server-test-files.ts';

// `VITE_OFFLINE=off` builds the network-only baseline used by `npm run bench`:
// no service worker and no Dexie layer, the way a plain console behaves.
const offlineEnabled = process.env.VITE_OFFLINE !== 'off';

/**
 * vite-plugin-pwa 2.0.0 builds the service worker as one file with Rollup's
 * `output.inlineDynamicImports`, which Rolldown (Vite 8) deprecates in favour of
 * `codeSplitting: false` and warns about on every build (vite-pwa/vite-plugin-pwa#912). Same
 * output, new option name; drop this once the plugin makes the change itself.
 */
/**
 * The page loads the database on demand (src/offline/db-loader.ts, a dynamic import); the worker
 * gets db-loader.worker.ts instead, which imports it statically. A dynamic import in the worker's
 * code would be inlined, but Vite wraps it in its module-preload helper, which reads
 * `import.meta.url`: a syntax error in a classic worker script, so the worker would not evaluate.
 */
const serviceWorkerDatabase: Plugin = {
  name: 'depot:service-worker-database',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!/(^|\/)db-loader$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? resolved.id.replace(/db-loader\.ts$/, 'db-loader.worker.ts') : null;
  },
};

const serviceWorkerAsOneFile: Plugin = {
  name: 'depot:service-worker-as-one-file',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (!output || Array.isArray(output) || !('inlineDynamicImports' in output)) return;
    delete output.inlineDynamicImports;
    Object.assign(output, { codeSplitting: false });
  },
};

/**
 * Vite warns about every chunk over 500 KB minified. Two chunks are over it by design:
 * maplibre-gl (1.1 MB, 289 KB gzip) and its worker, which issue 14 requires for the maps and
 * which only map pages load. Vite's limit is global, so it is raised past them and this plugin
 * keeps the 500 KB warning for every other chunk: a new large chunk still shows in the build.
 */
const MINIFIED_CHUNK_WARNING_BYTES = 500 * 1024;
const LARGE_BY_DESIGN = /^maplibre-gl(-worker)?$/;
const chunkSizeWarning: Plugin = {
  name: 'depot:chunk-size-warning',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk' || LARGE_BY_DESIGN.test(file.name)) continue;
      const bytes = Buffer.byteLength(file.code);
      if (bytes > MINIFIED_CHUNK_WARNING_BYTES)
        this.warn(
          `${file.fileName} is ${Math.round(bytes / 1024)} KB minified (warning above ${MINIFIED_CHUNK_WARNING_BYTES / 1024} KB)`,
        );
    }
  },
};
/**
 * Each page's own chunk at most 60 KB gzip (the budget of issues 34-37): the build fails naming
 * every page chunk over it (src/app/page-chunks.build.ts says which chunks are pages).
 */
const pageChunkBudget: Plugin = {
  name: 'depot:page-chunk-budget',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((f) => (f.type === 'chunk' ? [f] : []));
    const code = new Map(chunks.map((c) => [c.fileName, c.code]));
    const pages = pageChunks(chunks);
    // none found would mean the loaders moved and the check passed on nothing
    if (pages.length === 0)
      this.error(`no page chunks found: none is imported on demand by ${PAGE_LOADERS.join(' or ')}`);
    const over = pagesOverBudget(pages, (file) => gzipSync(code.get(file) ?? '').length);
    if (over.length)
      this.error(
        `page chunks over ${PAGE_CHUNK_BUDGET_BYTES / 1024} KB gzip: ${over.map((p) => `${p.fileName} ${(p.bytes / 1024).toFixed(1)} KB`).join(', ')}`,
      );
  },
};
/**
 * The entry and its preloads at most 198.7 KB gzip (issues 34-39: the entry does not grow): the
 * build fails naming the largest of them (src/app/entry-budget.build.ts says which files count).
 * Measured on the files as written, after Vite's own rewriting, as bench/bundle.ts measures them.
 */
const entryBudget: Plugin = {
  name: 'depot:entry-budget',
  writeBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((f) => (f.type === 'chunk' ? [f] : []));
    const code = new Map(chunks.map((c) => [c.fileName, c.code]));
    const files = entryFiles(chunks);
    if (files.length === 0) this.error('no entry chunk found for the entry budget');
    const over = entryOverBudget(files, (file) => gzipSync(code.get(file) ?? '').length);
    if (over) {
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const largest = over.files.slice(0, 8).map((f) => `${f.fileName} ${kb(f.bytes)}`);
      this.error(
        `the entry and its preloads are ${kb(over.bytes)} gzip, over the ${ENTRY_BUDGET_KB} KB budget (docs/bench.md); largest: ${largest.join(', ')}`,
      );
    }
  },
};
/**
 * The boot's stages (src/main.tsx) are dynamic imports, so that each evaluates in a task of its
 * own; left to Vite, each stage's chunks would be fetched only when the stage before it had run,
 * one round trip per stage. This adds a modulepreload to index.html for every chunk the entry's
 * own dynamic imports reach statically, so the browser fetches and compiles them all at once, as
 * it did the entry's static imports (bench/bundle.ts counts them as the entry, as before).
 */
const bootStagesPreload: Plugin = {
  name: 'depot:boot-stages-preload',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      if (!ctx.bundle) return html;
      const chunks = Object.values(ctx.bundle).flatMap((f) => (f.type === 'chunk' ? [f] : []));
      return withModulePreloads(html, bootStageChunks(chunks));
    },
  },
};

/**
 * The files of the boot: the entry and every chunk of its stages (src/main.tsx awaits each stage
 * before the next, and the app mounts after the last). A page's loader runs only after all of
 * them, so its list of chunks to preload leaves them out (`modulePreload` below): the lists, one
 * per page in the entry, were mostly the boot's own files again (about 1 KB gzip of the entry).
 * Known in a `pre` generateBundle, which runs before Vite's import analysis writes the lists.
 */
const bootFiles = new Set<string>();
const bootFilesKnown: Plugin = {
  name: 'depot:boot-files-known',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((f) => (f.type === 'chunk' ? [f] : []));
    bootFiles.clear();
    for (const file of [...chunks.filter((c) => c.isEntry).map((c) => c.fileName), ...bootStageChunks(chunks)])
      bootFiles.add(file);
  },
};

/**
 * The menu's icons as one SVG sprite file (`<symbol>` per declared icon key), rendered from
 * react-icons' components (src/ui/menu-icon-sprite.build.ts): the 66 icons' paths
 * leave the entry chunk (about 8 KB gzip) and are fetched once as an image, precached by the
 * service worker like every other asset.
 * The menu draws them with `<use href="menu-icons.svg#MdHome">` (src/ui/menu-icon.tsx).
 */
function menuIconSprite(): Plugin {
  const build = () => buildMenuIconSprite([...new Set([...ICON_KEYS, ...SHELL_ICON_KEYS])]);
  return {
    name: 'depot:menu-icon-sprite',
    configureServer(server) {
      server.middlewares.use(`/${MENU_ICON_SPRITE}`, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(build());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MENU_ICON_SPRITE, source: build() });
    },
  };
}

/**
 * The theme's global CSS (layer order, reset, global styles, token variables) as a stylesheet
 * made at build time (src/theme/theme-stylesheet.ts) instead of at every start: Chakra's
 * `createSystem` computed it during the entry's evaluation and its provider had Emotion
 * serialise and insert it in the first render. Chakra's browser build is told to skip it (one
 * line of its system.js, and the reset's import, checked: the build fails if either changes in a Chakra upgrade), and
 * index.html links the hashed stylesheet after the loading shell, so the shell paints at once and
 * the entry script waits for the theme. Tests (Vitest) keep Chakra's runtime insertion, and so
 * does the dev server, whose pre-bundled dependencies skip transforms (the same rules twice there).
 */
const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const CHAKRA_GLOBAL_CSS_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
// the reset's style objects, which only the global CSS used (about 1 KB gzip of the entry)
const CHAKRA_PREFLIGHT_IMPORT = "import { createPreflight } from './preflight.js';";
const THEME_STYLESHEET = 'theme.css';
function themeStylesheetPlugin(): Plugin {
  const css = async () => {
    const [{ createStylesheetSystem }, { themeStylesheet }] = await Promise.all([
      import('./src/theme/stylesheet-system.ts'),
      import('./src/theme/theme-stylesheet.ts'),
    ]);
    return themeStylesheet(createStylesheetSystem());
  };
  return {
    name: 'depot:theme-stylesheet',
    apply: () => !process.env.VITEST,
    transform(code, id, options) {
      if (options?.ssr || !CHAKRA_SYSTEM_MODULE.test(id)) return null;
      for (const line of [CHAKRA_GLOBAL_CSS_LINE, CHAKRA_PREFLIGHT_IMPORT]) {
        if (!code.includes(line))
          this.error(`Chakra's system.js no longer has "${line}": update the theme stylesheet plugin`);
      }
      const runtime = code
        .replace(CHAKRA_GLOBAL_CSS_LINE, 'const _global = []; // in the build-time theme stylesheet')
        .replace(CHAKRA_PREFLIGHT_IMPORT, 'const createPreflight = () => ({}); // in the build-time theme stylesheet');
      return { code: runtime, map: null };
    },
    async buildStart() {
      if (this.meta.watchMode) return;
      this.emitFile({ type: 'asset', name: THEME_STYLESHEET, source: await css() });
    },
    configureServer(server) {
      server.middlewares.use(`/${THEME_STYLESHEET}`, (_req, res) => {
        void css().then((text) => {
          res.setHeader('Content-Type', 'text/css');
          res.end(text);
        });
      });
    },
    transformIndexHtml(_html, ctx) {
      // built: the hashed asset emitted above; dev server: the middleware
      const built = Object.values(ctx.bundle ?? {}).find(
        (file) => file.type === 'asset' && file.names.includes(THEME_STYLESHEET),
      );
      const href = `./${built?.fileName ?? THEME_STYLESHEET}`;
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href }, injectTo: 'body' }];
    },
  };
}

/**
 * Every text asset is also written brotli- and gzip-compressed at the highest levels, once, at
 * build time (server/static.ts serves the `.br` or `.gz` beside a file when the browser accepts
 * it). On-the-fly compression has to be fast, so it is gzip at a middle level: the first
 * visit's scripts were about 17% larger than brotli 11 makes them, and bytes are what a depot
 * tablet on slow Wi-Fi waits for (docs/bench.md). Files the server is asked for without a
 * compressed copy (sw.js and the manifest included) are still compressed on the fly.
 */
const precompress = compression({
  include: /\.(html|css|js|json|svg|wasm|webmanifest)$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  skipIfLargerOrEqual: true,
  logLevel: 'silent',
});

/**
 * Server-side test files that open no database (`*.pure.test.ts`, bench/) run once; the files
 * marked `@pglite-only` are not run again on Postgres (test/server-test-files.ts says why).
 */
const PGLITE_ONLY_TESTS = pgliteOnlyTests(import.meta.dirname);

export default defineConfig({
  base: './',
  define: {
    __OFFLINE_ENABLED__: JSON.stringify(offlineEnabled),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  build: {
    outDir: offlineEnabled ? 'dist' : 'dist-baseline',
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // maplibre-gl is over Vite's 500 KB default by design; chunkSizeWarning above keeps the
    // limit for every other chunk
    chunkSizeWarningLimit: 1200,
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !bootFiles.has(dep)) },
    rolldownOptions: {
      // Chakra's config helpers return their argument. Known pure, the unused default theme
      // (`defaultThemeConfig`, with every recipe) drops out of the bundle; src/theme/system.ts
      // takes only the recipes the app uses.
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
  // The data worker (src/offline/data-worker.ts) is a module worker; like the service worker, it
  // has the database in its own bundle (it needs it at once, and imports nothing on demand).
  worker: { format: 'es', plugins: () => [serviceWorkerDatabase] },
  plugins: [
    chunkSizeWarning,
    pageChunkBudget,
    entryBudget,
    precompress,
    bootStagesPreload,
    bootFilesKnown,
    react(),
    menuIconSprite(),
    themeStylesheetPlugin(),
    VitePWA({
      disable: !offlineEnabled,
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        buildPlugins: { vite: [serviceWorkerAsOneFile, serviceWorkerDatabase] },
        globPatterns: ['**/*.{js,css,html,svg,json}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: {
        id: './',
        name: 'Depot Console',
        short_name: 'Depot',
        description: 'Operations console for last-mile delivery depots',
        theme_color: '#1a365d',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: './',
        scope: './',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  test: {
    // Vitest's default is one worker fewer than the cores, for its own process; that process
    // mostly waits, so on 2 cores the default ran every file on one core (docs/testing.md).
    maxWorkers: availableParallelism(),
    // every test reads the clock as a UTC machine does, wherever it runs (a time shown in a
    // depot's zone names the zone when the viewer's differs: what that says depends on the viewer)
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['./test/setup-web.ts'],
          // One module graph per worker instead of one per file: every web file passes this way
          // (also shuffled), and the run takes about a tenth of the CPU (docs/testing.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // on a Postgres (DATABASE_URL), the templates each file's database is copied from
          globalSetup: ['./server/testing/postgres-templates.ts'],
          include: ['server/**/*.test.ts', 'test/cluster/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DATABASE_FREE_TESTS],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side: each has a database of its own (PGlite in memory, or its own
          // schema on Postgres, with advisory locks keyed by schema), about 1.8x faster on 2 cores.
          fileParallelism: true,
          // No module state outlives a file (each opens its own app and database), so the files of
          // a worker share one module graph: about half the CPU of loading it per file.
          isolate: false,
        },
      },
      {
        // The `server` files again, on the Postgres of DATABASE_URL (npm test sets it from
        // TEST_DATABASE_URL), less the ones marked @pglite-only
        extends: true,
        test: {
          name: 'server-postgres',
          environment: 'node',
          globalSetup: ['./server/testing/postgres-templates.ts'],
          include: ['server/**/*.test.ts', 'test/cluster/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DATABASE_FREE_TESTS, ...PGLITE_ONLY_TESTS],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          isolate: false,
        },
      },
      {
        // The server-side files that open no database: run once, not again on Postgres
        extends: true,
        test: {
          name: 'server-pure',
          environment: 'node',
          include: DATABASE_FREE_TESTS,
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        // test/contract: every declared screen and resource x every demo role (menu, gate,
        // buttons and server agree). Node by default; render and outbox files opt into happy-dom.
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['test/contract/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files side by side, each isolated with its own app and PGlite: 61 s alone on 2 cores
          // against about 100 s one at a time; in npm test's second step it was the longest job.
          fileParallelism: true,
        },
      },
    ],
  },
});
