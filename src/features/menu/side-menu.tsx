/**
 * The side menu (spec 2.2): branding, the user's avatar, 'Search Menu', collapsible headings
 * with persisted expansion and scroll, the Deliveries submenu of routing groups, notification
 * counters, Queue Info, the label and beta switches, and Logout. 'rail' is the desktop column
 * (which can collapse to icons); 'drawer' is the same menu in the tablet drawer.
 */
import { Box, CloseButton, Flex, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { isAdmin } from '../../resources/roles';
import { matchScreen, mayOpen, screenById } from '../../screens';
import { useActivity } from '../../session/activity-store';
import { useCurrentUser } from '../../session/auth-context';
import { Branding } from './branding';
import { CollapsedRail } from './collapsed-rail';
import { LetterAvatar } from './letter-avatar';
import { MenuHeadingSection } from './menu-heading-section';
import { MenuItemRow, type SubLink } from './menu-item-row';
import { MENU, resolveUri, searchMenu, visibleMenu } from '../../screens/menu-model';
import { SCROLL_SAVE_DEBOUNCE_MS, debounce, setIndexOpen } from '../../session/menu-state';
import type { MenuItem } from '../../screens/menu-types';
import { menuPrefsStore, menuStateStore, useAccessState, useStore } from '../../session/use-menu-context';
import { useHoverSubmenu } from './use-hover-submenu';
import { useRoutingGroups } from '../../session/use-reference-lists';
import { MenuIcon } from '../../ui/menu-icon';

// The queue and live-stream block under the menu: it follows the first paint, not the boot (the entry budget).
const MenuFooter = lazy(() => import('./menu-footer').then((m) => ({ default: m.MenuFooter })));

const MENU_INDEX = new Map(MENU.map((entry, index) => [entry.id, index]));

/**
 * `pathname` comes from the shell (usePathname), which renders the menu again only when the path
 * changes, not a list's query. It is a prop rather than the hook here: the menu importing
 * src/lib/pathname.tsx itself moved modules between the boot's chunks (entry 198.7 -> 200.9 KB gzip).
 */
export function SideMenu({
  variant,
  pathname,
  onNavigate,
}: {
  variant: 'rail' | 'drawer';
  pathname: string;
  onNavigate?(): void;
}) {
  const user = useCurrentUser();
  const { context, ready } = useAccessState();
  const prefs = useStore(menuPrefsStore);
  const state = useStore(menuStateStore);
  const activity = useActivity();
  const [query, setQuery] = useState('');
  // The items come in a render of their own, after the first commit of the shell and the page:
  // they are more than half of that commit on a tablet (627 of about 1,080 React fibers at
  // 1,280 px), and the page's rows, not the menu, are what a start waits for (docs/bench.md).
  const itemsShown = useDeferredValue(true, false);
  // Busy until the items are drawn and the clients the access rules read are known: the sections
  // a user sees can still change until then, and assistive tech and tests should wait for them.
  const busy = !itemsShown || !ready;
  const hover = useHoverSubmenu();
  const collapsed = variant === 'rail' && prefs.collapsed;
  const labels = prefs.labels;
  const groupScreen = screenById('d.rg-deliveries');
  const canRuns = groupScreen ? mayOpen(groupScreen, user, context) : false;
  const routingGroups = useRoutingGroups(canRuns);

  const entries = useMemo(() => visibleMenu(user, context), [user, context]);
  const shown = useMemo(() => searchMenu(entries, query, labels), [entries, query, labels]);
  const hrefOf = (item: MenuItem) => resolveUri(item, user, context);
  const activeScreen = useMemo(() => matchScreen(pathname)?.screen.id, [pathname]);
  const isActive = (item: MenuItem) => item.screenId === activeScreen;

  const subLinks: SubLink[] = useMemo(
    () =>
      (routingGroups.data ?? []).map((rg) => ({
        key: String(rg.id),
        label: rg.name,
        href: isAdmin(user) ? `/cd/${context.clientId}/d/rg/${rg.id}` : `/d/rg/${rg.id}`,
      })),
    [routingGroups.data, user, context.clientId],
  );

  const scroller = useRef<HTMLDivElement>(null);
  const saveScroll = useMemo(
    () => debounce((scroll: number) => menuStateStore.set({ scroll }), SCROLL_SAVE_DEBOUNCE_MS),
    [],
  );
  useEffect(() => {
    // Setting scrollTop lays the page out at once, mid-commit: only when there is a place to go back to.
    const saved = menuStateStore.get().scroll;
    if (itemsShown && scroller.current && saved > 0) scroller.current.scrollTop = saved;
    return () => saveScroll.flush();
  }, [saveScroll, collapsed, itemsShown]);

  const renderItem = (item: MenuItem) => (
    <MenuItemRow
      key={item.id}
      item={item}
      href={hrefOf(item)}
      labels={labels}
      active={isActive(item)}
      counter={item.counter ? activity[item.counter] : undefined}
      onNavigate={onNavigate}
      submenu={
        item.submenu === 'routing-groups' && canRuns
          ? {
              links: subLinks,
              open: hover.openId === item.id,
              onEnter: () => hover.enter(item.id),
              onLeave: hover.leave,
              onToggle: () => hover.toggle(item.id),
            }
          : undefined
      }
    />
  );

  return (
    <div className="dc-menu">
      <div className="dc-menu-top">
        <Branding client={context.client} compact={collapsed} />
        {variant === 'rail' && !collapsed ? (
          <IconButton
            aria-label="Collapse menu"
            size="sm"
            variant="ghost"
            m="2"
            onClick={() => menuPrefsStore.set({ collapsed: true })}
          >
            <MenuIcon name="MdChevronLeft" size="1em" />
          </IconButton>
        ) : null}
      </div>
      {collapsed ? (
        <Flex justify="center">
          <IconButton
            aria-label="Expand menu"
            size="sm"
            variant="ghost"
            onClick={() => menuPrefsStore.set({ collapsed: false })}
          >
            <MenuIcon name="MdChevronRight" size="1em" />
          </IconButton>
        </Flex>
      ) : (
        <>
          <div className="dc-menu-user">
            <LetterAvatar name={user.name} />
            <div style={{ minWidth: 0 }}>
              <p className="dc-menu-user-name dc-ellipsis">{user.name || user.email}</p>
              <p className="dc-menu-user-role dc-ellipsis">{user.role}</p>
            </div>
          </div>
          <Box px="3" py="2">
            <InputGroup
              startElement={<MenuIcon name="MdSearch" size="1em" />}
              endElement={
                query ? (
                  <CloseButton size="xs" aria-label="Clear menu search" onClick={() => setQuery('')} />
                ) : undefined
              }
            >
              <Input
                size="sm"
                placeholder="Search Menu"
                aria-label="Search Menu"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => e.key === 'Escape' && setQuery('')}
              />
            </InputGroup>
          </Box>
        </>
      )}
      <div
        ref={scroller}
        className="dc-menu-scroll"
        data-collapsed={collapsed || undefined}
        aria-busy={busy || undefined}
        onScroll={(e) => saveScroll(e.currentTarget.scrollTop)}
      >
        {!itemsShown ? null : collapsed ? (
          <CollapsedRail entries={entries} labels={labels} hrefOf={hrefOf} isActive={isActive} />
        ) : (
          <ul className="dc-menu-list" aria-label="Menu">
            {shown.length === 0 ? <li className="dc-menu-empty">No menu items match.</li> : null}
            {shown.map((entry) => {
              if (entry.kind === 'item') return renderItem(entry);
              const index = MENU_INDEX.get(entry.id) ?? -1;
              // Until the user picks sections themselves (isDirty), the section of the current page opens too.
              const open =
                query.trim() !== '' || state.indexes.includes(index) || (!state.isDirty && entry.items.some(isActive));
              return (
                <MenuHeadingSection
                  key={entry.id}
                  heading={entry}
                  open={open}
                  onToggle={() => menuStateStore.set(setIndexOpen(menuStateStore.get(), index, !open))}
                >
                  {entry.items.map(renderItem)}
                </MenuHeadingSection>
              );
            })}
          </ul>
        )}
      </div>
      {collapsed ? null : (
        <Suspense fallback={null}>
          <MenuFooter user={user} onNavigate={onNavigate} />
        </Suspense>
      )}
    </div>
  );
}
