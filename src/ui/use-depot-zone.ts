/**
 * The time zone a record's times read in: its routing group's (the depot's clock, from the
 * offline reference list), or the operator's while unknown. Pages pass it to the calendar's
 * formatters (src/lib/calendar.ts) so a Perth delivery reads in Perth time in any browser.
 */
import { useMemo } from 'react';
import { zoneOfGroup } from '../lib/late';
import { useReferenceList } from '../offline';

export function useZoneOfGroup(): (routingGroupId: unknown) => string {
  const groups = useReferenceList('routingGroups').data;
  return useMemo(() => zoneOfGroup(groups), [groups]);
}

export function useDepotZone(routingGroupId: unknown): string {
  return useZoneOfGroup()(routingGroupId);
}
