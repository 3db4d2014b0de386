/**
 * Post-Sortation Cleanup: the boxes of a day that have not passed validation yet, either not
 * load-checked or still not loaded (created/sorted). The list is the generic virtualised table;
 * scanning a barcode (the one scanner: handheld, camera or typed) records a cleanup scan in the
 * outbox, the server marks the box checked, and once the list refreshes the box leaves it.
 */
import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { resourceKeys, useResourceList, type MutationResult } from '../../../offline';
import { boxes, can, scans as scansDef } from '../../../resources';
import { useCurrentUser } from '../../../session/auth-context';
import { dataStatus, ResourceTable } from '../../../ui/resource-pages';
import { DayFilters } from '../shared/day-filters';
import { useDayParams } from '../../../ui/day-params';
import { PageFrame } from '../../../ui/page-frame';
import { Scanner, type LocalAnswer } from '../../../ui/scanning';

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
    () => ({
      limit: -1,
      sort,
      filters: {
        date: day.date,
        ...VIEWS[view].filters,
        ...(day.routingGroupId ? { routingGroupId: String(day.routingGroupId) } : {}),
      },
    }),
    [day.date, day.routingGroupId, view, sort],
  );
  const list = useResourceList('boxes', params);
  const canCheck = can(useCurrentUser(), scansDef, 'create');
  const queryClient = useQueryClient();
  const byCode = useMemo(() => new Map(list.data.map((b) => [b.barcode.toUpperCase(), b])), [list.data]);
  const lookUp = useCallback(
    (code: string): LocalAnswer => {
      const box = byCode.get(code);
      if (!box) return { tone: 'error', message: `${code} is not among the boxes listed.` };
      if (box.loadChecked === true) return { tone: 'repeat', message: `${code} is already checked.` };
      return {
        tone: 'ok',
        message: `${code} checked.`,
        target: {
          boxId: box.id,
          deliveryId: Number(box.deliveryId),
          runId: typeof box.runId === 'number' ? box.runId : null,
          clientId: typeof box.clientId === 'number' ? box.clientId : null,
        },
      };
    },
    [byCode],
  );
  const onRecorded = useCallback(
    (_code: string, result: MutationResult) => {
      if (result.outcome === 'sent') void queryClient.invalidateQueries({ queryKey: resourceKeys.all('boxes') });
    },
    [queryClient],
  );
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
      {canCheck ? (
        <Scanner kind="cleanup" date={day.date} lookUp={lookUp} onRecorded={onRecorded} disabled={list.isLoading} />
      ) : null}
      {status ?? (
        <>
          <Text fontSize="sm" data-testid="cleanup-count">
            {list.count} boxes {VIEWS[view].label.toLowerCase()}
          </Text>
          <ResourceTable def={boxes} rows={list.data} sort={sort} onSort={(s) => day.set({ sort: s })} />
        </>
      )}
    </PageFrame>
  );
}

export function CleanupRoute() {
  return <CleanupPage />;
}
