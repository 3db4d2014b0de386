/**
 * Spec 6 gating for the delivery pages: mounted before the section routes, they apply the rule
 * the section pages apply (the menu's visibility for this path) and send a user who may not see
 * the page to /no-access. The server enforces access regardless; this avoids a page of 403s.
 */
import { Box, Spinner } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../auth/auth-context';
import { describePath } from '../layout/route-catalogue';
import { menuPrefsStore, useMenuContext, useStore } from '../menu/use-menu-context';
import { useClients } from '../menu/use-reference-lists';

function Gate({ page: Page }: { page: ComponentType }) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const context = useMenuContext();
  const prefs = useStore(menuPrefsStore);
  const clients = useClients(true);
  // Client settings gate some pages (e.g. CSV upload): decide once the clients list is in.
  if (clients.isPending && clients.fetchStatus === 'fetching') return (
      <Box p="8" display="flex" justifyContent="center" role="status" aria-label="Loading">
        <Spinner />
      </Box>
    );
  const info = describePath(pathname.replace(/\/+$/, '') || '/', user, context, prefs.labels);
  if (info.access === 'denied') return <Navigate to="/no-access" replace />;
  return <Page />;
}

/** A lazy route whose page is behind the gate. */
export function gated(load: () => Promise<ComponentType>) {
  return async () => {
    const Page = await load();
    return { Component: () => <Gate page={Page} /> };
  };
}
