/**
 * 'New version available - Reload', storage problems (a full quota) and 'sign in to send your
 * changes', as one banner stack for the shell to mount above its content; plus the install
 * button for the header.
 */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { OFFLINE_ENABLED } from './flags';
import { useOutboxEntries, useOutboxPaused } from './hooks/use-outbox';
import { useInstallPrompt, useUpdateAvailable } from './hooks/use-pwa';
import { onStorageProblem, type StorageProblem } from './storage-errors';

export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button size="sm" variant="outline" onClick={() => void install()}>
      Install app
    </Button>
  );
}

function StorageProblemAlert() {
  const [problem, setProblem] = useState<StorageProblem | null>(null);
  useEffect(() => onStorageProblem(setProblem), []);
  if (!problem) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Offline storage problem</Alert.Title>
        <Alert.Description>{problem.message}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={() => setProblem(null)}>
        Dismiss
      </Button>
    </Alert.Root>
  );
}

function PausedQueueAlert() {
  const paused = useOutboxPaused();
  const count = useOutboxEntries().length;
  if (!paused || count === 0) return null;
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Sign in to send your changes</Alert.Title>
        <Alert.Description>
          Your session ended while {count} change{count === 1 ? ' was' : 's were'} waiting. They are kept on this device
          and are sent as soon as you sign in again.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function UpdateAndInstallPrompts() {
  const { updateAvailable, reload } = useUpdateAvailable();
  if (!OFFLINE_ENABLED) return null;
  return (
    <Stack gap="2" data-testid="offline-prompts">
      {updateAvailable && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>New version available</Alert.Title>
          </Alert.Content>
          <Button size="sm" onClick={reload}>
            Reload
          </Button>
        </Alert.Root>
      )}
      <StorageProblemAlert />
      <PausedQueueAlert />
    </Stack>
  );
}
