/**
 * What a save said (save-messages.ts), drawn as one alert: under a form, or above a detail page's
 * fields once the save has returned it to view mode. Light on purpose (no form code), so a read
 * page can show it without loading the forms.
 */
import { Alert } from '@chakra-ui/react';
import type { SaveMessage } from './save-messages';

export function SaveResult({ message }: { message: SaveMessage | null }) {
  if (!message) return null;
  return (
    <Alert.Root
      status={message.status}
      role={message.status === 'error' ? 'alert' : 'status'}
      data-testid="save-result"
    >
      <Alert.Indicator />
      <Alert.Description>{message.text}</Alert.Description>
    </Alert.Root>
  );
}
