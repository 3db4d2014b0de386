/**
 * Assign Contractor (admin) and Driver Assign: the runs of a day, each with a picker. A choice is
 * a PATCH of the run through the outbox (spec 4, UPDATE_DA), so it also works offline; the run
 * then shows 'assigned' with an 'Unsent' mark until the server has it.
 */
import { Alert, Field, Flex, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReferenceList, useResourceList, useResourceMutation } from '../../../offline';
import { can, runs as runsDef } from '../../../resources';
import { useCurrentUser } from '../../../session/auth-context';
import { operatorToday } from '../../../lib/calendar';
import { dataStatus } from '../../../ui/resource-pages';
import { PageFrame } from '../../../ui/page-frame';
import { usePeople } from '../shared/people';
import { useGroups } from '../shared/use-group-zones';
import { AssignRow } from './assign-row';
import { buildAssignPath, isAssignable, parseAssignPath, type AssignFilters } from './assign-url';
import { dayNotice } from './reassign-reasons';
import { DayInput } from '../../../ui';

export function AssignPage({ filters }: { filters: AssignFilters }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const people = usePeople();
  const mutation = useResourceMutation('runs');
  const groups = useReferenceList('routingGroups').data;
  const countryGroups = groups.filter((g) => g.countryId === filters.countryId);
  const params = useMemo(() => {
    const f: Record<string, string> = { countryId: String(filters.countryId), date: filters.date };
    if (filters.routingGroupId !== null) f.routingGroupId = String(filters.routingGroupId);
    return { limit: -1, sort: 'code', filters: f };
  }, [filters]);
  const list = useResourceList('runs', params);
  // a contractor's users list holds exactly its own drivers (owner scope), so one list serves all
  const options = filters.kind === 'contractor' ? people.contractors : people.drivers;
  const field = filters.kind === 'driver' ? 'driverId' : 'contractorId';
  // runs assigned here stay in the 'without a driver' view, so the user sees the result of the choice
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const shown = list.data.filter(
    (r) => filters.show === 'all' || touched.has(r.id) || (r[field] == null && isAssignable(r)),
  );
  const canEdit = can(user, runsDef, 'patch');
  // over the address bar, not the rendered props (router updates render in a transition)
  const go = (patch: Partial<AssignFilters>) => {
    const latest = parseAssignPath(window.location.hash.replace(/^#/, '').split('?')[0] ?? '', filters.date) ?? filters;
    navigate(buildAssignPath({ ...latest, ...patch }));
  };
  const title = filters.kind === 'driver' ? 'Driver Assign' : 'Assign Contractor';
  const unassigned = list.data.filter((r) => r[field] == null && isAssignable(r)).length;
  const status = dataStatus(list, 'Runs', shown.length === 0, emptyHint(list.data.length, filters));
  const groupInfo = useGroups();
  const notice = list.isLoading ? null : dayNotice(list.data, filters.date);
  // full-width stacked controls up to a laptop: at 768 px the side menu leaves no room for a row of selects
  const control = { base: '100%', lg: '12rem' } as const;

  return (
    <PageFrame title={title} state={list}>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="3" align={{ base: 'stretch', lg: 'flex-end' }} wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Date</Field.Label>
          <DayInput name="date" value={filters.date} onChange={(date) => go({ date })} />
        </Field.Root>
        <Field.Root width={control}>
          <Field.Label>Routing group</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filters.routingGroupId === null ? 'all' : String(filters.routingGroupId)}
              onChange={(e) => go({ routingGroupId: e.target.value === 'all' ? null : Number(e.target.value) })}
            >
              <option value="all">All</option>
              {countryGroups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width={control}>
          <Field.Label>Show</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filters.show}
              onChange={(e) => go({ show: e.target.value === 'unassigned' ? 'unassigned' : 'all' })}
            >
              <option value="all">All runs</option>
              <option value="unassigned">Without a {filters.kind}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text fontSize="sm" pb="1" data-testid="unassigned-count">
          {unassigned} run{unassigned === 1 ? '' : 's'} without a {filters.kind}
        </Text>
      </Flex>
      {notice && canEdit ? (
        <Alert.Root status="info" data-testid="assign-day-notice">
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      ) : null}
      {!canEdit ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>Your role can see assignments but not change them.</Alert.Description>
        </Alert.Root>
      ) : null}
      {canEdit && options.length === 0 && !people.isLoading ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>No {filters.kind}s are available to choose from for your account.</Alert.Description>
        </Alert.Root>
      ) : null}
      {status ?? (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="70vh">
          <Table.Root size="sm" stickyHeader aria-label={`${title}: runs of ${filters.date}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Run</Table.ColumnHeader>
                <Table.ColumnHeader>Routing group</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Drops</Table.ColumnHeader>
                {filters.kind === 'driver' ? <Table.ColumnHeader>Contractor</Table.ColumnHeader> : null}
                <Table.ColumnHeader>{filters.kind === 'driver' ? 'Driver' : 'Contractor'}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((run) => (
                <AssignRow
                  key={run.id}
                  kind={filters.kind}
                  run={run}
                  options={options}
                  people={people}
                  groupName={groupInfo.name(run.routingGroupId)}
                  timeZone={groupInfo.zone(run.routingGroupId)}
                  canEdit={canEdit}
                  mutation={mutation}
                  onAssign={(id) => setTouched((t) => new Set(t).add(id))}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </PageFrame>
  );
}

/** 'nothing here' says whether the day has no runs or only none left to assign */
function emptyHint(dayRuns: number, f: AssignFilters): string {
  if (dayRuns === 0)
    return ` There are no runs on ${f.date}${f.routingGroupId !== null ? ' in this routing group' : ''}.`;
  return ` Every run of ${f.date} already has a ${f.kind} or can no longer be reassigned: choose 'All runs' to see them.`;
}

export function useAssignFilters(): AssignFilters | null {
  const { pathname } = useLocation();
  return useMemo(() => parseAssignPath(pathname, operatorToday()), [pathname]);
}
