/** The frame of every runs page: heading, 'as of' stamp, refresh, and the loading / error / empty states. */
import { Alert, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AsOfStamp } from '../../resources';

export interface DataState {
  source: 'network' | 'cache' | null;
  asOf: number | null;
  isLoading: boolean;
  isFetching?: boolean;
  error: { displayMessage: string } | null;
  refetch: () => void;
}

export function PageFrame({ title, state, actions, children }: { title: string; state?: DataState; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="4" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <HStack gap="3" wrap="wrap">
          {actions}
          {state ? <AsOfStamp source={state.source} asOf={state.asOf} /> : null}
          {state?.isFetching ? <Spinner size="sm" aria-label="Loading" /> : null}
          {state ? (
            <Button size="sm" variant="outline" onClick={state.refetch}>
              Refresh
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {children}
    </Stack>
  );
}

/** Loading, error or empty: returns the state's element, or null when there is data to show. */
export function dataStatus(state: Pick<DataState, 'isLoading' | 'error' | 'refetch' | 'source'>, what: string, empty: boolean): ReactNode {
  if (state.error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{what} could not be loaded</Alert.Title>
          <Alert.Description>{state.error.displayMessage}</Alert.Description>
        </Alert.Content>
        <Button size="sm" onClick={state.refetch}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (state.isLoading) {
    return (
      <HStack>
        <Spinner size="sm" />
        <Text>Loading {what.toLowerCase()}…</Text>
      </HStack>
    );
  }
  if (empty) {
    return (
      <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="empty-state">
        <Text>
          No {what.toLowerCase()} match these filters{state.source === 'cache' ? ' in the copy stored on this device' : ''}.
        </Text>
      </Box>
    );
  }
  return null;
}
