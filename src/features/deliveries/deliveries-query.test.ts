import { describe, expect, it } from 'vitest';
import { allRows, readDeliveryQuery, writeDeliveryQuery, type QueryContext } from './deliveries-query';
import { toggleSort } from '../../ui/resource-pages';

const ctx: QueryContext = {
  today: '2026-11-22',
  defaultToday: true,
  selectedClientId: 8,
  defaultSort: 'date,reference',
};
const read = (qs: string, c: QueryContext = ctx) => readDeliveryQuery(new URLSearchParams(qs), c);

describe('deliveries query in the URL', () => {
  it('defaults to today and the selected client', () => {
    const q = read('');
    expect(q.draft).toEqual({ date: '2026-11-22', clientId: '8' });
    expect(q.params).toEqual({
      limit: 500,
      offset: 0,
      sort: 'date,reference',
      filters: { date: { from: '2026-11-22', to: '2026-11-22' }, clientId: '8' },
    });
  });

  it('reads the overview link form and every named filter', () => {
    const q = read(
      'status=failed&date=2026-11-20&clientId=all&routingGroupId=3&zoneId=4&depotId=5&q=smith&sort=-date,status&page=2&size=2000',
    );
    expect(q.params).toEqual({
      limit: 2000,
      offset: 4000,
      sort: '-date,status',
      q: 'smith',
      filters: {
        date: { from: '2026-11-20', to: '2026-11-20' },
        status: 'failed',
        routingGroupId: '3',
        zoneId: '4',
        depotId: '5',
      },
    });
  });

  it('uses a from/to range when no single date is given, and all dates when asked', () => {
    expect(read('dateFrom=2026-11-01&dateTo=2026-11-07').params.filters?.date).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(read('date=all').params.filters?.date).toBeUndefined();
    expect(read('size=all&page=3').params).toMatchObject({ limit: -1, offset: 0 });
  });

  it('applies fixed filters over the URL', () => {
    const q = read('geoIssue=false', { ...ctx, fixed: { geoIssue: 'true' } });
    expect(q.params.filters?.geoIssue).toBe('true');
  });

  it('writes cleared defaults as all, leaves defaults out, and keeps sort and size', () => {
    const current = new URLSearchParams('sort=-date&size=2000&page=4');
    expect(writeDeliveryQuery(current, { status: 'failed', date: '2026-11-22', clientId: '8' }, ctx).toString()).toBe(
      'status=failed&sort=-date&size=2000',
    );
    expect(writeDeliveryQuery(current, {}, ctx).toString()).toBe('date=all&clientId=all&sort=-date&size=2000');
    expect(
      writeDeliveryQuery(current, { geoIssue: 'false' }, { ...ctx, fixed: { geoIssue: 'true' } }).get('geoIssue'),
    ).toBeNull();
  });

  it('lists every row for an export', () => {
    expect(allRows({ limit: 500, offset: 1000, sort: 'date' })).toEqual({ limit: -1, sort: 'date' });
  });
});

describe('multi-column sort', () => {
  it('a plain press sorts by one column and reverses it on the next press', () => {
    expect(toggleSort('date,reference', 'status', false)).toBe('status');
    expect(toggleSort('status', 'status', false)).toBe('-status');
    expect(toggleSort('-status', 'status', false)).toBe('status');
    expect(toggleSort('date,reference', 'date', false)).toBe('-date');
    expect(toggleSort('date,reference', 'reference', false)).toBe('reference');
  });

  it('Shift adds a key, flips it, then takes it off', () => {
    expect(toggleSort('status', 'date', true)).toBe('status,date');
    expect(toggleSort('status,date', 'date', true)).toBe('status,-date');
    expect(toggleSort('status,-date', 'date', true)).toBe('status');
  });
});
