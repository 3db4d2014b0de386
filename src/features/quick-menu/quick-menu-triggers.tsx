import { imageStoreBase } from '../../lib/hosts';
import { MenuIcon } from '../../ui/menu-icon';
import { resolveLogoUri } from '../../ui/logo';
import { QUICK_SECTIONS, useQuickMenu } from './quick-menu-state';
import { useSelectedClient } from '../../session/selected-client';

/**
 * Header buttons opening the quick menu: client selector (1), search (2) and the link sections
 * (3). Chakra's sm outline button and ghost icon buttons as the theme's static classes
 * (theme/static-classes.ts): the header is drawn at every start.
 */
export function QuickMenuTriggers() {
  const { select } = useQuickMenu();
  const { client } = useSelectedClient();
  const logo = resolveLogoUri(client?.logoURI, imageStoreBase(), window.location.origin);
  return (
    <>
      <button
        type="button"
        className="dc-button dc-client-button"
        data-variant="outline"
        onClick={() => select(QUICK_SECTIONS.clients)}
        aria-label={client ? `Client: ${client.name}. Change client` : 'Select client'}
      >
        {logo ? <img className="dc-client-logo" src={logo} alt="" /> : <MenuIcon name="MdBusiness" size="1em" />}
        <span className="dc-ellipsis">{client ? client.name : 'Select client'}</span>
      </button>
      <button
        type="button"
        className="dc-button"
        data-variant="ghost"
        data-icon-only=""
        aria-label="Search navigation (Ctrl+Space)"
        title="Search navigation (Ctrl+Space)"
        onClick={() => select(QUICK_SECTIONS.search)}
      >
        <MenuIcon name="MdSearch" size="1em" />
      </button>
      <button
        type="button"
        className="dc-button"
        data-variant="ghost"
        data-icon-only=""
        aria-label="Open quick menu"
        title="Quick menu"
        onClick={() => select(QUICK_SECTIONS.reports)}
      >
        <MenuIcon name="MdApps" size="1em" />
      </button>
    </>
  );
}
