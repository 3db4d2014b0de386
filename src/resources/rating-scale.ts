/**
 * The spec's rating colour scale (section 9): 1 to 5, red to green, with colour bands at -5.1,
 * -0.1, 5.1 and 8.1 on the net score (-10 to 10). Shared by the server's Customer Feedback report,
 * which writes the band in words on every row, and the app's chart, which colours each bar by it.
 * A cut belongs to the band above it.
 */
export const BAND_CUTS = [-5.1, -0.1, 5.1, 8.1] as const;
/** each band in words a reader acts on; its colour is drawn beside it (red to green), not written */
export const BAND_NAMES = ['1 · Very poor', '2 · Poor', '3 · Fair', '4 · Good', '5 · Excellent'] as const;

/** the band's words ('4 · Good') of a net score, '' without one */
export function band(score: number | null): string {
  if (score === null) return '';
  return BAND_NAMES[BAND_CUTS.filter((cut) => score >= cut).length] ?? '';
}

/** 1 to 5 from a band's words, null for anything else */
export function bandNumber(words: unknown): number | null {
  const i = (BAND_NAMES as readonly unknown[]).indexOf(words);
  return i < 0 ? null : i + 1;
}

/** the legend's words for each band: the score range it covers */
export const BAND_RANGES = [
  'below -5.1',
  '-5.1 to below -0.1',
  '-0.1 to below 5.1',
  '5.1 to below 8.1',
  '8.1 and above',
] as const;
