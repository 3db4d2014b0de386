/**
 * Header badge: online/offline, the count of unsent changes and, until the device holds what
 * offline use needs (hooks/use-offline-ready.ts), that it is not ready yet; a keyboard-reachable
 * link to the outbox.
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import { OFFLINE_ENABLED } from './flags';
import { useOfflineReady } from './hooks/use-offline-ready';
import { useOnline } from './hooks/use-online';
import { useOutboxEntries, useOutboxPaused } from './hooks/use-outbox';

export const OUTBOX_PATH = '/outbox';

export function OfflineStatusBadge() {
  const online = useOnline();
  const entries = useOutboxEntries();
  const paused = useOutboxPaused();
  const ready = useOfflineReady();
  const inRouter = useInRouterContext();
  if (!OFFLINE_ENABLED) return null;
  const problems = entries.filter((e) => e.status === 'conflict' || e.status === 'rejected').length;
  const unsent = entries.length;
  const label = `${online ? 'Online' : 'Offline'}, ${unsent === 0 ? 'all changes sent' : `${unsent} unsent change${unsent === 1 ? '' : 's'}`}${
    problems ? `, ${problems} need${problems === 1 ? 's' : ''} attention` : ''
  }${paused ? ', sign in to send' : ''}${ready ? '' : online ? ', getting ready to work offline' : ', not everything needed offline is on this device yet'}`;
  const content = (
    <HStack gap="2">
      <Badge colorPalette={online ? 'green' : 'orange'} variant="subtle">
        {online ? 'Online' : 'Offline'}
      </Badge>
      {!ready && (
        <Badge colorPalette="gray" variant="outline" data-testid="offline-preparing">
          {online ? 'Preparing offline' : 'Not ready offline'}
        </Badge>
      )}
      {unsent > 0 && (
        <Badge colorPalette={problems || paused ? 'red' : 'blue'} data-testid="unsent-count">
          {unsent} unsent
        </Badge>
      )}
      <Text srOnly>{label}</Text>
    </HStack>
  );
  const style = { display: 'inline-flex', borderRadius: 6, padding: 2 } as const;
  return inRouter ? (
    <RouterLink to={OUTBOX_PATH} aria-label={label} title={label} data-testid="offline-status" style={style}>
      {content}
    </RouterLink>
  ) : (
    <a href={`#${OUTBOX_PATH}`} aria-label={label} title={label} data-testid="offline-status" style={style}>
      {content}
    </a>
  );
}
