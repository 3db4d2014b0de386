import { Badge } from '@chakra-ui/react';

const COLOURS: Record<string, string> = {
  planned: 'gray',
  assigned: 'purple',
  loaded: 'blue',
  'in-progress': 'orange',
  'in-transit': 'orange',
  finished: 'green',
  completed: 'green',
  delivered: 'green',
  arrived: 'cyan',
  pending: 'gray',
  routed: 'gray',
  failed: 'red',
  returned: 'red',
  cancelled: 'red',
  skipped: 'yellow',
};

export function StatusBadge({ status }: { status: unknown }) {
  const text = typeof status === 'string' ? status : '—';
  return (
    <Badge colorPalette={COLOURS[text] ?? 'gray'} data-testid="status" data-status={text}>
      {text}
    </Badge>
  );
}
