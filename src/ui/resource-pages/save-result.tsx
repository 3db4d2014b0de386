/**
 * A form's message in place (save-messages.ts), drawn as one alert under the form: a check that
 * stopped a save ('Some values need fixing'). A new message is scrolled into view, so it is seen
 * where the page now stands. A save's outcome is a notice instead (src/ui/notices.tsx).
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
