/** The menu collapsed to icons: top items as icon links, headings as icons opening a flyout on hover or click. */
import { Box, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { MenuIcon } from '../../ui/menu-icon';
import type { LabelSet, MenuEntry, MenuItem } from '../../screens/menu-types';
import { useHoverSubmenu } from './use-hover-submenu';

interface Props {
  entries: readonly MenuEntry[];
  labels: LabelSet;
  hrefOf(item: MenuItem): string;
  isActive(item: MenuItem): boolean;
}

export function CollapsedRail({ entries, labels, hrefOf, isActive }: Props) {
  const hover = useHoverSubmenu();
  const [anchor, setAnchor] = useState<{ top: number; left: number } | null>(null);
  const refs = useRef(new Map<string, HTMLElement>());

  const openFor = (id: string, toggle = false) => {
    const el = refs.current.get(id);
    if (el) {
      const rect = el.getBoundingClientRect();
      setAnchor({ top: rect.top, left: rect.right + 4 });
    }
    if (toggle) hover.toggle(id);
    else hover.enter(id);
  };

  const open = entries.find((e) => e.kind === 'heading' && e.id === hover.openId);

  return (
    <Stack as="ul" gap="1" align="center" py="2" onKeyDown={(e) => e.key === 'Escape' && hover.close()}>
      {entries.map((entry) => {
        const icon = entry.kind === 'heading' ? entry.icon : entry.icon[labels];
        const label = entry.kind === 'heading' ? entry.label : entry.label[labels];
        return (
          <Box
            as="li"
            key={entry.id}
            listStyleType="none"
            ref={(el: HTMLElement | null) => void (el ? refs.current.set(entry.id, el) : refs.current.delete(entry.id))}
            onMouseEnter={() => entry.kind === 'heading' && openFor(entry.id)}
            onMouseLeave={hover.leave}
          >
            {entry.kind === 'heading' ? (
              <IconButton
                variant="ghost"
                aria-label={label}
                title={label}
                aria-expanded={hover.openId === entry.id}
                onClick={() => openFor(entry.id, true)}
              >
                <MenuIcon name={icon} />
              </IconButton>
            ) : (
              <IconButton asChild variant={isActive(entry) ? 'subtle' : 'ghost'} aria-label={label} title={label}>
                <NavLink to={hrefOf(entry)}>
                  <MenuIcon name={icon} />
                </NavLink>
              </IconButton>
            )}
          </Box>
        );
      })}
      {open && open.kind === 'heading' && anchor ? (
        <Portal>
          <Box
            position="fixed"
            top={`${anchor.top}px`}
            left={`${anchor.left}px`}
            zIndex="popover"
            bg="bg"
            borderWidth="1px"
            borderRadius="l2"
            boxShadow="lg"
            py="2"
            minW="220px"
            maxH="70vh"
            overflowY="auto"
            onMouseEnter={() => hover.enter(open.id)}
            onMouseLeave={hover.leave}
          >
            <Text px="3" pb="1" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
              {open.label}
            </Text>
            <Box as="ul" aria-label={open.label}>
              {open.items.map((item) => (
                <Box as="li" key={item.id} listStyleType="none">
                  <Box
                    asChild
                    display="block"
                    px="3"
                    py="1.5"
                    fontSize="sm"
                    _hover={{ bg: 'bg.muted' }}
                    fontWeight={isActive(item) ? 'semibold' : undefined}
                  >
                    <NavLink to={hrefOf(item)} onClick={hover.close}>
                      {item.label[labels]}
                    </NavLink>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </Portal>
      ) : null}
    </Stack>
  );
}
