/** Lazily loaded section 'dev': developer tools, including the crash test (Developer feature only). */
import { CrashTestPage } from '../../features/errors/crash-test-page';
import { SectionPage } from '../section-page';

const PAGES = { '/dev/crash-test': CrashTestPage };

export function Component() {
  return <SectionPage pages={PAGES} />;
}
