/** The filters in effect, as removable chips ('Role: driver ×'), so a list opened from a link says what it shows. */
import { Button, HStack, Text } from '@chakra-ui/react';
import type { ActiveFilter } from './list-view';

export function FilterChips({ filters, onRemove }: { filters: ActiveFilter[]; onRemove: (key: string) => void }) {
  if (filters.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="filter-chips" aria-label="Filters in effect">
      <Text fontSize="sm" color="fg.muted">
        Showing
      </Text>
      {filters.map((f) => (
        <Button
          key={f.key}
          size="xs"
          variant="subtle"
          borderRadius="full"
          onClick={() => onRemove(f.key)}
          aria-label={`Remove filter ${f.label}: ${f.value}`}
          data-testid={`chip-${f.key}`}
        >
          {f.label}: {f.value} ×
        </Button>
      ))}
    </HStack>
  );
}
