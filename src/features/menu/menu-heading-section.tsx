import { useId, type ReactNode } from 'react';
import { MenuIcon } from '../../ui/menu-icon';
import type { MenuHeading } from '../../screens/menu-types';

interface Props {
  heading: MenuHeading;
  open: boolean;
  onToggle(): void;
  children: ReactNode;
}

/**
 * A collapsible heading of the side menu: a disclosure button (aria-expanded, aria-controls)
 * and its items, rendered only while open. Plain elements and static classes rather than a
 * Collapsible component: the menu has a dozen headings on every page, and each one's state
 * machine and styled parts were first-render cost for a show-and-hide.
 */
export function MenuHeadingSection({ heading, open, onToggle, children }: Props) {
  const groupId = useId();
  return (
    <li className="dc-menu-heading">
      <button
        type="button"
        className="dc-menu-heading-button"
        aria-expanded={open}
        aria-controls={open ? groupId : undefined}
        onClick={onToggle}
      >
        <MenuIcon name={heading.icon} size={16} />
        <span className="dc-menu-heading-label">{heading.label}</span>
        <span className="dc-turns" data-open={open || undefined}>
          <MenuIcon name="MdExpandMore" size="1em" />
        </span>
      </button>
      {open ? (
        <ul id={groupId} className="dc-menu-group">
          {children}
        </ul>
      ) : null}
    </li>
  );
}
