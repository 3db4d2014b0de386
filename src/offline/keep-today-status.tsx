/**
 * What keep-today.ts is doing, in words and a progress bar: 'Keeping today on this device…' with
 * progress and size while it downloads, then what is stored, how large, and how old. Shown on the
 * 'Available offline' page and on the Overview.
 */
import { Alert, Box, HStack, Progress, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useMinuteClock } from '../lib/use-minute-clock';
import { keepTodayStore } from './keep-today';
import { asOfText } from './stored-copy';

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
}

export function dayCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([k, v]) => `${v.toLocaleString('en-AU')} ${k}`)
    .join(', ');
}

/** `brief`: one line without the bar once stored (the Overview); the full view otherwise. */
export function KeepTodayStatus({ brief = false }: { brief?: boolean }) {
  const state = useSyncExternalStore(keepTodayStore.subscribe, keepTodayStore.get);
  const now = useMinuteClock().getTime();
  if (state.status === 'idle') return null;
  if (state.status === 'storing') {
    const p = state.progress;
    const percent = p ? Math.round(p.overall * 100) : 0;
    return (
      <Box data-testid="keep-today" role="status">
        <Progress.Root value={percent} max={100} size="sm" aria-label="Keeping today on this device">
          <HStack justify="space-between" wrap="wrap">
            <Progress.Label>
              Keeping today on this device{p ? `: ${p.resource} ${p.loaded} of ${p.total}` : '…'}
            </Progress.Label>
            <Progress.ValueText />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {p ? <Text fontSize="sm">About {megabytes(p.bytes)} so far.</Text> : null}
      </Box>
    );
  }
  if (state.status === 'failed')
    return (
      <Alert.Root status="warning" data-testid="keep-today">
        <Alert.Indicator />
        <Alert.Description>
          Today could not be stored whole on this device: {state.error}. It is tried again within 15 minutes while
          online.
        </Alert.Description>
      </Alert.Root>
    );
  const day = state.day;
  if (!day) return null;
  const text = `Today (${day.date}) is stored on this device: ${dayCounts(day.counts)}, about ${megabytes(day.bytes)}, ${asOfText(day.storedAt, now)}.`;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="keep-today">
      {brief ? text : `${text} Kept automatically and refreshed every hour while online.`}
    </Text>
  );
}
