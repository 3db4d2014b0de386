/**
 * Assign Contractor (admin) and Driver Assign: the runs of a day, each with a picker. A choice is
 * a PATCH of the run through the outbox (spec 4, UPDATE_DA), so it also works offline; the run
 * then shows 'assigned' with an 'Unsent' mark until the server has it.
 */
import { Alert, Field, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReferenceList, useResourceList, useResourceMutation } from '../../../offline';
import { can, runs as runsDef } from '../../../resources';
import { useCurrentUser } from '../../../session/auth-context';
import { operatorToday } from '../../../lib/calendar';
import { dataStatus, PendingBadge, StatusBadge } from '../../../ui/resource-pages';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { PageFrame } from '../../../ui/page-frame';
import { usePeople } from '../shared/people';
import { useGroups } from '../shared/use-group-zones';
import { AssignPicker } from './assign-row';
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
  type Run = (typeof shown)[number];
  const personLabel = filters.kind === 'driver' ? 'Driver' : 'Contractor';
  const columns: DataColumn<Run>[] = [
    { key: 'code', header: 'Run', kind: 'reference' },
    { key: 'routingGroupId', header: 'Routing group', value: (run) => groupInfo.name(run.routingGroupId) },
    {
      key: 'status',
      header: 'Status',
      kind: 'status',
      cell: (run) => (
        <HStack gap="1">
          <StatusBadge status={run.status} />
          <PendingBadge marks={run} />
        </HStack>
      ),
    },
    { key: 'dropsTotal', header: 'Drops', kind: 'number', value: (run) => run.dropsTotal ?? 0 },
    ...(filters.kind === 'driver'
      ? [
          {
            key: 'contractorId',
            header: 'Contractor',
            value: (run: Run) => people.nameOf(run.contractorId, 'Contractor'),
          },
        ]
      : []),
    {
      key: field,
      header: personLabel,
      minW: '12rem',
      value: (run) => (run[field] == null ? 'Unassigned' : people.nameOf(run[field], personLabel)),
      cell: (run) => (
        <AssignPicker
          kind={filters.kind}
          run={run}
          options={options}
          people={people}
          timeZone={groupInfo.zone(run.routingGroupId)}
          canEdit={canEdit}
          mutation={mutation}
          onAssign={(id) => setTouched((t) => new Set(t).add(id))}
        />
      ),
    },
  ];
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
        <DataTable
          label={`${title}: runs of ${filters.date}`}
          maxH="70vh"
          columns={columns}
          rows={shown}
          rowKey={(run) => run.id}
          rowTestId={(run) => `assign-row-${run.id}`}
        />
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
