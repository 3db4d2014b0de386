/**
 * Job Acceptance (/line-haul-job/acceptance): one subcontractor's queue of offered jobs, oldest
 * deadline first, each accepted or declined with a reason (required, here and on the server).
 * Offers past their response deadline are marked and may only be declined (answersOffered).
 * Answers are PATCHes through the outbox.
 */
import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useResourceList,
  useResourceMutation,
  type ResourceMutation,
  type StoredRecord,
  type WithPending,
} from '../../offline';
import { answersOffered, isOverdue } from '../../resources/line-haul-rules';
import { dataStatus, formatDateTime, PendingBadge, StatusBadge } from '../../ui/resource-pages';
import { PageFrame } from '../../ui/page-frame';
import { notifySave, recordLink } from '../../ui/notices';
import { useLineHaulLists, type LineHaulLists } from './use-line-haul-lists';

function JobCard({
  job,
  lists,
  mutation,
  now,
  onAnswer,
}: {
  job: WithPending<StoredRecord>;
  lists: LineHaulLists;
  mutation: ResourceMutation;
  now: number;
  onAnswer?: (id: number) => void;
}) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reference = String(job.reference);
  const answers = answersOffered(job, now);
  const open = answers.length > 0;
  const answer = async (status: 'accepted' | 'declined') => {
    if (status === 'declined' && reason.trim() === '') {
      setError('Give the reason the job is declined.');
      return;
    }
    setError(null);
    onAnswer?.(job.id);
    const result = await mutation.patch(
      job.id,
      status === 'declined' ? { status, declineReason: reason.trim() } : { status },
      job.version,
    );
    const name = `Job ${reference}`;
    notifySave(name, result, { done: status, link: recordLink('lineHaulJobs', job.id, name) });
    if (result.outcome !== 'rejected') setDeclining(false);
  };
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" data-testid={`job-${reference}`}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">{reference}</Text>
          <Text fontSize="sm" truncate>
            {String(job.date)} · {lists.legName(job.legId)} · ${Number(job.rate ?? 0).toLocaleString()}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Respond by {formatDateTime(String(job.respondBy))}
          </Text>
        </Stack>
        <HStack gap="1">
          {isOverdue(job, now) ? <Badge colorPalette="red">Past deadline</Badge> : null}
          <StatusBadge status={job.status} />
          <PendingBadge marks={job} />
        </HStack>
      </HStack>
      {job.status === 'declined' && job.declineReason ? (
        <Text fontSize="sm" mt="1">
          Reason: {String(job.declineReason)}
        </Text>
      ) : null}
      {open && !declining ? (
        <HStack mt="2" gap="2" wrap="wrap">
          {answers.includes('accept') ? (
            <Button size="sm" onClick={() => void answer('accepted')}>
              Accept
            </Button>
          ) : (
            <Text fontSize="sm">The deadline has passed: this offer can no longer be accepted.</Text>
          )}
          <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
            Decline…
          </Button>
        </HStack>
      ) : null}
      {open && declining ? (
        <HStack mt="2" gap="2" align="end" wrap="wrap">
          <Field.Root invalid={error !== null} required width={{ base: '100%', md: '24rem' }}>
            <Field.Label>Reason for declining {reference}</Field.Label>
            <Input size="sm" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <Button size="sm" colorPalette="red" onClick={() => void answer('declined')}>
            Decline job
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeclining(false)}>
            Keep the offer
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}

export function AcceptancePage() {
  const [search, setSearch] = useSearchParams();
  const lists = useLineHaulLists();
  const carriers = lists.subcontractors.data;
  const chosen = Number(search.get('subcontractor') ?? '') || (carriers.find((c) => c.status === 'active')?.id ?? null);
  const params = useMemo(
    () => ({
      limit: -1,
      sort: 'respondBy',
      filters: { subcontractorId: chosen ?? -1, status: 'offered,accepted,declined' },
    }),
    [chosen],
  );
  const jobs = useResourceList('lineHaulJobs', params, { enabled: chosen !== null });
  const mutation = useResourceMutation('lineHaulJobs');
  // answered jobs stay listed under the queue while their answer is unsent or was given here
  const [now] = useState(() => Date.now());
  const [answeredHere, setAnsweredHere] = useState<ReadonlySet<number>>(new Set());
  const inQueue = (j: WithPending<StoredRecord>) =>
    j.status === 'offered' || j.pendingStatus !== undefined || answeredHere.has(j.id);
  const queue = jobs.data.filter(inQueue);
  const recent = jobs.data
    .filter((j) => !inQueue(j))
    .slice(-10)
    .reverse();
  const waiting = queue.filter((j) => j.status === 'offered').length;
  const overdue = queue.filter((j) => isOverdue(j, now)).length;
  const name = lists.carrierName(chosen);
  const status =
    chosen === null
      ? null
      : dataStatus(jobs, 'Offered jobs', queue.length === 0, ` ${name} has no offers waiting for an answer.`);

  return (
    <PageFrame title="Job Acceptance" state={jobs}>
      <HStack gap="4" wrap="wrap" align="end">
        <Field.Root width={{ base: '100%', md: '20rem' }}>
          <Field.Label>Subcontractor</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={chosen === null ? '' : String(chosen)}
              onChange={(e) => setSearch({ subcontractor: e.target.value })}
            >
              {carriers.map((c) => (
                <option key={c.id} value={c.id}>
                  {String(c.name)}
                  {c.status === 'active' ? '' : ` (${String(c.status)})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text fontSize="sm" data-testid="queue-count">
          {waiting} offer{waiting === 1 ? '' : 's'} waiting{overdue > 0 ? `, ${overdue} past the deadline` : ''}
        </Text>
      </HStack>
      {chosen === null && !lists.isLoading ? (
        <Text>There are no subcontractors yet: add one under Subcontractors.</Text>
      ) : null}
      {status ?? (
        <Stack as="ul" gap="2" p="0" m="0" aria-label={`Offers to ${name}`}>
          {queue.map((j) => (
            <JobCard
              key={j.id}
              job={j}
              lists={lists}
              mutation={mutation}
              now={now}
              onAnswer={(id) => setAnsweredHere((s) => new Set(s).add(id))}
            />
          ))}
        </Stack>
      )}
      {recent.length > 0 ? (
        <Stack gap="2">
          <Text fontWeight="semibold">Answered recently</Text>
          <Stack as="ul" gap="2" p="0" m="0" aria-label={`Jobs ${name} answered`}>
            {recent.map((j) => (
              <JobCard key={j.id} job={j} lists={lists} mutation={mutation} now={now} />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
