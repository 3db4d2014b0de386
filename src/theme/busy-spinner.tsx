/**
 * A spinner that says what is loading. Chakra's Spinner is a plain span, which may not carry an
 * aria-label (axe: aria-prohibited-attr); as an indeterminate progress bar it may, and screen
 * readers name it. Spinners beside their own text need no label (plain `Spinner`); eslint.config
 * refuses an aria-label on `Spinner` so the two cannot be mixed up again.
 */
import { Spinner, type SpinnerProps } from '@chakra-ui/react';

export function BusySpinner({ label, size = 'sm' }: { label: string; size?: SpinnerProps['size'] }) {
  // eslint-disable-next-line no-restricted-syntax -- the one labelled Spinner: its role allows the label
  return <Spinner size={size} role="progressbar" aria-label={label} />;
}
