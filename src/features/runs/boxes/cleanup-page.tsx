/**
 * Post-Sortation Cleanup: the boxes of a day that have not passed validation yet, either not
 * load-checked or still not loaded (created/sorted). The list is the generic virtualised table;
 * scanning a barcode marks the box checked, and once the server has it the box leaves the list.
 */
import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useResourceList } from '../../../offline';
import { boxes as boxesDef, can, resourceByName } from '../../../resources';
import { useCurrentUser } from '../../auth';
import { dataStatus, ResourceTable } from '../../resource-pages';
import { DayFilters } from '../shared/day-filters';
import { useDayParams } from '../shared/day-params';
import { PageFrame } from '../shared/page-frame';
import { ScanCheck } from './scan-check';

const VIEWS = {
  unchecked: { label: 'Not load-checked', filters: { loadChecked: 'false', status: 'created,sorted,loaded' } },
  unloaded: { label: 'Not loaded', filters: { status: 'created,sorted' } },
  problems: { label: 'Missing or damaged', filters: { status: 'missing,damaged' } },
} as const;

type View = keyof typeof VIEWS;

function CleanupPage() {
  const day = useDayParams();
  const rawView = day.get('view');
  const view: View = rawView && rawView in VIEWS ? (rawView as View) : 'unchecked';
  const sort = day.get('sort') ?? 'barcode';
  const params = useMemo(
    () => ({ limit: -1, sort, filters: { date: day.date, ...VIEWS[view].filters, ...(day.routingGroupId ? { routingGroupId: String(day.routingGroupId) } : {}) } }),
    [day.date, day.routingGroupId, view, sort],
  );
  const list = useResourceList('boxes', params);
  const canCheck = can(useCurrentUser(), boxesDef, 'patch');
  const def = resourceByName('boxes');
  if (!def) throw new Error('boxes is not registered');
  const status = dataStatus(list, 'Boxes', list.data.length === 0);
  return (
    <PageFrame title="Post-Sortation Cleanup" state={list}>
      <DayFilters day={day}>
        <Field.Root width="13rem">
          <Field.Label>Show</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="view" value={view} onChange={(e) => day.set({ view: e.target.value })}>
              {Object.entries(VIEWS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </DayFilters>
      {canCheck ? <ScanCheck boxes={list.data} disabled={list.isLoading} /> : null}
      {status ?? (
        <>
          <Text fontSize="sm" data-testid="cleanup-count">
            {list.count} boxes {VIEWS[view].label.toLowerCase()}
          </Text>
          <ResourceTable def={def} rows={list.data} sort={sort} onSort={(s) => day.set({ sort: s })} />
        </>
      )}
    </PageFrame>
  );
}

export function CleanupRoute() {
  return <CleanupPage />;
}
