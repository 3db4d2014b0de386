/** Lazily loaded section 'report'; also the contractor's home at '/'. */
import { useLocation } from 'react-router-dom';
import { ContractorHome } from '../contractor-home';
import { SectionPage } from '../section-page';

export function Component() {
  const { pathname } = useLocation();
  return pathname === '/' ? <ContractorHome /> : <SectionPage />;
}
