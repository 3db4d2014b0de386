import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link inside text and table cells, drawn as a link (blue, underlined). */
export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <chakra.span color="blue.fg" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </chakra.span>
  );
}
