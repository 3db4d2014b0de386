import { Badge, Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MdExpandMore, MdInfoOutline } from 'react-icons/md';
import { NavLink } from 'react-router-dom';
import { MenuIcon } from './menu-icon';
import type { LabelSet, MenuItem } from './menu-types';

export interface SubLink {
  key: string;
  label: string;
  href: string;
}

interface Props {
  item: MenuItem;
  href: string;
  labels: LabelSet;
  active: boolean;
  counter?: number;
  submenu?: { links: SubLink[]; open: boolean; onEnter(): void; onLeave(): void; onToggle(): void };
  onNavigate?(): void;
}

/**
 * The "was titled ..." note of a renamed item: a toggle that shows the note under the row (a
 * native title on hover too). Inline rather than a floating tooltip: it needs no positioning
 * library on the start-up path, is never clipped by the scrolling menu, and works by touch and
 * keyboard alike.
 */
function InfoToggle({ text, open, onToggle }: { text: string; open: boolean; onToggle(): void }) {
  return (
    <Box asChild display="inline-flex" p="1" color="fg.muted" cursor="help" borderRadius="full" bg="transparent"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}>
      <button type="button" aria-label={text} title={text} aria-expanded={open} onClick={onToggle}>
        <MdInfoOutline aria-hidden="true" />
      </button>
    </Box>
  );
}

const linkStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flex: '1',
  minW: '0',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontSize: 'sm',
  transition: 'background 150ms',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '-2px' },
} as const;

export function MenuItemRow({ item, href, labels, active, counter, submenu, onNavigate }: Props) {
  const label = item.label[labels];
  const tooltip = labels === 'new' ? item.tooltip : undefined;
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <Box as="li" listStyleType="none" onMouseEnter={submenu?.onEnter} onMouseLeave={submenu?.onLeave}>
      <Flex align="center" gap="1" pr="1">
        <Box asChild {...linkStyles} bg={active ? 'blue.subtle' : undefined} color={active ? 'blue.fg' : undefined} fontWeight={active ? 'semibold' : undefined}>
          <NavLink to={href} aria-current={active ? 'page' : undefined} onClick={onNavigate} data-menu-id={item.id}>
            <MenuIcon name={item.icon[labels]} />
            <Text as="span" truncate>{label}</Text>
            {item.beta[labels] ? <Badge size="xs" colorPalette="purple">Beta</Badge> : null}
            {counter ? (
              <Badge size="xs" colorPalette="red" aria-label={`${counter} new`} ml="auto">
                {counter}
              </Badge>
            ) : null}
          </NavLink>
        </Box>
        {tooltip ? <InfoToggle text={tooltip} open={infoOpen} onToggle={() => setInfoOpen((o) => !o)} /> : null}
        {submenu && submenu.links.length > 0 ? (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`${submenu.open ? 'Hide' : 'Show'} routing groups`}
            aria-expanded={submenu.open}
            onClick={submenu.onToggle}
          >
            <Box as="span" transform={submenu.open ? 'rotate(180deg)' : undefined} transition="transform 200ms" display="inline-flex">
              <MdExpandMore />
            </Box>
          </IconButton>
        ) : null}
      </Flex>
      {tooltip && infoOpen ? (
        <Text fontSize="xs" color="fg.muted" pl="10" pr="3" pb="1" role="note">
          {tooltip}
        </Text>
      ) : null}
      {submenu?.open && submenu.links.length > 0 ? (
        <Box as="ul" pl="9" py="1" aria-label="Routing groups">
          {submenu.links.map((sub) => (
            <Box as="li" key={sub.key} listStyleType="none">
              <Box asChild {...linkStyles} py="1.5">
                <NavLink to={sub.href} onClick={onNavigate}>
                  {sub.label}
                </NavLink>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
