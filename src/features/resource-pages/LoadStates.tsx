/** The loading, error and empty states shared by list and detail pages. */
import { Alert, Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LoadState {
  isLoading: boolean;
  error: { displayMessage: string } | null;
  refetch: () => void;
  source: 'network' | 'cache' | null;
}

/**
 * Loading, error or empty: returns the state's element, or null when there is data to show.
 * `emptyHint` follows the empty-state sentence (e.g. a suggestion for other filters).
 */
export function dataStatus(state: LoadState, what: string, empty: boolean, emptyHint?: string): ReactNode {
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
          No {what.toLowerCase()} match these filters{state.source === 'cache' ? ' in the copy stored on this device' : ''}.{emptyHint}
        </Text>
      </Box>
    );
  }
  return null;
}

/** A detail page while its record loads; `what` in lower case ('delivery'). */
export function ItemLoading({ what }: { what: string }) {
  return (
    <HStack p="4">
      <Spinner size="sm" />
      <Text>Loading {what}…</Text>
    </HStack>
  );
}

/** A detail page whose record could not be loaded; `what` capitalised ('Delivery'). */
export function ItemLoadError({ what, error, onRetry }: { what: string; error: { displayMessage: string } | null; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" m="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{what} could not be loaded</Alert.Title>
        <Alert.Description>{error?.displayMessage ?? 'Not found.'}</Alert.Description>
      </Alert.Content>
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}

/** A one-line error for a list that could not be loaded ('Boxes could not be loaded: …'), with 'Try again' when `onRetry` is given. */
export function LoadErrorAlert({ what, message, onRetry }: { what: string; message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>
        {what} could not be loaded: {message}
      </Alert.Description>
      {onRetry ? (
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert.Root>
  );
}
