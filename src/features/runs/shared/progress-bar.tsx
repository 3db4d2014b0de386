import { Box, HStack, Text } from '@chakra-ui/react';
import { runProgress } from './progress';

/** Drops done / total as a bar: completed green, failed red, the rest grey. */
export function ProgressBar({ run }: { run: Readonly<Record<string, unknown>> }) {
  const p = runProgress(run);
  const pct = (n: number) => (p.total === 0 ? 0 : (n / p.total) * 100);
  return (
    <HStack gap="2" minW="9rem">
      <Box
        role="progressbar"
        aria-label="Drops done"
        aria-valuemin={0}
        aria-valuemax={p.total}
        aria-valuenow={p.done}
        aria-valuetext={`${p.done} of ${p.total} drops done, ${p.failed} failed`}
        flex="1"
        h="2.5"
        bg="bg.emphasized"
        borderRadius="full"
        overflow="hidden"
        display="flex"
      >
        <Box w={`${pct(p.completed)}%`} bg="green.solid" />
        <Box w={`${pct(p.failed)}%`} bg="red.solid" />
      </Box>
      <Text fontSize="xs" whiteSpace="nowrap" data-testid="progress-text">
        {p.done}/{p.total}
      </Text>
    </HStack>
  );
}
