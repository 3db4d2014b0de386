import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link inside text and table cells, drawn as a link (blue, underlined) by a static class. */
export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className="dc-inline-link">
      {children}
    </RouterLink>
  );
}
