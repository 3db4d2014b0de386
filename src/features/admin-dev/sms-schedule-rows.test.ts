import { describe, expect, it } from 'vitest';
import { smsScheduleRows } from './sms-schedule-rows';

const schedule = (id: number, clientId: number | null, serviceType: 'home' | 'wholesale', weekends: boolean) => ({
  id,
  clientId,
  serviceType,
  sendFrom: '07:30',
  sendUntil: '20:00',
  weekends,
  etaLeadMinutes: 30,
  active: true,
});

describe('SMS schedule rows', () => {
  it('names each schedule by its client and orders client then service', () => {
    const rows = smsScheduleRows(
      [schedule(1, 14, 'wholesale', false), schedule(2, 8, 'home', true), schedule(3, 14, 'home', false)],
      [
        { id: 8, name: 'Zest Meals' },
        { id: 14, name: 'Acme Pantry' },
      ],
    );
    expect(rows.map((r) => `${r.clientName} ${r.serviceType}`)).toEqual([
      'Acme Pantry home',
      'Acme Pantry wholesale',
      'Zest Meals home',
    ]);
    expect(rows[2]?.days).toBe('Every day');
    expect(rows[0]?.days).toBe('Mon–Fri');
    expect(rows[0]?.windowMinutes).toBe(750);
  });

  it('says when the client is not one the device knows, never an id', () => {
    expect(smsScheduleRows([schedule(1, 99, 'home', true)], [])[0]?.clientName).toBe('Unknown client');
  });
});
