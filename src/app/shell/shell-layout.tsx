/**
 * The signed-in frame: side menu (a 280 px column from md up, a drawer below), header, main
 * content, quick menu. Also: 401 answers send the user to /auth/logout, dashboard activity,
 * and the document title. The side nav is hidden for /special, /twilio-flex and hideNav=true.
 */
import { Box, Flex, useBreakpointValue } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../../lib/api';
import { loadWhenIdle } from '../../lib/on-demand';
import { usePathname } from '../../lib/pathname';
import { UpdateAndInstallPrompts } from '../../offline/shell';
import { MENU_WIDTH_PX } from '../../theme/system';
import { DashboardActivity } from '../../session/use-dashboard-activity';
import { AUTH_CALL_PATHS } from '../../session/auth-api';
import { useAuth } from '../../session/auth-context';
import { SideMenu } from '../../features/menu/side-menu';
import { menuPrefsStore, useStore } from '../../session/use-menu-context';
import { QuickMenu } from '../../features/quick-menu/lazy-quick-menu';
import { QuickMenuProvider } from '../../features/quick-menu/quick-menu-state';
import { AppHeader } from './app-header';

const loadMenuDrawer = loadWhenIdle(() => import('./menu-drawer'));
const loadKeepToday = loadWhenIdle(() => import('../../offline/keep-today-offline'));
const KeepTodayOffline = lazy(async () => ({ default: (await loadKeepToday()).KeepTodayOffline }));
// what others change, into this console's cache (docs/live.md): a chunk, off the start path
const loadLive = loadWhenIdle(() => import('../../live/live-updates'));
const LiveUpdates = lazy(async () => ({ default: (await loadLive()).LiveUpdates }));
const MenuDrawer = lazy(async () => ({ default: (await loadMenuDrawer()).MenuDrawer }));
// the one notice system (src/ui/notices.tsx) and the announcement of sent offline edits: a chunk, off the start path
const loadNotices = loadWhenIdle(() => import('./shell-notices'));
const ShellNotices = lazy(async () => ({ default: (await loadNotices()).ShellNotices }));
import { DocumentTitle } from './use-document-title';

export function isNavHiddenPath(pathname: string): boolean {
  return /^\/(?:special|twilio-flex)(?:\/|$)/.test(pathname);
}

/**
 * A leaf, not a hook of the shell: `useNavigate` re-renders its caller on every navigation, and
 * the shell (with its side menu) must not render again when only a list's query changes.
 */
function UnauthorizedRedirect(): null {
  const navigate = useNavigate();
  const pathname = usePathname();
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  });
  useEffect(
    () =>
      onUnauthorized((request) => {
        const path = new URL(request.url).pathname;
        if (AUTH_CALL_PATHS.some((p) => path.endsWith(p))) return;
        if (!where.current.startsWith('/auth/logout')) navigate('/auth/logout');
      }),
    [navigate],
  );
  return null;
}

export function ShellLayout() {
  const { state } = useAuth();
  const pathname = usePathname();
  const prefs = useStore(menuPrefsStore);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // mounted from the first open on, so the drawer can animate closed and keep its state
  const [drawerUsed, setDrawerUsed] = useState(false);
  const showNav = !state.flags.hideNav && !isNavHiddenPath(pathname);
  // The rail is not rendered at all below md (hidden by CSS it still cost a full menu render on
  // every phone start); evaluated at once, so a wide screen never renders without it first.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) === true;

  return (
    <QuickMenuProvider>
      <DocumentTitle />
      <UnauthorizedRedirect />
      <DashboardActivity enabled={state.isAuthenticated} />
      {state.isAuthenticated && __OFFLINE_ENABLED__ ? (
        <Suspense fallback={null}>
          <KeepTodayOffline user={state.user} />
        </Suspense>
      ) : null}
      {state.isAuthenticated && state.user ? (
        <Suspense fallback={null}>
          <LiveUpdates userId={state.user.id} />
        </Suspense>
      ) : null}
      <Flex minH="100dvh" bg="bg.subtle">
        <Box
          asChild
          position="absolute"
          left="-9999px"
          _focus={{ left: '2', top: '2', zIndex: 'skipLink', bg: 'bg', p: '2' }}
        >
          <a
            href="#main"
            onClick={(e) => {
              e.preventDefault();
              document.getElementById('main')?.focus();
            }}
          >
            Skip to content
          </a>
        </Box>
        {showNav && wide ? (
          <Box
            as="nav"
            aria-label="Main menu"
            w={prefs.collapsed ? '64px' : `${MENU_WIDTH_PX}px`}
            flexShrink={0}
            position="sticky"
            top="0"
            h="100dvh"
            borderRightWidth="1px"
            transition="width 250ms"
          >
            <SideMenu variant="rail" pathname={pathname} />
          </Box>
        ) : null}
        <Flex direction="column" flex="1" minW="0">
          <AppHeader
            showMenuButton={showNav}
            onOpenMenu={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
          <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" outline="none">
            <UpdateAndInstallPrompts />
            <Outlet />
          </Box>
        </Flex>
      </Flex>
      {showNav && drawerUsed ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} pathname={pathname} />
        </Suspense>
      ) : null}
      <QuickMenu />
      <Suspense fallback={null}>
        <ShellNotices />
      </Suspense>
    </QuickMenuProvider>
  );
}
