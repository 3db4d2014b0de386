/** Public face of the layout feature: what other features may import from it. */
export { ImageLightbox } from './image-lightbox';
export { InlineLink } from './inline-link';
export { describePath } from './route-catalogue';
export { DayInput } from './day-input';
export { FilterSelect, type Option } from './filter-select';
