/**
 * The three ways a page can be shown (spec 1): in a modal, in the 'dual' layout (list and detail
 * side by side, stacked below md) or in the side-nav layout (a 320 px secondary nav and content).
 */
import { Box, CloseButton, Dialog, Flex, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MODAL_WIDTHS, SIDE_NAV_WIDTH_PX } from '../theme/system';

export type ModalWidth = keyof typeof MODAL_WIDTHS;

interface PageModalProps {
  title: string;
  open: boolean;
  onClose(): void;
  width?: ModalWidth;
  children: ReactNode;
  footer?: ReactNode;
}

export function PageModal({ title, open, onClose, width = 'default', children, footer }: PageModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={MODAL_WIDTHS[width]} w="calc(100vw - 32px)">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function DualLayout({
  primary,
  secondary,
  primaryLabel,
  secondaryLabel,
}: {
  primary: ReactNode;
  secondary: ReactNode;
  primaryLabel: string;
  secondaryLabel: string;
}) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="4" align="stretch" minH="0">
      <Box as="section" aria-label={primaryLabel} flex="1" minW="0">
        {primary}
      </Box>
      <Box
        as="section"
        aria-label={secondaryLabel}
        flex="1"
        minW="0"
        borderLeftWidth={{ base: '0', md: '1px' }}
        pl={{ base: '0', md: '4' }}
      >
        {secondary}
      </Box>
    </Flex>
  );
}

export function SideNavLayout({ nav, navLabel, children }: { nav: ReactNode; navLabel: string; children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="4" minH="0">
      <Box
        as="nav"
        aria-label={navLabel}
        w={{ base: 'full', md: `${SIDE_NAV_WIDTH_PX}px` }}
        flexShrink={0}
        borderRightWidth={{ base: '0', md: '1px' }}
        pr={{ base: '0', md: '4' }}
      >
        {nav}
      </Box>
      <Box flex="1" minW="0">
        {children}
      </Box>
    </Flex>
  );
}
