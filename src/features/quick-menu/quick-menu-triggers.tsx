import { Button, IconButton, Image, Text } from '@chakra-ui/react';
import { imageStoreBase } from '../../lib/hosts';
import { MenuIcon } from '../../ui/menu-icon';
import { resolveLogoUri } from '../../ui/logo';
import { QUICK_SECTIONS, useQuickMenu } from './quick-menu-state';
import { useSelectedClient } from '../../session/selected-client';

/** Header buttons opening the quick menu: client selector (1), search (2) and the link sections (3). */
export function QuickMenuTriggers() {
  const { select } = useQuickMenu();
  const { client } = useSelectedClient();
  const logo = resolveLogoUri(client?.logoURI, imageStoreBase(), window.location.origin);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => select(QUICK_SECTIONS.clients)}
        aria-label={client ? `Client: ${client.name}. Change client` : 'Select client'}
        maxW={{ base: '160px', md: '240px' }}
      >
        {logo ? (
          <Image src={logo} alt="" w="18px" h="18px" objectFit="contain" />
        ) : (
          <MenuIcon name="MdBusiness" size="1em" />
        )}
        <Text as="span" truncate>
          {client ? client.name : 'Select client'}
        </Text>
      </Button>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label="Search navigation (Ctrl+Space)"
        title="Search navigation (Ctrl+Space)"
        onClick={() => select(QUICK_SECTIONS.search)}
      >
        <MenuIcon name="MdSearch" size="1em" />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label="Open quick menu"
        title="Quick menu"
        onClick={() => select(QUICK_SECTIONS.reports)}
      >
        <MenuIcon name="MdApps" size="1em" />
      </IconButton>
    </>
  );
}
