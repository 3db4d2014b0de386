/**
 * Posts the user's activity to POST api/nv/dashboard-activity on the schedule of
 * activity-schedule.ts. A 401 forces log-out; a changed minDashboardVersion reloads the page;
 * other failures are logged as 'DashboardActivity failed' and otherwise ignored.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiJson, toApiError } from '../lib/api';
import { ACTIVITY_CHECK_MS, isEditPagePath, shouldPostActivity, versionChanged } from './activity-schedule';
import { getEditing, setActivity } from './activity-store';

interface ActivityAnswer {
  queueLength?: number | null;
  queueServers?: number | null;
  minDashboardVersion?: string | number | null;
  customerChangeRequests?: number | null;
  deliveryCustomerChangeRequests?: number | null;
}

const VERSION_KEY = 'depot-min-dashboard-version';

function readVersion(): string | null {
  try {
    return sessionStorage.getItem(VERSION_KEY);
  } catch {
    return null;
  }
}

function writeVersion(version: string): void {
  try {
    sessionStorage.setItem(VERSION_KEY, version);
  } catch {
    /* not essential */
  }
}

/**
 * The schedule as a leaf of the shell: it reads the whole location (the query goes into each post)
 * and `useNavigate`, which re-render their caller on every navigation, and the shell itself must
 * not render again when only a list's query changes (src/lib/pathname.tsx).
 */
export function DashboardActivity({ enabled }: { enabled: boolean }): null {
  useDashboardActivity(enabled);
  return null;
}

function useDashboardActivity(enabled: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const where = useRef(location);
  const lastSent = useRef<number | null>(null);
  const inFlight = useRef(false);
  useEffect(() => {
    where.current = location;
  });

  useEffect(() => {
    if (!enabled) return;
    const tick = async () => {
      const { pathname, search } = where.current;
      const editPage = isEditPagePath(pathname);
      const visible = document.visibilityState === 'visible';
      if (inFlight.current || !shouldPostActivity(Date.now(), lastSent.current, visible, editPage)) return;
      inFlight.current = true;
      lastSent.current = Date.now();
      const editing = getEditing();
      try {
        const body = await apiJson<{ data?: ActivityAnswer } & ActivityAnswer>('nv/dashboard-activity', {
          method: 'POST',
          json: {
            page: pathname,
            queryParams: search.replace(/^\?/, ''),
            isEditing: editing.isEditing,
            isEditPage: editPage,
            resourceName: editing.resourceName,
            resourceId: editing.resourceId,
          },
        });
        const answer: ActivityAnswer = body.data ?? body;
        const version = answer.minDashboardVersion == null ? null : String(answer.minDashboardVersion);
        setActivity({
          queueLength: answer.queueLength ?? null,
          queueServers: answer.queueServers ?? null,
          minDashboardVersion: version,
          customerChangeRequests: answer.customerChangeRequests ?? 0,
          deliveryCustomerChangeRequests: answer.deliveryCustomerChangeRequests ?? 0,
        });
        if (version !== null) {
          const previous = readVersion();
          writeVersion(version);
          if (versionChanged(previous, version)) window.location.reload();
        }
      } catch (error) {
        const apiError = await toApiError(error).catch(() => null);
        if (apiError?.status === 401) {
          if (!where.current.pathname.startsWith('/auth/logout')) navigate('/auth/logout');
        } else {
          console.warn('DashboardActivity failed', apiError ?? error);
        }
      } finally {
        inFlight.current = false;
      }
    };
    void tick();
    const timer = window.setInterval(() => void tick(), ACTIVITY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [enabled, navigate]);
}
