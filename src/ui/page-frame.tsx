/** The frame of every runs page: heading, 'as of' stamp and refresh; the loading / error / empty states are `dataStatus` (features/resources). */
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { BusySpinner } from '../theme/busy-spinner';
import type { ReactNode } from 'react';
import { AsOfStamp } from './resource-pages';

export interface DataState {
  source: 'network' | 'cache' | null;
  asOf: number | null;
  isLoading: boolean;
  isFetching?: boolean;
  error: { displayMessage: string } | null;
  refetch: () => void;
}

export function PageFrame({
  title,
  state,
  actions,
  children,
}: {
  title: string;
  state?: DataState;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="4" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <HStack gap="3" wrap="wrap">
          {actions}
          {state ? <AsOfStamp source={state.source} asOf={state.asOf} /> : null}
          {state?.isFetching ? <BusySpinner label="Loading" /> : null}
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
