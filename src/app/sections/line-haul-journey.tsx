/** Lazily loaded section 'line-haul-journey' (its own chunk, precached by the service worker). */
import { SectionPage } from '../section-page';

export function Component() {
  return <SectionPage />;
}
