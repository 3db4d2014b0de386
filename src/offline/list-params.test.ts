import { describe, expect, it } from 'vitest';
import { boxSizes, deliveries } from '../resources';
import {
  decodeListParams,
  encodeListParams,
  formatSort,
  ListParamError,
  normaliseParams,
  parseSort,
  toSearchParams,
  type ListParams,
} from './list-params';

/** What the server reads from a request's query string (its handler sees key -> value). */
const serverSide = (search: URLSearchParams) => decodeListParams(deliveries, Object.fromEntries(search), 'api');

describe('list parameters: one shape, one encoder and decoder', () => {
  it('reads a console URL into the shape, ranges in the page style', () => {
    const url = new URLSearchParams(
      'dateFrom=2026-11-20&dateTo=2026-11-22&status=routed,loaded&suburb=rich&q= Smith &sort=date,-status&page=3&size=500&nope=1',
    );
    expect(decodeListParams(deliveries, url, 'page')).toEqual({
      sort: 'date,-status',
      q: ' Smith ',
      filters: { date: { from: '2026-11-20', to: '2026-11-22' }, status: 'routed,loaded', suburb: 'rich' },
    });
  });

  it('round-trips URL -> params -> API query string -> the server parse', () => {
    const url = new URLSearchParams(
      'date=2026-11-21&clientId=14&routingGroupId=3&geoIssue=true&q=Smith&sort=-boxCount',
    );
    const params: ListParams = { ...decodeListParams(deliveries, url, 'page'), limit: 500, offset: 1000 };
    const wire = encodeListParams(params, 'api');
    expect(wire.toString()).toBe(
      'limit=500&offset=1000&sort=-boxCount&q=Smith&date_from=2026-11-21&date_to=2026-11-21&geoIssue=true&routingGroupId=3&clientId=14',
    );
    expect(serverSide(wire)).toEqual(normaliseParams(params));
    // and back into a console URL, which reads as the same parameters
    const again = encodeListParams({ ...params, limit: undefined, offset: undefined }, 'page');
    expect(again.get('dateFrom')).toBe('2026-11-21');
    expect(decodeListParams(deliveries, again, 'page')).toEqual(
      normaliseParams({ ...params, limit: undefined, offset: undefined }),
    );
  });

  it('round-trips every shape through the wire: open ranges, null, historical, updatedAt, id lists', () => {
    const cases: ListParams[] = [
      { limit: -1, sort: 'id', filters: { date: { to: '2026-11-30' }, runId: 'null' } },
      { limit: 50, includeHistorical: true, filters: { updatedAt: { from: '2026-11-22T10:00:00.000Z' }, id: '1,2,3' } },
      { offset: 50, q: 'gate', filters: { reference: 'FRSH', postcode: '3053' } },
      {},
    ];
    for (const params of cases) expect(serverSide(toSearchParams(params))).toEqual(normaliseParams(params));
  });

  it('reads a range written as one value or as a..b, the value winning over the bounds', () => {
    expect(decodeListParams(deliveries, { date: '2026-11-20..2026-11-22', date_from: '2026-01-01' }).filters).toEqual({
      date: { from: '2026-11-20', to: '2026-11-22' },
    });
    expect(decodeListParams(deliveries, { date: '..2026-11-22', date_from: '2026-11-01' }).filters).toEqual({
      date: { from: '2026-11-01', to: '2026-11-22' },
    });
    expect(decodeListParams(deliveries, { date: '2026-11-20' }, 'page').filters).toEqual({
      date: { from: '2026-11-20', to: '2026-11-20' },
    });
  });

  it('reads only declared filters, and ignores empty values and keys of the other style', () => {
    expect(decodeListParams(boxSizes, { instructions: 'x', code: '', name: 'Small', limit: '', sort: ' ' })).toEqual({
      filters: expect.not.objectContaining({ instructions: 'x' }),
    });
    expect(decodeListParams(deliveries, { dateFrom: '2026-11-20' }, 'api')).toEqual({});
    expect(decodeListParams(deliveries, { date_from: '2026-11-20' }, 'page')).toEqual({});
  });

  it('refuses a limit or offset that is not a whole number in range, naming it; a page URL has none', () => {
    for (const [key, value] of [
      ['limit', 'ten'],
      ['limit', '-2'],
      ['offset', '-1'],
      ['offset', '1.5'],
      ['limit', '99999999999'],
    ]) {
      expect(() => decodeListParams(deliveries, { [key as string]: value })).toThrow(ListParamError);
      try {
        decodeListParams(deliveries, { [key as string]: value });
      } catch (e) {
        expect((e as ListParamError).field).toBe(key);
      }
    }
    expect(decodeListParams(deliveries, { limit: 'ten' }, 'page')).toEqual({});
  });

  it('parses and formats multi-column sorts', () => {
    expect(parseSort(' date , -status,,')).toEqual([
      { field: 'date', desc: false },
      { field: 'status', desc: true },
    ]);
    expect(formatSort(parseSort('date,-status'))).toBe('date,-status');
    expect(parseSort(undefined)).toEqual([]);
  });
});
