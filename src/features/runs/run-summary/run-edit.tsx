/**
 * The selected run's own edit on Run Summary (the run's page is this one, with the run chosen):
 * an admin changes any field of it, a contractor its own run's driver, vehicle and start, as the
 * declaration's rules allow; others see nothing here.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useResourceItem } from '../../../offline';
import { runs } from '../../../resources';
import { useEditInPlace } from '../../../ui/resource-pages';

export function RunEdit({ runId }: { runId: number }) {
  const item = useResourceItem('runs', runId);
  const code = typeof item.data?.code === 'string' ? item.data.code : '';
  const edit = useEditInPlace(runs, item, code);
  return (
    <Box as="section" aria-label={`Run ${code}`} data-testid="run-edit">
      {edit.messages}
      {edit.form ??
        (edit.button ? (
          <HStack justify="space-between" mb="2">
            <Text fontSize="sm" color="fg.muted">
              Run {code}: vehicle, start and crew
            </Text>
            {edit.button}
          </HStack>
        ) : null)}
    </Box>
  );
}
