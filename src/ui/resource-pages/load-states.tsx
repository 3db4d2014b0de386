/** The loading, error and empty states shared by list and detail pages. */
import { Alert, Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { inSentence } from '../../resources';

interface LoadState {
  isLoading: boolean;
  error: { displayMessage: string } | null;
  refetch: () => void;
  source: 'network' | 'cache' | null;
  /** loading, and the device holds no rows for it (useResourceList): said as `data-stored="none"` */
  storedNone?: boolean;
}

/**
 * Loading, error or empty: returns the state's element, or null when there is data to show.
 * `emptyHint` follows the empty-state sentence as a sentence of its own (e.g. a suggestion for
 * other filters), one space between them however the caller wrote it.
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
  // rows already on screen stay while the next answer loads (a re-sort keeps the table and its focus)
  if (state.isLoading && empty) {
    return (
      <HStack data-stored={state.storedNone ? 'none' : undefined}>
        <Spinner size="sm" />
        <Text>Loading {inSentence(what)}…</Text>
      </HStack>
    );
  }
  if (empty) {
    return (
      <Box p="6" borderWidth="1px" borderRadius="md" textAlign="center" data-testid="empty-state">
        <Text>
          No {inSentence(what)} match these filters
          {state.source === 'cache' ? ' in the copy stored on this device' : ''}.
          {emptyHint?.trim() ? ` ${emptyHint.trim()}` : ''}
        </Text>
      </Box>
    );
  }
  return null;
}

/** The one state a list is in when it has no rows to show (or 'rows' when it has some). */
export type ListSituation = 'loading' | 'error' | 'not-stored' | 'no-match' | 'none' | 'rows';

export function listSituation(
  state: { isLoading: boolean; error: unknown; source: 'network' | 'cache' | null },
  count: number,
  filtered: boolean,
): ListSituation {
  if (state.error) return 'error';
  if (state.isLoading) return 'loading';
  if (count > 0) return 'rows';
  if (filtered) return 'no-match';
  return state.source === 'cache' ? 'not-stored' : 'none';
}

/**
 * A list's state when it shows no rows, one honest sentence per situation: loading, error (with
 * Try again), nothing stored on this device yet, no rows match the filters (with Clear filters),
 * no rows at all. Returns null when there are rows to show.
 */
export function ListState({
  state,
  what,
  count,
  filtered,
  onClearFilters,
}: {
  state: LoadState;
  what: string;
  count: number;
  filtered: boolean;
  onClearFilters: () => void;
}): ReactNode {
  const situation = listSituation(state, count, filtered);
  const lower = inSentence(what);
  switch (situation) {
    case 'rows':
      return null;
    case 'error':
    case 'loading':
      return dataStatus(state, what, false);
    case 'not-stored':
      return (
        <Box
          p="6"
          borderWidth="1px"
          borderRadius="md"
          textAlign="center"
          data-testid="empty-state"
          data-situation={situation}
        >
          <Text>No {lower} are stored on this device yet. They are downloaded the next time you are online.</Text>
        </Box>
      );
    case 'no-match':
      return (
        <Box
          p="6"
          borderWidth="1px"
          borderRadius="md"
          textAlign="center"
          data-testid="empty-state"
          data-situation={situation}
        >
          <Text mb="3">
            No {lower} match these filters{state.source === 'cache' ? ' in the copy stored on this device' : ''}.
          </Text>
          <Button size="sm" variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        </Box>
      );
    case 'none':
      return (
        <Box
          p="6"
          borderWidth="1px"
          borderRadius="md"
          textAlign="center"
          data-testid="empty-state"
          data-situation={situation}
        >
          <Text>There are no {lower} yet.</Text>
        </Box>
      );
  }
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
export function ItemLoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: { displayMessage: string } | null;
  onRetry: () => void;
}) {
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
