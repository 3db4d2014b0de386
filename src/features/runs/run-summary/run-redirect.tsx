/** /run/runs/{id}: a run opened from the runs list shows in the Run Summary of its day and routing group. */
import { Alert, HStack, Spinner, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { useResourceItem } from '../../../offline';
import { buildSummaryPath, emptyFilters } from '../../../screens/run-summary-url';

export const runPath = (id: number) => `/run/runs/${id}`;

export function RunRedirect() {
  const id = Number(useParams().id);
  const run = useResourceItem('runs', id);
  if (run.isLoading) {
    return (
      <HStack p="4">
        <Spinner size="sm" />
        <Text>Loading run…</Text>
      </HStack>
    );
  }
  const r = run.data;
  if (!r) {
    return (
      <Alert.Root status="error" role="alert" m="4">
        <Alert.Indicator />
        <Alert.Description>{run.error?.displayMessage ?? 'This run was not found.'}</Alert.Description>
      </Alert.Root>
    );
  }
  const to = buildSummaryPath({
    ...emptyFilters(Number(r.countryId) || 1, r.date),
    routingGroupIds: [Number(r.routingGroupId)],
    runId: r.id,
  });
  return <Navigate to={to} replace />;
}
