/**
 * The outbox screen: every unsent change with its status, retry, discard (confirmed), and for
 * a conflict both versions side by side with 'Keep mine' / 'Take theirs'. The list is
 * virtualised against the window's scroll (cards vary in height, a conflict is tall): a queue
 * of thousands of edits renders only the cards in view, and a replay that acknowledges them in
 * batches re-renders only those.
 */
import { Alert, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { replayNow, useOnline, useOutboxEntriesLoading, useOutboxPaused, type OutboxEntry } from '../../offline';
import { discardEntry, keepMineEntry, retryEntry, takeTheirsEntry } from '../../offline/outbox/store';
import { refreshResources } from '../../offline/replay-scheduler';
import { resourceByName } from '../../resources';
import { formatTime } from '../resource-pages';
import { ConflictView } from './conflict-view';

const STATUS = {
  pending: { label: 'Waiting to send', colour: 'blue' },
  sending: { label: 'Sending', colour: 'blue' },
  failed: { label: 'Failed, will retry', colour: 'orange' },
  conflict: { label: 'Conflict', colour: 'red' },
  rejected: { label: 'Rejected by the server', colour: 'red' },
} as const;

const VERB = { PATCH: 'Change', PUT: 'Replace', POST: 'Create', DELETE: 'Delete' } as const;

function detailLink(entry: OutboxEntry): string | null {
  return entry.resource === 'deliveries' && entry.recordId > 0 ? `/run/r/delivery/${entry.recordId}` : null;
}

function EntryCard({ entry }: { entry: OutboxEntry }) {
  const [confirming, setConfirming] = useState(false);
  const def = resourceByName(entry.resource);
  const seq = entry.seq ?? -1;
  const act = (fn: () => Promise<void>) => () =>
    void fn()
      .then(() => replayNow(true))
      .then(refreshResources);
  const link = detailLink(entry);
  const title = `${VERB[entry.method]} ${def?.label.toLowerCase() ?? entry.resource} ${entry.recordId > 0 ? `#${entry.recordId}` : '(new)'}`;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="outbox-entry" data-status={entry.status}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">{link ? <RouterLink to={link}>{title}</RouterLink> : title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {Object.keys(entry.payload ?? {}).join(', ') || '—'} · queued {formatTime(entry.createdAt)}
            {entry.attempts ? ` · ${entry.attempts} attempt${entry.attempts === 1 ? '' : 's'}` : ''}
          </Text>
          {entry.lastError && entry.status !== 'pending' && (
            <Text fontSize="sm" color="red.fg">
              {entry.lastError}
            </Text>
          )}
        </Stack>
        <HStack>
          <Badge colorPalette={STATUS[entry.status].colour}>{STATUS[entry.status].label}</Badge>
          {(entry.status === 'failed' || entry.status === 'rejected') && (
            <Button size="xs" variant="outline" onClick={act(() => retryEntry(seq))}>
              Retry
            </Button>
          )}
          {!confirming ? (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
              Discard
            </Button>
          ) : (
            <HStack role="group" aria-label="Confirm discard">
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
      {entry.status === 'conflict' && <ConflictView entry={entry} onKeepMine={act(() => keepMineEntry(seq))} onTakeTheirs={act(() => takeTheirsEntry(seq))} />}
    </Box>
  );
}

const CARD_ESTIMATE_PX = 96;
const GAP_PX = 12;

function EntryList({ entries }: { entries: OutboxEntry[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => setMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY), []);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => CARD_ESTIMATE_PX,
    gap: GAP_PX,
    overscan: 6,
    scrollMargin: margin,
    getItemKey: (i) => entries[i]?.seq ?? i,
  });
  return (
    <Box as="ul" ref={listRef} aria-label="Unsent changes" position="relative" m="0" p="0" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const e = entries[item.index];
        if (!e) return null;
        return (
          <Box
            as="li"
            key={item.key}
            listStyleType="none"
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-setsize={entries.length}
            aria-posinset={item.index + 1}
            position="absolute"
            top="0"
            left="0"
            width="100%"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <EntryCard entry={e} />
          </Box>
        );
      })}
    </Box>
  );
}

export function OutboxPage() {
  const loaded = useOutboxEntriesLoading();
  const entries = loaded ?? [];
  const online = useOnline();
  const paused = useOutboxPaused();
  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Outbox
        </Heading>
        <HStack gap="2">
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/offline">Available offline</RouterLink>
          </Button>
          <Button size="sm" variant="outline" disabled={!online || entries.length === 0} onClick={() => void replayNow(true)}>
            Send now
          </Button>
        </HStack>
      </HStack>
      <Text>
        Changes made on this device wait here until the server has them. {online ? 'You are online.' : 'You are offline; they are sent when the connection returns.'}
      </Text>
      {paused && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Description>Your session has ended. Sign in again and these changes are sent.</Alert.Description>
        </Alert.Root>
      )}
      {loaded === undefined ? null : entries.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="outbox-empty">
          <Text>All changes have been sent.</Text>
        </Box>
      ) : (
        <EntryList entries={entries} />
      )}
    </Stack>
  );
}

export default OutboxPage;
