import { describe, expect, it } from 'vitest';
import { bandNumber, band } from '../../resources/rating-scale';
import { ratingBandFill } from '../../ui/charts';
import { settingProblem } from './cns-page';

describe('a notification setting is checked before it is sent', () => {
  it('needs a window that ends after it starts and a sender name of 1 to 11 characters', () => {
    const ok = { sendFrom: '07:00', sendUntil: '21:00', senderName: 'Harvest Box' };
    expect(settingProblem(ok)).toBeNull();
    expect(settingProblem({ ...ok, sendUntil: '07:00' })).toMatch(/end after it starts/);
    expect(settingProblem({ ...ok, sendFrom: '7am' })).toMatch(/HH:mm/);
    expect(settingProblem({ ...ok, senderName: '  ' })).toMatch(/1 to 11/);
    expect(settingProblem({ ...ok, senderName: 'Harvest Box Co' })).toMatch(/1 to 11/);
  });
});

describe('the rating bands in the chart', () => {
  it('read a band back from its words and fill it from red to green', () => {
    expect([-6, -1, 3, 6, 9].map((s) => bandNumber(band(s)))).toEqual([1, 2, 3, 4, 5]);
    expect(bandNumber('')).toBeNull();
    expect(ratingBandFill(1)).toBe('#e53e3e');
    expect(ratingBandFill(5)).toBe('#38a169');
    expect(new Set([1, 2, 3, 4, 5].map(ratingBandFill)).size).toBe(5);
  });
});
