import { act, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { deliveries, runs } from '../../resources/operations';
import { bareContext } from '../../resources/access';
import { permissionsOf, type AccessUser, type Role } from '../../resources/roles';
import { renderWithChakra, rerenderWithChakra } from '../../theme/render-in-tests';
import { offersEdit, useEditMode, type EditMode } from './edit-mode';

function user(role: Role, id = 50, clientIds: number[] = [8]): AccessUser {
  return { id, role, clientId: clientIds[0] ?? null, clientIds, features: {}, permissions: permissionsOf(role) };
}

let mode: EditMode;
const seen = (m: EditMode) => {
  mode = m;
};
function Probe({ id, waiting = false }: { id: number; waiting?: boolean }) {
  const m = useEditMode(id, waiting);
  useEffect(() => seen(m));
  return null;
}

describe('useEditMode', () => {
  it('opens, and a save returns to view mode with its message', () => {
    renderWithChakra(<Probe id={1} />);
    expect(mode.editing).toBe(false);
    act(() => mode.open());
    expect(mode.editing).toBe(true);
    expect(mode.saved).toBeNull();
    act(() => mode.done({ status: 'success', text: 'Delivery FRSH-1 saved.' }));
    expect(mode.editing).toBe(false);
    expect(mode.saved).toEqual({ status: 'success', text: 'Delivery FRSH-1 saved.' });
    // editing again hides the last message; closing without saving says nothing
    act(() => mode.open());
    expect(mode.saved).toBeNull();
    act(() => mode.close());
    expect(mode).toMatchObject({ editing: false, saved: null });
  });

  it('another record on the same page starts in view mode, without the last record’s message', () => {
    renderWithChakra(<Probe id={1} />);
    act(() => mode.open());
    rerenderWithChakra(<Probe id={2} />);
    expect(mode.editing).toBe(false);
    act(() => mode.done({ status: 'success', text: 'saved' }));
    rerenderWithChakra(<Probe id={3} />);
    expect(mode.saved).toBeNull();
  });

  it('a "waiting to be sent" message stays while the change waits, and goes once it was sent', () => {
    const queued = { status: 'info', text: 'Saved on this device: …', waiting: true } as const;
    renderWithChakra(<Probe id={1} waiting />);
    act(() => mode.open());
    act(() => mode.done(queued));
    expect(mode.saved).toEqual(queued);
    rerenderWithChakra(<Probe id={1} waiting={false} />);
    expect(mode.saved).toBeNull();
    // a message about a change that went (sent, refused) does not hang on the outbox
    act(() => mode.done({ status: 'success', text: 'saved' }));
    expect(mode.saved).toMatchObject({ text: 'saved' });
  });
});

describe('offersEdit', () => {
  const pending = { id: 10, status: 'pending', clientId: 8, address: '1 Main St' };
  const ownRun = { id: 3, contractorId: 7, status: 'assigned', code: 'R1', date: '2026-11-21' };

  it('offers Edit where a field is left to this user, as the write rules say', () => {
    const admin = user('admin', 1, []);
    const clientUser = user('client-user');
    expect(offersEdit(admin, deliveries, pending, bareContext(admin))).toBe(true);
    // a client user may still change a pending delivery's instructions
    expect(offersEdit(clientUser, deliveries, pending, bareContext(clientUser))).toBe(true);
    // ...but not when the only field a resource rule leaves is one the write rules refuse
    expect(offersEdit(clientUser, deliveries, pending, bareContext(clientUser), ['deliveredAt'])).toBe(false);
  });

  it('offers nothing to a user who may not patch the resource', () => {
    const driver = user('driver', 9, []);
    expect(offersEdit(driver, runs, ownRun, bareContext(driver))).toBe(false);
  });
});
