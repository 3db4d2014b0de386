/**
 * Small shared widgets every feature page may use: in-app links, the day input, the filter select and
 * the photo viewer (loaded on first open). Larger kits have folders of their own beside this file.
 */
import type { ComponentProps } from 'react';
import { onDemand } from '../lib/on-demand';
import type { ImageLightbox as Lightbox } from './image-lightbox';
export { InlineLink } from './inline-link';
export { DayInput } from './day-input';
export { FilterSelect, type Option } from './filter-select';
export { useSearchState, type SearchPatch } from './search-patch';

/** the photo viewer (a Chakra dialog) loads when first opened, not with every page that links photos */
export const ImageLightbox = onDemand<ComponentProps<typeof Lightbox>>(
  async () => (await import('./image-lightbox')).ImageLightbox,
  null,
);
