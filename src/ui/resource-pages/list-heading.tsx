import { Heading, HStack } from '@chakra-ui/react';
import { BusySpinner } from '../../theme/busy-spinner';
import type { ReactNode } from 'react';
import { AsOfStamp } from './as-of-stamp';

/** A list page's h1 with how old the list is and a spinner while it refreshes. */
export function ListHeading({
  list,
  children,
}: {
  list: { source: 'network' | 'cache' | null; asOf: number | null; isFetching: boolean; isUpdating?: boolean };
  children: ReactNode;
}) {
  return (
    <HStack justify="space-between" wrap="wrap">
      <Heading as="h1" size="lg">
        {children}
      </Heading>
      <HStack>
        <AsOfStamp source={list.source} asOf={list.asOf} updating={list.isUpdating} />
        {list.isFetching && <BusySpinner label="Loading" />}
      </HStack>
    </HStack>
  );
}
