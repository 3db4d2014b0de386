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
  /** the module the chunk is named after, when it has one */
  facadeModuleId?: string | null;
  /** the modules bundled into the chunk */
  moduleIds?: readonly string[];
}

/**
 * Modules the entry imports on demand, not as a stage: the database (src/offline/open-db.ts), which
 * a first visit does not wait for and a device with stored data asks for itself.
 */
export const LOADED_ON_DEMAND = ['/src/offline/db.ts'];

/** Every chunk the entry's own dynamic imports reach through static imports, in visit order, but those loaded on demand. */
export function bootStageChunks(
  chunks: readonly ChunkInfo[],
  onDemand: readonly string[] = LOADED_ON_DEMAND,
): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const wanted = new Set<string>();
  const visit = (file: string) => {
    if (wanted.has(file) || file === entry.fileName) return;
    wanted.add(file);
    for (const dep of byName.get(file)?.imports ?? []) visit(dep);
  };
  // the module loaded on demand is the chunk's facade, or (when static importers share it) one of its modules
  const holds = (file: string, id: string) => {
    const chunk = byName.get(file);
    return chunk?.facadeModuleId?.endsWith(id) === true || (chunk?.moduleIds ?? []).some((m) => m.endsWith(id));
  };
  const isOnDemand = (file: string) => onDemand.some((id) => holds(file, id));
  for (const stage of entry.dynamicImports) if (!isOnDemand(stage)) visit(stage);
  return [...wanted];
}

/** index.html with a modulepreload for each of `files` it does not reference yet, after the entry script. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`);
  if (links.length === 0) return html;
  return html.replace(/(<script type="module"[^>]*><\/script>)/, `$1\n    ${links.join('\n    ')}`);
}
