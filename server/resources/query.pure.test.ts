/** The server's list parser reads what the console's encoder writes (the one list-params module). */
import { describe, expect, it } from 'vitest';
import { decodeListParams, encodeListParams } from '../../src/offline/list-params';
import { deliveries } from '../../src/resources/index';
import { ApiHttpError } from '../http/errors';
import { FILTER_VALUES_MAX, parseListQuery, SEARCH_TEXT_MAX } from './query';

const parse = (search: URLSearchParams) => parseListQuery(deliveries, Object.fromEntries(search));

describe('parseListQuery over the shared list parameters', () => {
  it('parses a console URL sent through the encoder: paging, sort, one condition per filter and the search', () => {
    const url = new URLSearchParams(
      'dateFrom=2026-11-20&dateTo=2026-11-22&status=routed,loaded&suburb=rich&clientId=14&q=Smith&sort=-boxCount',
    );
    const wire = encodeListParams({
      ...decodeListParams(deliveries, url, 'page'),
      limit: 500,
      offset: 1000,
      includeHistorical: true,
    });
    const query = parse(wire);
    expect(query).toMatchObject({ limit: 500, offset: 1000, sort: '-boxCount', includeHistorical: true });
    // date from + to, status, suburb, clientId, q
    expect(query.where).toHaveLength(6);
  });

  it('uses the defaults for what the request leaves out', () => {
    expect(parse(encodeListParams({}))).toMatchObject({
      limit: 50,
      offset: 0,
      sort: deliveries.defaultSort,
      where: [],
      includeHistorical: false,
    });
  });

  it('caps the work one list can ask for: q and text filters at 100 characters, exact filters at 1,000 values', () => {
    const refused = (search: string): { status: number; field: string | undefined } => {
      try {
        parse(new URLSearchParams(search));
      } catch (e) {
        if (e instanceof ApiHttpError) return { status: e.status, field: e.fields[0]?.field };
        throw e;
      }
      return { status: 200, field: undefined };
    };
    expect(refused(`q=${'a'.repeat(SEARCH_TEXT_MAX)}`).status).toBe(200);
    expect(refused(`q=${'a'.repeat(2000)}`)).toEqual({ status: 400, field: 'q' });
    expect(refused(`suburb=${'b'.repeat(SEARCH_TEXT_MAX + 1)}`)).toEqual({ status: 400, field: 'suburb' });
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(refused(`id=${ids(FILTER_VALUES_MAX)}`).status).toBe(200);
    expect(refused(`id=${ids(FILTER_VALUES_MAX + 1)}`)).toEqual({ status: 400, field: 'id' });
  });

  it('answers a malformed limit, offset or sort with 400 BAD_QUERY naming the parameter', () => {
    for (const [key, value] of [
      ['limit', 'ten'],
      ['offset', '-1'],
      ['sort', 'instructions'],
    ] as const) {
      let error: unknown;
      try {
        parseListQuery(deliveries, { [key]: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ApiHttpError);
      expect((error as ApiHttpError).status).toBe(400);
      expect((error as ApiHttpError).fields[0]?.field).toBe(key);
    }
  });
});
