import { Badge } from '@chakra-ui/react';

const COLOURS: Record<string, string> = {
  pending: 'gray',
  routed: 'purple',
  loaded: 'cyan',
  'in-transit': 'blue',
  delivered: 'green',
  failed: 'red',
  returned: 'orange',
  cancelled: 'gray',
  redelivery: 'orange',
  missing: 'red',
  damaged: 'red',
};

/** A delivery or box status as a coloured badge (the word is always shown, colour is a hint). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={COLOURS[status] ?? 'gray'} variant="subtle">
      {status}
    </Badge>
  );
}
