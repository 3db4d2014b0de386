import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { StoredOf } from '../../offline';
import { renderWithChakra } from '../../theme/render-in-tests';
import { inPlan, VisitPlan, visitsOf, type PlannedVisit, type VisitPlanProps } from './routing-tool-page';

// 2026-11-27 is a Friday; the Glebe store opens on weekdays from 09:00
const stores = new Map<number, StoredOf<'rdsStores'>>(
  (
    [
      {
        id: 1,
        storeNumber: 'NH101',
        name: 'Glebe',
        opensAt: '09:00',
        closesAt: '17:30',
        openDays: 'Mon-Fri',
        lat: -33.88,
        lng: 151.18,
      },
      {
        id: 2,
        storeNumber: 'NH102',
        name: 'Parramatta',
        opensAt: '08:00',
        closesAt: '21:00',
        openDays: 'Mon-Sun',
        lat: -33.815,
        lng: 151.0,
      },
      {
        id: 3,
        storeNumber: 'NH103',
        name: 'Bondi',
        opensAt: '08:00',
        closesAt: '21:00',
        openDays: 'Mon-Sun',
        lat: -33.89,
        lng: 151.27,
      },
    ] as StoredOf<'rdsStores'>[]
  ).map((s) => [s.id, { ...s, address: `${s.id} Main Street`, suburb: s.name }]),
);
const event = (id: number, storeId: number, startTime: string, endTime: string, status = 'confirmed') =>
  ({
    id,
    version: 1,
    reference: `RDS-${id}`,
    storeId,
    startTime,
    endTime,
    status,
    visitOrder: null,
  }) as StoredOf<'rdsEvents'>;
const events = [
  event(11, 1, '07:00', '10:00'),
  event(12, 2, '10:00', '13:00'),
  event(13, 3, '13:00', '16:00'),
  event(14, 1, '08:00', '09:00', 'cancelled'),
];
const loaded = { isLoading: false, error: null, refetch: () => undefined, source: 'network' as const };

function renderPlan(
  visits: PlannedVisit[],
  readOnly: string | null = null,
  queued: VisitPlanProps['queued'] = null,
  kept = true,
) {
  const saved: number[][] = [];
  const host = renderWithChakra(
    <VisitPlan
      visits={visits}
      date="2026-11-27"
      providerName="Shelfwise Merchandising"
      state={loaded}
      readOnly={readOnly}
      queued={queued}
      onSave={(order) => {
        saved.push(order.map((v) => v.id));
        return Promise.resolve(kept);
      }}
    />,
  );
  const rows = () => [...host.querySelectorAll('[data-testid="visit-row"]')].map((r) => r.textContent ?? '');
  const button = (name: string) => {
    const b = [...host.querySelectorAll('button')].find(
      (x) => (x.getAttribute('aria-label') ?? x.textContent) === name,
    );
    if (!b) throw new Error(`no button ${name}`);
    return b;
  };
  const state = () => host.querySelector('[data-testid="order-state"]')?.textContent;
  return { host, rows, button, state, saved };
}

describe('the RDS Routing Tool', () => {
  it("shows the day's visits by booked start, with the store's hours against the booked times", () => {
    const { rows, state } = renderPlan(visitsOf(events, stores));
    expect(rows()).toHaveLength(3); // the cancelled event is not a visit
    expect(rows()[0]).toContain('NH101 Glebe');
    expect(rows()[0]).toContain('Before opening');
    expect(rows()[1]).toContain('Within hours');
    expect(state()).toBe('This order is not saved yet');
  });

  it('moves a visit by its buttons and by Alt+Arrow on its row, and saves the whole order as one plan', async () => {
    const planned = visitsOf(events, stores).map((v, i) => ({ ...v, visitOrder: i + 1 }));
    const { host, rows, button, state, saved } = renderPlan(planned);
    expect(state()).toBe('Order saved');
    act(() => button('Move RDS-13 up').click());
    expect(rows().map((r) => r.match(/RDS-\d+/)?.[0])).toEqual(['RDS-11', 'RDS-13', 'RDS-12']);
    expect(rows()[2]).toContain('Starts before the visit ahead ends'); // RDS-12 at 10:00, after Bondi until 16:00
    expect(rows()[1]).not.toContain('Starts before');
    expect(state()).toBe('2 visits to renumber: not saved yet');
    const first = host.querySelector('#visit-11');
    act(() => first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true })));
    expect(rows().map((r) => r.match(/RDS-\d+/)?.[0])).toEqual(['RDS-13', 'RDS-11', 'RDS-12']);
    expect(button('Move RDS-13 up').disabled).toBe(true);
    await act(async () => button('Save order').click());
    expect(saved).toEqual([[13, 11, 12]]);
  });

  it('keeps the draft when the plan is refused, so nothing the planner did is lost', async () => {
    const { button, rows, state, saved } = renderPlan(visitsOf(events, stores), null, null, false);
    act(() => button('Move RDS-13 up').click());
    await act(async () => button('Save order').click());
    expect(saved).toEqual([[11, 13, 12]]);
    expect(rows().map((r) => r.match(/RDS-\d+/)?.[0])).toEqual(['RDS-11', 'RDS-13', 'RDS-12']);
    expect(state()).toBe('3 visits to renumber: not saved yet');
  });

  it("shows a plan still on the device as the day's order, saying so", () => {
    const planned = inPlan(visitsOf(events, stores), [13, 11]);
    expect(planned.map((v) => [v.id, v.visitOrder])).toEqual([
      [13, 1],
      [11, 2],
      [12, 3],
    ]);
    expect(renderPlan(planned, null, 'waiting').state()).toBe(
      'Order saved on this device: it is sent when the connection is back',
    );
    expect(renderPlan(planned, null, 'conflict').state()).toContain('see Unsent Changes');
  });

  it('suggests the nearest store next from the earliest booking', () => {
    const { rows, button } = renderPlan(visitsOf(events, stores));
    // Glebe first (07:00); Bondi is 8 km from it, Parramatta 17 km
    act(() => button('Suggest order (nearest store next)').click());
    expect(rows().map((r) => r.match(/RDS-\d+/)?.[0])).toEqual(['RDS-11', 'RDS-13', 'RDS-12']);
  });

  it('shows the order without moves to a user who may not plan, saying why', () => {
    const { host, rows, state } = renderPlan(visitsOf(events, stores), 'Only admins plan visits.');
    expect(rows()).toHaveLength(3);
    expect(state()).toBe('Only admins plan visits.');
    expect(host.querySelectorAll('button')).toHaveLength(0);
  });

  it('says when the provider has no visits that day', () => {
    const { host } = renderPlan([]);
    expect(host.textContent).toContain('Shelfwise Merchandising has no store visits booked on 2026-11-27.');
  });
});
