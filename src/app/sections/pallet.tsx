/** Lazily loaded section 'pallet' (its own chunk, precached by the service worker). */
import { SectionPage } from '../section-page';

export function Component() {
  return <SectionPage />;
}
