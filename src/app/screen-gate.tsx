/**
 * The one route gate. Every screen's route renders through it: it waits until the session is
 * verified, the page cache is restored and the user's clients are known (from the network or the
 * stored copy), then lets the page through exactly when the screen's access rule holds, the same
 * rule that shows the menu entry. A rule that reads no context (most screens) is decided by the
 * user alone, at once: on a first visit the deliveries list's own request used to wait for the
 * clients list to answer. Contractors asking for a page outside their subset see 'Route
 * Not Found' (spec 2.1); anyone else who may not open a page goes to /no-access.
 */
import { useEffect, useMemo, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../session/auth-context';
import { useSharePendingWriter } from '../offline/pending-writer-state';
import { useAccessState } from '../session/use-menu-context';
import { NotFoundPage } from '../ui/not-found-page';
import { decidedByUser, mayOpen, type Screen } from '../screens';
import { hashPath } from '../lib/hash-route';
import { PageFallback } from './page-fallback';

export function ScreenGate({ screen, page: Page }: { screen: Screen; page: ComponentType }) {
  const user = useCurrentUser();
  const { context, ready } = useAccessState();
  useSharePendingWriter(user, context);
  // one element for the gate's life: the gate re-renders as each reference list answers, the page need not
  const page = useMemo(() => <Page />, [Page]);
  if (!ready && !decidedByUser(screen)) return <PageFallback />;
  if (mayOpen(screen, user, context)) return page;
  if (user.role === 'contractor' && !screen.contractor) return <NotFoundPage />;
  return <ToNoAccess />;
}

/**
 * Replaces this page's history entry with /no-access, unless the user has already moved on: the
 * gate may decide (its reference lists answering) just as a second navigation lands, and a
 * plain <Navigate> would then replace that newer page.
 */
function ToNoAccess() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    // the address bar's hash is the hash router's location (empty under a memory router: tests)
    const shown = hashPath(window.location.hash);
    if (!shown || shown === pathname) void navigate('/no-access', { replace: true });
  }, [navigate, pathname]);
  return <PageFallback />;
}
