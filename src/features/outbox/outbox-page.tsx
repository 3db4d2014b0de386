/**
 * The outbox screen. At the top, one line says where the changes are (outbox-summary.ts): being
 * sent, waiting and why, needing a decision, or all sent with how many and when. Below, every
 * unsent change, named by its record's title and linked to the record (entry-card.tsx); the list
 * is virtualised against the window's scroll (cards vary in height, a conflict is tall), so a
 * queue of thousands renders only the cards in view. Last, what this device sent in the last 24
 * hours (sent-list.tsx), so a change queued offline can be seen to have reached the server.
 */
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { replayNow, useOnline, useOutboxEntriesLoading, useOutboxPaused, type OutboxEntry } from '../../offline';
import { useOutboxTitles, useSentLog } from '../../offline/hooks/use-outbox';
import { viewerZone, wallClock } from '../../lib/calendar';
import { EntryCard } from './entry-card';
import { outboxSituation } from './outbox-summary';
import { SentList } from './sent-list';

const CARD_ESTIMATE_PX = 96;
const GAP_PX = 12;

/** '14:02' today, '2026-11-21 14:02' on another day: when this device queued it, on its own clock. */
function when(ms: number): string {
  const zone = viewerZone();
  const at = wallClock(new Date(ms), zone);
  return at.date === wallClock(new Date(), zone).date ? at.time : `${at.date} ${at.time}`;
}

function EntryList({ entries }: { entries: OutboxEntry[] }) {
  const titles = useOutboxTitles(entries);
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
    <Box
      as="ul"
      ref={listRef}
      aria-label="Unsent changes"
      position="relative"
      m="0"
      p="0"
      style={{ height: virtualizer.getTotalSize() }}
    >
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
            <EntryCard entry={e} title={titles.get(e.seq ?? -1) ?? null} />
          </Box>
        );
      })}
    </Box>
  );
}

const TONE = {
  loading: 'fg.muted',
  sending: 'blue.fg',
  waiting: 'fg',
  paused: 'orange.fg',
  attention: 'red.fg',
  sent: 'green.fg',
  empty: 'fg.muted',
} as const;

export function OutboxPage() {
  const loaded = useOutboxEntriesLoading();
  const sent = useSentLog();
  const entries = loaded ?? [];
  const online = useOnline();
  const paused = useOutboxPaused();
  const [sendingHere, setSendingHere] = useState(false);
  const situation = outboxSituation({ entries: loaded, sent, online, paused: paused !== null, sendingHere, when });
  const sendNow = () => {
    setSendingHere(true);
    void replayNow(true)
      .catch(() => null)
      .finally(() => setSendingHere(false));
  };
  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Outbox
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/offline">Available offline</RouterLink>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!online || entries.length === 0 || situation.kind === 'sending'}
            onClick={sendNow}
          >
            Send now
          </Button>
        </HStack>
      </HStack>
      <Text>Changes made on this device wait here until the server has them, then are listed as sent for a day.</Text>
      {paused && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Description>Your session has ended. Sign in again and these changes are sent.</Alert.Description>
        </Alert.Root>
      )}
      <Box
        role="status"
        data-testid="outbox-summary"
        data-kind={situation.kind}
        p={entries.length === 0 ? '6' : '0'}
        borderWidth={entries.length === 0 && loaded ? '1px' : '0'}
        borderRadius="md"
        textAlign={entries.length === 0 ? 'center' : 'start'}
      >
        {situation.kind !== 'loading' && (
          <Text
            fontWeight="semibold"
            color={TONE[situation.kind]}
            data-testid={entries.length === 0 ? 'outbox-empty' : undefined}
          >
            {situation.text}
          </Text>
        )}
      </Box>
      {entries.length > 0 && <EntryList entries={entries} />}
      {sent && <SentList sent={sent} when={when} />}
    </Stack>
  );
}

export default OutboxPage;
