import { NavLink } from 'react-router-dom';
import { isAdminType } from '../../resources/roles';
import { useActivity } from '../../session/activity-store';
import { liveStatusText, useLiveStatus } from '../../session/live-status';
import type { SessionUser } from '../../session/session-user';
import { menuPrefsStore, menuStateStore, useStore } from '../../session/use-menu-context';
import { MenuIcon } from '../../ui/menu-icon';

/** A native checkbox with the switch role, drawn as a switch by static classes. */
function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(value: boolean): void }) {
  return (
    <label className="dc-switch">
      <input
        type="checkbox"
        role="switch"
        className="dc-switch-input"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span className="dc-switch-track" aria-hidden="true">
        <span className="dc-switch-thumb" />
      </span>
      {label}
    </label>
  );
}

/** Queue Info (admin-type: the queue, and the live stream's state), the label-set and beta switches, and Logout. Static classes, as the rest of the menu. */
export function MenuFooter({ user, onNavigate }: { user: SessionUser; onNavigate?(): void }) {
  const activity = useActivity();
  const live = liveStatusText(useLiveStatus());
  const prefs = useStore(menuPrefsStore);
  const state = useStore(menuStateStore);
  const contractor = user.role === 'contractor';
  return (
    <div className="dc-menu-footer">
      {isAdminType(user) ? (
        <div aria-label="Queue Info" role="group">
          <p className="dc-menu-caption">Queue Info</p>
          <div className="dc-menu-queue">
            <p>Queued: {activity.queueLength ?? '–'}</p>
            <p>Servers: {activity.queueServers ?? '–'}</p>
            {live ? <p data-testid="live-status">{live}</p> : null}
          </div>
        </div>
      ) : null}
      <Toggle
        label="New menu labels"
        checked={prefs.labels === 'new'}
        onChange={(on) => menuPrefsStore.set({ labels: on ? 'new' : 'old' })}
      />
      {contractor ? null : (
        <Toggle
          label="Beta navigation"
          checked={state.enabled}
          onChange={(on) => menuStateStore.set({ enabled: on })}
        />
      )}
      <NavLink to="/auth/logout" className="dc-menu-logout" onClick={onNavigate}>
        <MenuIcon name="MdLogout" />
        Logout
      </NavLink>
    </div>
  );
}
