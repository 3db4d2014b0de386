import { describe, expect, it } from 'vitest';
import { generateDemoData, seedOptions } from '../seed/generate';
import { band } from './feedback-report';

describe('the rating colour scale (spec: 1 to 5, red to green, bands at -5.1, -0.1, 5.1, 8.1)', () => {
  it('places net scores in their band, a cut belonging to the band above', () => {
    expect([-10, -5.2, -5.1, -0.2, -0.1, 5, 5.1, 8, 8.1, 10].map(band)).toEqual([
      '1 · Very poor',
      '1 · Very poor',
      '2 · Poor',
      '2 · Poor',
      '3 · Fair',
      '3 · Fair',
      '4 · Good',
      '4 · Good',
      '5 · Excellent',
      '5 · Excellent',
    ]);
    expect(band(null)).toBe('');
  });
});

describe('seeded feedback', () => {
  it('rates only delivered deliveries, on their day and client, 1 to 5, the same every time', () => {
    const opts = seedOptions({ today: '2026-11-21', seed: 7, days: 3, deliveriesPerDay: 60 });
    const data = generateDemoData(opts);
    const feedback = data.records.feedback ?? [];
    const byId = new Map((data.records.deliveries ?? []).map((d) => [d.id, d]));
    expect(feedback.length).toBeGreaterThan(0);
    for (const f of feedback) {
      const d = byId.get(Number(f.deliveryId));
      expect(d?.status).toBe('delivered');
      expect(f).toMatchObject({ date: d?.date, clientId: d?.clientId });
      expect([1, 2, 3, 4, 5]).toContain(f.rating);
    }
    expect(generateDemoData(opts).records.feedback).toEqual(feedback);
  });
});
