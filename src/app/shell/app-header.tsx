import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { InstallButton, OfflineStatusBadge } from '../../offline/shell';
import { MenuIcon } from '../../ui/menu-icon';
import { QuickMenuTriggers } from '../../features/quick-menu/quick-menu-triggers';

/** The top bar: menu button (tablet), the page's product name, offline status and quick-menu triggers. */
export function AppHeader({ showMenuButton, onOpenMenu }: { showMenuButton: boolean; onOpenMenu(): void }) {
  return (
    <Flex
      as="header"
      align="center"
      gap="2"
      px={{ base: '2', md: '4' }}
      h="56px"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      {showMenuButton ? (
        <IconButton
          aria-label="Open menu"
          variant="ghost"
          display={{ base: 'inline-flex', md: 'none' }}
          onClick={onOpenMenu}
        >
          <MenuIcon name="MdMenu" size="1em" />
        </IconButton>
      ) : null}
      <Text fontWeight="bold" display={{ base: 'none', sm: 'block', md: showMenuButton ? 'none' : 'block' }}>
        Depot Console
      </Text>
      <Box flex="1" />
      <InstallButton />
      <OfflineStatusBadge />
      <QuickMenuTriggers />
    </Flex>
  );
}
