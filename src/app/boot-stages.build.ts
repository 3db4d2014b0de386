/**
 * Build-time helper of the `bootStagesPreload` plugin (vite.config.ts): the chunks the boot's
 * stages reach (src/main.tsx imports each stage dynamically, so that it evaluates in a task of
 * its own). index.html preloads them all, so no stage waits for the network.
 */

/** What the plugin needs of a bundled chunk. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** Every chunk the entry's own dynamic imports reach through static imports, in visit order. */
export function bootStageChunks(chunks: readonly ChunkInfo[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const wanted = new Set<string>();
  const visit = (file: string) => {
    if (wanted.has(file) || file === entry.fileName) return;
    wanted.add(file);
    for (const dep of byName.get(file)?.imports ?? []) visit(dep);
  };
  for (const stage of entry.dynamicImports) visit(stage);
  return [...wanted];
}

/** index.html with a modulepreload for each of `files` it does not reference yet, after the entry script. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files.filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`);
  if (links.length === 0) return html;
  return html.replace(/(<script type="module"[^>]*><\/script>)/, `$1\n    ${links.join('\n    ')}`);
}
