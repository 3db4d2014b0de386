/**
 * Map colours as hex (maplibre paints need real colours): one per status, matching the app's
 * status palette (resource-pages/status-palette.ts names a Chakra palette; these are its 600
 * shades), and a run palette that keeps neighbouring runs apart.
 */
import { statusColour } from '../resource-pages';

const PALETTE_HEX: Readonly<Record<string, string>> = {
  gray: '#4b5563',
  purple: '#7c3aed',
  cyan: '#0891b2',
  teal: '#0d9488',
  blue: '#2563eb',
  green: '#16a34a',
  orange: '#ea580c',
  yellow: '#ca8a04',
  red: '#dc2626',
  pink: '#db2777',
};

export function statusHex(status: string): string {
  return PALETTE_HEX[statusColour(status)] ?? '#4b5563';
}

const RUN_HEX = [
  '#1d4ed8',
  '#c2410c',
  '#15803d',
  '#7e22ce',
  '#be123c',
  '#0e7490',
  '#a16207',
  '#4338ca',
  '#047857',
  '#b91c1c',
  '#6d28d9',
  '#0369a1',
];

/** A run's colour by its position in the list shown (stable for a given list). */
export function runHex(index: number): string {
  return RUN_HEX[((index % RUN_HEX.length) + RUN_HEX.length) % RUN_HEX.length] as string;
}
