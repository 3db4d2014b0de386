/** Small pieces the map pages share: the filter select (from ../layout), the page heading with the data's age, a legend. */
import { Badge, Box, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { BusySpinner } from '../../theme/busy-spinner';
import type { ReactNode } from 'react';
import { type Option } from '../../ui';
import { AsOfStamp } from '../../ui/resource-pages';

export { FilterSelect, type Option } from '../../ui';

export const ALL_OPTION: Option = { value: 'all', label: 'All' };

/** Options from reference rows by their name, sorted. */
export function named(rows: readonly { id: number; name?: unknown }[]): Option[] {
  return rows
    .map((r) => ({ value: String(r.id), label: typeof r.name === 'string' ? r.name : 'Unnamed' }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function PageHeading({
  title,
  count,
  list,
  children,
}: {
  title: string;
  count?: number | null;
  list?: { source: 'network' | 'cache' | null; asOf: number | null; isFetching: boolean; isUpdating?: boolean };
  children?: ReactNode;
}) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <HStack gap="3">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {count !== undefined && count !== null && <Badge size="lg">{count.toLocaleString()}</Badge>}
      </HStack>
      <HStack gap="2" wrap="wrap">
        {list && <AsOfStamp source={list.source} asOf={list.asOf} updating={list.isUpdating ?? false} />}
        {list?.isFetching && <BusySpinner label="Loading" />}
        {children}
      </HStack>
    </HStack>
  );
}

export function Legend({ items }: { items: readonly { label: string; colour: string; hollow?: boolean }[] }) {
  return (
    <Wrap gap="3" aria-label="Map legend" role="list" fontSize="sm">
      {items.map((i) => (
        <HStack key={i.label} gap="1" role="listitem">
          <Box
            width="3"
            height="3"
            borderRadius="full"
            bg={i.hollow ? 'white' : i.colour}
            borderWidth={i.hollow ? '3px' : '1px'}
            borderColor={i.hollow ? i.colour : 'white'}
            aria-hidden
          />
          <Text>{i.label}</Text>
        </HStack>
      ))}
    </Wrap>
  );
}

/** Page frame: the standard padding and gaps. */
export function Page({ children }: { children: ReactNode }) {
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minWidth="0">
      {children}
    </Stack>
  );
}
