/**
 * Builds the floor page (floor-page.tsx) into the system's temp folder:
 * `npx vite build --config bench/floor-page/vite.config.ts`. docs/bench.md ('What the time is
 * made of') says how it is traced.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  publicDir: join(import.meta.dirname, '../../public'),
  plugins: [react()],
  build: { outDir: join(tmpdir(), 'depot-floor-page'), emptyOutDir: true },
});
