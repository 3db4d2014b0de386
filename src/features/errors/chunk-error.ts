/** Recognises failed lazy-chunk loads (spec 8: 'Loading chunk failed' / 'Loading CSS chunk failed'). */
export type ChunkFailure = 'chunk' | 'css-chunk';

export function chunkFailure(error: unknown): ChunkFailure | null {
  const message = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  if (/Loading CSS chunk|Unable to preload CSS|preload CSS/i.test(message)) return 'css-chunk';
  if (
    /Loading chunk|ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  ) {
    return 'chunk';
  }
  return null;
}

export const CHUNK_MESSAGES: Record<ChunkFailure, string> = {
  chunk: 'Loading chunk failed',
  'css-chunk': 'Loading CSS chunk failed',
};
