/** The quick side menu (spec 2.3): a right-hand drawer with sections 1-8 (and RDS for admin-type roles). */
import { Box, Button, CloseButton, Drawer, Flex, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { isAdminType } from '../../resources/roles';
import { useCurrentUser } from '../../session/auth-context';
import { resolveUri, visibleMenu } from '../../screens/menu-model';
import { menuPrefsStore, useMenuContext, useStore } from '../../session/use-menu-context';
import { ClientSection } from './client-section';
import { QUICK_SECTIONS, useQuickMenu } from './quick-menu-state';
import { QUICK_LINK_SECTIONS, itemsForSection } from './quick-sections';
import { SearchSection } from './search-section';

export function QuickMenu() {
  const { selected, open, select, close } = useQuickMenu();
  const user = useCurrentUser();
  const context = useMenuContext();
  const prefs = useStore(menuPrefsStore);
  const entries = useMemo(() => visibleMenu(user, context), [user, context]);
  const linkSections = QUICK_LINK_SECTIONS.filter((s) => s.section !== QUICK_SECTIONS.rds || isAdminType(user));
  const tabs = [
    { section: QUICK_SECTIONS.clients, label: 'Clients' },
    { section: QUICK_SECTIONS.search, label: 'Search' },
    ...linkSections.map((s) => ({ section: s.section, label: s.label })),
  ];
  // A section is drawn only in the open drawer: one chosen while the last drawer was still
  // closing (Control+Space at once after choosing a result) was drawn in the closing drawer, took
  // the typing, and went with it, so the new drawer opened empty and the search was lost.
  const shown = open ? selected : QUICK_SECTIONS.closed;
  const linkDef = linkSections.find((s) => s.section === shown);
  const current = tabs.find((t) => t.section === shown);

  return (
    <Drawer.Root
      open={open && selected !== 0}
      onOpenChange={(e) => !e.open && close()}
      placement="end"
      size="sm"
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-quick-menu-focus]')}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Quick menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Flex as="nav" aria-label="Quick menu sections" wrap="wrap" gap="1" mb="4">
                {tabs.map((tab) => (
                  <Button
                    key={tab.section}
                    size="xs"
                    variant={tab.section === selected ? 'solid' : 'outline'}
                    aria-pressed={tab.section === selected}
                    onClick={() => select(tab.section)}
                  >
                    {tab.section}. {tab.label}
                  </Button>
                ))}
              </Flex>
              {current ? (
                <Heading as="h2" size="sm" mb="3">
                  {current.label}
                </Heading>
              ) : null}
              {shown === QUICK_SECTIONS.clients ? <ClientSection onDone={close} /> : null}
              {shown === QUICK_SECTIONS.search ? <SearchSection onDone={close} /> : null}
              {linkDef ? (
                <LinkList
                  items={itemsForSection(entries, linkDef).map((item) => ({
                    key: item.id,
                    label: item.label[prefs.labels],
                    href: resolveUri(item, user, context),
                  }))}
                  onDone={close}
                />
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close quick menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function LinkList({ items, onDone }: { items: { key: string; label: string; href: string }[]; onDone(): void }) {
  if (items.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        Nothing here for your account.
      </Text>
    );
  return (
    <Stack as="ul" gap="0">
      {items.map((item) => (
        <Box as="li" key={item.key} listStyleType="none">
          <Box asChild display="block" px="3" py="2" borderRadius="l2" fontSize="sm" _hover={{ bg: 'bg.muted' }}>
            <NavLink to={item.href} onClick={onDone}>
              {item.label}
            </NavLink>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
