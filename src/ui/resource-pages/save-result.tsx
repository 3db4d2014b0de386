/**
 * What a save said (save-messages.ts), drawn as one alert: under a form, or above a detail page's
 * fields once the save has returned it to view mode. A new message is scrolled into view, so a
 * save made low on a long form is heard where the page now stands. Light on purpose (no form
 * code), so a read page can show it without loading the forms.
 */
import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { SaveMessage } from './save-messages';

export function SaveResult({ message }: { message: SaveMessage | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert.Root
      ref={ref}
      status={message.status}
      role={message.status === 'error' ? 'alert' : 'status'}
      data-testid="save-result"
    >
      <Alert.Indicator />
      <Alert.Description>{message.text}</Alert.Description>
    </Alert.Root>
  );
}
