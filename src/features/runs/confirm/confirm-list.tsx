/**
 * A confirmation screen: the completed drops of a day that still need a supervisor's
 * confirmation; each 'Confirm' is a PATCH through the outbox, so it also works offline.
 */
import { Button, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { StoredRecord, WithPending } from '../../../offline';
import { useResourceList, useResourceMutation } from '../../../offline';
import { can, drops as dropsDef } from '../../../resources';
import { useCurrentUser } from '../../../session/auth-context';
import { useSelectedClient } from '../../../session/selected-client';
import { dataStatus, PendingBadge } from '../../../ui/resource-pages';
import { dropDetailPath } from '../run-summary/run-drops';
import { notifySave } from '../../../ui/notices';
import { DayFilters } from '../shared/day-filters';
import { useDayParams } from '../../../ui/day-params';
import { clockTime } from '../../../ui/run-format';
import { PageFrame } from '../../../ui/page-frame';
import { InlineLink } from '../../../ui';
import { DataTable, type DataColumn } from '../../../ui/data-table';

export interface ConfirmSpec {
  title: string;
  /** server filters selecting the candidates */
  filters: Record<string, string>;
  /** rows that need confirming (after local pending edits are applied) */
  needs: (drop: WithPending<StoredRecord>) => boolean;
  /** the figure the supervisor confirms, e.g. the temperature */
  figureLabel: string;
  figure: (drop: WithPending<StoredRecord>) => string;
  changes: Record<string, unknown>;
  confirmLabel: string;
}

export function ConfirmList({ spec }: { spec: ConfirmSpec }) {
  const day = useDayParams();
  const user = useCurrentUser();
  const { clientId } = useSelectedClient();
  const mutation = useResourceMutation('drops');
  const params = useMemo(
    () => ({
      limit: -1,
      sort: 'runId,sequence',
      filters: { ...spec.filters, date: day.date, ...(clientId > 0 ? { clientId: String(clientId) } : {}) },
    }),
    [spec.filters, day.date, clientId],
  );
  const list = useResourceList('drops', params);
  const rows = list.data.filter((d) => spec.needs(d) || d.pendingStatus);
  const canEdit = can(user, dropsDef, 'patch');
  const status = dataStatus(list, 'Drops needing confirmation', rows.length === 0);
  const confirm = async (d: WithPending<StoredRecord>) => {
    const result = await mutation.patch(d.id, spec.changes, d.version);
    const name = `Drop ${String(d.address)}`;
    notifySave(name, result, { done: 'confirmed', link: { to: dropDetailPath(d.id), label: `Open ${name}` } });
  };
  const columns: DataColumn<WithPending<StoredRecord>>[] = [
    {
      key: 'address',
      header: 'Drop',
      minW: '12rem',
      cell: (d) => <InlineLink to={dropDetailPath(d.id)}>{String(d.address)}</InlineLink>,
    },
    { key: 'completedAt', header: 'Completed', kind: 'time', value: (d) => clockTime(d.completedAt) },
    { key: 'figure', header: spec.figureLabel, value: spec.figure },
    {
      key: 'action',
      header: 'Action',
      cell: (d) => (
        <>
          {spec.needs(d) ? (
            canEdit ? (
              <Button
                size="xs"
                onClick={() => void confirm(d)}
                loading={mutation.state.patches[String(d.id)]?.requesting === true}
              >
                {spec.confirmLabel}
              </Button>
            ) : (
              <Text fontSize="xs">Not confirmed</Text>
            )
          ) : (
            <PendingBadge marks={d} />
          )}
        </>
      ),
    },
  ];

  return (
    <PageFrame title={spec.title} state={list}>
      <DayFilters day={day} withGroup={false} />
      {status ?? (
        <>
          <Text fontSize="sm" data-testid="confirm-count">
            {rows.filter(spec.needs).length} drops need confirmation
          </Text>
          <DataTable
            label={spec.title}
            columns={columns}
            rows={rows.slice(0, 500)}
            rowKey={(d) => d.id}
            rowTestId={(d) => `confirm-row-${d.id}`}
            maxH="70vh"
          />
        </>
      )}
    </PageFrame>
  );
}
