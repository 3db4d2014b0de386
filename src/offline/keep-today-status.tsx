/**
 * What keep-today.ts is doing, in words and a progress bar: 'Keeping today on this device…' with
 * progress and size while it downloads, then what is stored, how large, and how old. Shown on the
 * 'Available offline' page and on the Overview.
 */
import { Alert, Box, Button, Checkbox, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useMinuteClock } from '../lib/use-minute-clock';
import { keepToday, keepTodayOn, keepTodayStore, setKeepTodayOn } from './keep-today';
import { useOnline } from './hooks/use-online';
import { asOfText } from './stored-copy';

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
}

export function dayCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([k, v]) => `${v.toLocaleString('en-AU')} ${k}`)
    .join(', ');
}

/** The 'Available offline' page's part: the status, the device's choice, and 'Store today now'. */
export function KeepTodayPanel() {
  const on = useSyncExternalStore(keepTodayStore.subscribe, keepTodayOn);
  const storing = useSyncExternalStore(keepTodayStore.subscribe, () => keepTodayStore.get().status === 'storing');
  const online = useOnline();
  return (
    <Stack gap="2" data-testid="keep-today-panel">
      <HStack gap="4" wrap="wrap">
        <Checkbox.Root checked={on} onCheckedChange={(e) => setKeepTodayOn(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Keep today on this device automatically</Checkbox.Label>
        </Checkbox.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={!online || storing}
          onClick={() => void keepToday(new Date(), true)}
        >
          Store today now
        </Button>
      </HStack>
      <KeepTodayStatus />
    </Stack>
  );
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
