import { Box, Collapsible, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MdExpandMore } from 'react-icons/md';
import { MenuIcon } from './menu-icon';
import type { MenuHeading } from './menu-types';

interface Props {
  heading: MenuHeading;
  open: boolean;
  onToggle(): void;
  children: ReactNode;
}

/** A collapsible heading of the side menu. */
export function MenuHeadingSection({ heading, open, onToggle, children }: Props) {
  return (
    <Box as="li" listStyleType="none" mt="1">
      <Collapsible.Root open={open} onOpenChange={onToggle} lazyMount unmountOnExit>
        <Collapsible.Trigger asChild>
          <Flex
            as="button"
            w="full"
            align="center"
            gap="3"
            px="3"
            py="2"
            borderRadius="l2"
            fontSize="xs"
            fontWeight="bold"
            textTransform="uppercase"
            letterSpacing="wide"
            color="fg.muted"
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '-2px' }}
          >
            <MenuIcon name={heading.icon} size={16} />
            <Text as="span" flex="1" textAlign="start">{heading.label}</Text>
            <Box as="span" display="inline-flex" transform={open ? 'rotate(180deg)' : undefined} transition="transform 200ms">
              <MdExpandMore aria-hidden="true" />
            </Box>
          </Flex>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box as="ul" pl="2">{children}</Box>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
