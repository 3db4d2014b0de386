/**
 * One unsent change: what it is (named by its record's title, linked to the record's page), its
 * fields, when it was queued, its status, and retry / discard (confirmed) / keep mine / take
 * theirs.
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { OutboxEntry } from '../../offline';
import { changeTitle } from '../../offline/outbox/entry-title';
import { discardEntry, keepMineEntry, retryEntry, takeTheirsEntry } from '../../offline/outbox/store';
import { refreshResources, replayNow } from '../../offline/replay-scheduler';
import { formatTime } from '../../ui/resource-pages';
import { viewerZone } from '../../lib/calendar';
import { changeLink, fieldLabels } from './change-link';
import { ConflictView } from './conflict-view';

const STATUS = {
  pending: { label: 'Waiting to send', colour: 'blue' },
  sending: { label: 'Sending', colour: 'blue' },
  failed: { label: 'Failed, will retry', colour: 'orange' },
  conflict: { label: 'Conflict', colour: 'red' },
  rejected: { label: 'Rejected by the server', colour: 'red' },
} as const;

export function EntryCard({ entry, title }: { entry: OutboxEntry; title: string | null }) {
  const [confirming, setConfirming] = useState(false);
  const seq = entry.seq ?? -1;
  const act = (fn: () => Promise<void>) => () =>
    void fn()
      .then(() => replayNow(true))
      .then(refreshResources);
  const link = changeLink(entry);
  const name = changeTitle(entry, title);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="outbox-entry" data-status={entry.status}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" data-testid="change-title" overflowWrap="anywhere">
            {link ? <RouterLink to={link}>{name}</RouterLink> : name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {fieldLabels(entry.resource, Object.keys(entry.payload ?? {}))} · queued{' '}
            {formatTime(entry.createdAt, viewerZone())}
            {entry.attempts ? ` · ${entry.attempts} attempt${entry.attempts === 1 ? '' : 's'}` : ''}
          </Text>
          {entry.lastError && entry.status !== 'pending' && (
            <Text fontSize="sm" color="red.fg">
              {entry.lastError}
            </Text>
          )}
        </Stack>
        <HStack wrap="wrap">
          <Badge colorPalette={STATUS[entry.status].colour}>{STATUS[entry.status].label}</Badge>
          {(entry.status === 'failed' || entry.status === 'rejected') && (
            <Button size="xs" variant="outline" onClick={act(() => retryEntry(seq))}>
              Retry
            </Button>
          )}
          {!confirming ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              aria-label={`Discard: ${name}`}
            >
              Discard
            </Button>
          ) : (
            <HStack role="group" aria-label="Confirm discard" wrap="wrap">
              <Text fontSize="sm">Discard this change for good?</Text>
              <Button size="xs" colorPalette="red" onClick={act(() => discardEntry(seq))}>
                Yes, discard
              </Button>
              <Button size="xs" variant="outline" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </HStack>
          )}
        </HStack>
      </HStack>
      {entry.status === 'conflict' && (
        <ConflictView
          entry={entry}
          onKeepMine={act(() => keepMineEntry(seq))}
          onTakeTheirs={act(() => takeTheirsEntry(seq))}
        />
      )}
    </Box>
  );
}
