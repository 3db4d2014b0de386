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
function Probe({ id }: { id: number }) {
  const m = useEditMode(id);
  useEffect(() => seen(m));
  return null;
}

describe('useEditMode', () => {
  it('opens, and a save or a close returns to view mode', () => {
    renderWithChakra(<Probe id={1} />);
    expect(mode.editing).toBe(false);
    act(() => mode.open());
    expect(mode.editing).toBe(true);
    act(() => mode.done());
    expect(mode.editing).toBe(false);
    act(() => mode.open());
    act(() => mode.close());
    expect(mode.editing).toBe(false);
  });

  it('another record on the same page starts in view mode', () => {
    renderWithChakra(<Probe id={1} />);
    act(() => mode.open());
    rerenderWithChakra(<Probe id={2} />);
    expect(mode.editing).toBe(false);
    // and back on the first, its edit is not reopened by itself
    act(() => mode.open());
    rerenderWithChakra(<Probe id={1} />);
    expect(mode.editing).toBe(false);
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
