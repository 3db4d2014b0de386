/** The side menu as a drawer, below md (tablets in portrait, phones). Loaded on demand by the shell. */
import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { MENU_WIDTH_PX } from '../../theme/system';
import { SideMenu } from '../../features/menu/side-menu';

export function MenuDrawer({
  open,
  onOpenChange,
  pathname,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  pathname: string;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${MENU_WIDTH_PX}px`} aria-label="Main menu">
            <Drawer.Body p="0" display="flex" flexDirection="column">
              <Box as="nav" aria-label="Main menu" h="full" display="flex" flexDirection="column" minH="0">
                <SideMenu variant="drawer" pathname={pathname} onNavigate={() => onOpenChange(false)} />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
