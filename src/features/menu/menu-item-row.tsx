import { memo, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { StaticBadge } from '../../theme/static-badge';
import { MenuIcon } from '../../ui/menu-icon';
import type { LabelSet, MenuItem } from '../../screens/menu-types';

export interface SubLink {
  key: string;
  label: string;
  href: string;
}

interface Props {
  item: MenuItem;
  href: string;
  labels: LabelSet;
  active: boolean;
  counter?: number;
  submenu?: { links: SubLink[]; open: boolean; onEnter(): void; onLeave(): void; onToggle(): void };
  onNavigate?(): void;
}

/**
 * The "was titled ..." note of a renamed item: a toggle that shows the note under the row (a
 * native title on hover too). Inline rather than a floating tooltip: it needs no positioning
 * library on the start-up path, is never clipped by the scrolling menu, and works by touch and
 * keyboard alike.
 */
function InfoToggle({ text, open, onToggle }: { text: string; open: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      className="dc-info-toggle"
      aria-label={text}
      title={text}
      aria-expanded={open}
      onClick={onToggle}
    >
      <MenuIcon name="MdInfoOutline" size="1em" />
    </button>
  );
}

/**
 * One row of the side menu, drawn by static classes (theme/static-classes.ts): the menu has
 * dozens of rows on every page, and a styled component per element was the largest share of
 * the first render. Memoised: the menu re-renders as start-up answers come in (the clients, the
 * routing groups, the end of the cache restore), and a row's props rarely change with them.
 */
export const MenuItemRow = memo(function MenuItemRow({
  item,
  href,
  labels,
  active,
  counter,
  submenu,
  onNavigate,
}: Props) {
  const label = item.label[labels];
  const tooltip = labels === 'new' ? item.tooltip : undefined;
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <li onMouseEnter={submenu?.onEnter} onMouseLeave={submenu?.onLeave}>
      <div className="dc-menu-line">
        <NavLink
          to={href}
          className="dc-menu-link"
          data-active={active || undefined}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          data-menu-id={item.id}
        >
          <MenuIcon name={item.icon[labels]} />
          <span className="dc-ellipsis">{label}</span>
          {item.beta[labels] ? (
            <StaticBadge size="xs" palette="purple">
              Beta
            </StaticBadge>
          ) : null}
          {counter ? (
            <StaticBadge size="xs" palette="red" aria-label={`${counter} new`} style={{ marginLeft: 'auto' }}>
              {counter}
            </StaticBadge>
          ) : null}
        </NavLink>
        {tooltip ? <InfoToggle text={tooltip} open={infoOpen} onToggle={() => setInfoOpen((o) => !o)} /> : null}
        {submenu && submenu.links.length > 0 ? (
          <button
            type="button"
            className="dc-icon-button"
            aria-label={`${submenu.open ? 'Hide' : 'Show'} routing groups`}
            aria-expanded={submenu.open}
            onClick={submenu.onToggle}
          >
            <span className="dc-turns" data-open={submenu.open || undefined}>
              <MenuIcon name="MdExpandMore" size="1em" />
            </span>
          </button>
        ) : null}
      </div>
      {tooltip && infoOpen ? (
        <p className="dc-menu-note" role="note">
          {tooltip}
        </p>
      ) : null}
      {submenu?.open && submenu.links.length > 0 ? (
        <ul className="dc-menu-sub" aria-label="Routing groups">
          {submenu.links.map((sub) => (
            <li key={sub.key}>
              <NavLink to={sub.href} className="dc-menu-link dc-menu-sublink" onClick={onNavigate}>
                {sub.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
});
