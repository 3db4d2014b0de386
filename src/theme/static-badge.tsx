import type { HTMLAttributes, ReactNode } from 'react';
import type { BadgePalette } from './static-classes';

export interface StaticBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  palette?: BadgePalette;
  size?: 'xs' | 'sm' | 'lg';
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/**
 * Chakra's subtle badge drawn by the static `.dc-badge` class (static-classes.ts): for badges
 * repeated down lists and menus, where a recipe component per badge costs style resolution at
 * every render.
 */
export function StaticBadge({ palette = 'gray', size = 'sm', children, className, ...rest }: StaticBadgeProps) {
  return (
    <span
      {...rest}
      className={className ? `dc-badge ${className}` : 'dc-badge'}
      data-palette={palette}
      data-size={size === 'sm' ? undefined : size}
    >
      {children}
    </span>
  );
}
