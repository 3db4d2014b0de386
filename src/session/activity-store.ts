/** The latest dashboard activity answer (queue info, notification counts) and the edit flags pages set. */
import { useSyncExternalStore } from 'react';

export interface ActivityState {
  queueLength: number | null;
  queueServers: number | null;
  minDashboardVersion: string | null;
  customerChangeRequests: number;
  deliveryCustomerChangeRequests: number;
}

export interface EditingState {
  isEditing: boolean;
  resourceName: string | null;
  resourceId: string | number | null;
}

let activity: ActivityState = {
  queueLength: null,
  queueServers: null,
  minDashboardVersion: null,
  customerChangeRequests: 0,
  deliveryCustomerChangeRequests: 0,
};
let editing: EditingState = { isEditing: false, resourceName: null, resourceId: null };
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setActivity(next: Partial<ActivityState>): void {
  activity = { ...activity, ...next };
  listeners.forEach((l) => l());
}

export function getEditing(): EditingState {
  return editing;
}

/** Edit pages call this so the next activity post reports what is being edited. */
export function setEditing(next: Partial<EditingState>): void {
  editing = { ...editing, ...next };
}

export function useActivity(): ActivityState {
  return useSyncExternalStore(
    subscribe,
    () => activity,
    () => activity,
  );
}
