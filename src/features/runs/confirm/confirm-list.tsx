/**
 * A confirmation screen: the completed drops of a day that still need a supervisor's
 * confirmation; each 'Confirm' is a PATCH through the outbox, so it also works offline.
 */
import { Button, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { StoredRecord, WithPending } from '../../../offline';
import { useResourceList, useResourceMutation } from '../../../offline';
import { can, drops as dropsDef } from '../../../resources';
import { useCurrentUser } from '../../../session/auth-context';
import { useSelectedClient } from '../../../session/selected-client';
import { dataStatus, PendingBadge } from '../../../ui/resource-pages';
import { dropDetailPath } from '../run-summary/run-drops';
import { DayFilters } from '../shared/day-filters';
import { useDayParams } from '../../../ui/day-params';
import { clockTime } from '../../../ui/run-format';
import { PageFrame } from '../../../ui/page-frame';
import { InlineLink } from '../../../ui';

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
  const [messages, setMessages] = useState<Record<number, string>>({});
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
    const text =
      result.outcome === 'queued'
        ? 'Saved on this device, will be sent'
        : result.outcome === 'sent'
          ? ''
          : (result.error ?? 'Refused');
    setMessages((m) => ({ ...m, [d.id]: text }));
  };

  return (
    <PageFrame title={spec.title} state={list}>
      <DayFilters day={day} withGroup={false} />
      {status ?? (
        <>
          <Text fontSize="sm" data-testid="confirm-count">
            {rows.filter(spec.needs).length} drops need confirmation
          </Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="70vh">
            <Table.Root size="sm" stickyHeader aria-label={spec.title}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Drop</Table.ColumnHeader>
                  <Table.ColumnHeader>Completed</Table.ColumnHeader>
                  <Table.ColumnHeader>{spec.figureLabel}</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.slice(0, 500).map((d) => (
                  <Table.Row key={d.id} data-testid={`confirm-row-${d.id}`}>
                    <Table.Cell minW="12rem">
                      <InlineLink to={dropDetailPath(d.id)}>{d.address}</InlineLink>
                    </Table.Cell>
                    <Table.Cell>{clockTime(d.completedAt)}</Table.Cell>
                    <Table.Cell>{spec.figure(d)}</Table.Cell>
                    <Table.Cell>
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
                      {messages[d.id] ? (
                        <Text fontSize="xs" role="status">
                          {messages[d.id]}
                        </Text>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </PageFrame>
  );
}
