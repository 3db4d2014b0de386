/**
 * Chart colours. A status is drawn in the colour its badge has everywhere else (the status
 * palette names a Chakra palette; this maps the palette to the shade a chart fills with), so a
 * 'failed' bar is the red of a 'failed' badge. Series that are not statuses take the next
 * colour of SERIES_COLOURS, chosen to stay apart for the common colour-vision deficiencies.
 */
import { statusColour } from '../resource-pages';

const PALETTE_FILL: Readonly<Record<string, string>> = {
  gray: '#a0aec0',
  purple: '#805ad5',
  cyan: '#0bc5ea',
  teal: '#319795',
  blue: '#3182ce',
  green: '#38a169',
  orange: '#dd6b20',
  yellow: '#d69e2e',
  red: '#e53e3e',
  pink: '#d53f8c',
};

export function statusFill(status: string): string {
  return PALETTE_FILL[statusColour(status)] ?? '#a0aec0';
}

export const SERIES_COLOURS = [
  '#3182ce',
  '#dd6b20',
  '#38a169',
  '#805ad5',
  '#d53f8c',
  '#319795',
  '#d69e2e',
  '#4a5568',
] as const;

export function seriesColour(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length] ?? '#3182ce';
}

/**
 * The spec's rating scale, 1 (red) to 5 (green), in the status palette's fills: red, orange and
 * yellow as the trouble statuses, green as done; band 4 is the green palette's lighter shade.
 */
const RATING_BAND_FILLS = [
  PALETTE_FILL.red,
  PALETTE_FILL.orange,
  PALETTE_FILL.yellow,
  '#68d391',
  PALETTE_FILL.green,
] as const;

export function ratingBandFill(band: number): string {
  return RATING_BAND_FILLS[Math.min(5, Math.max(1, Math.round(band))) - 1] ?? '#a0aec0';
}
