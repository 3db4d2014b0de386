import { describe, expect, it } from 'vitest';
import { pathWithoutSecrets, readLoadParams, withoutSecrets } from './load-params';

describe('load parameters', () => {
  it('reads them from the hash query or before the hash', () => {
    expect(
      readLoadParams({ search: '', hash: '#/d/overview?authToken=abc&hideNav=true&nextPath=%2Frun%2Fruns%2Fall' }),
    ).toEqual({
      authToken: 'abc',
      hideNav: true,
      nextPath: '/run/runs/all',
      flex: null,
    });
    expect(
      readLoadParams({ search: '?twilioFlexAuth=a%40b.c&twilioFlexToken=t1', hash: '#/twilio-flex' }),
    ).toMatchObject({
      flex: { userIdentity: 'a@b.c', flexToken: 't1' },
      hideNav: false,
    });
  });

  it('removes the token from the address, keeping everything else', () => {
    expect(withoutSecrets('https://x.test/?authToken=abc&a=1#/d?authToken=abc&hideNav=true')).toBe(
      'https://x.test/?a=1#/d?hideNav=true',
    );
    expect(withoutSecrets('https://x.test/#/d/overview?authToken=abc')).toBe('https://x.test/#/d/overview');
    expect(withoutSecrets('https://x.test/#/d/overview?x=1')).toBeNull();
  });

  it('drops the secrets from an in-app path the log-in gate keeps as nextPath', () => {
    expect(pathWithoutSecrets('/d/overview?twilioFlexAuth=a%40b.c&twilioFlexToken=t1&q=x')).toBe('/d/overview?q=x');
    expect(pathWithoutSecrets('/d/overview?authToken=abc')).toBe('/d/overview');
    expect(pathWithoutSecrets('/d/overview')).toBe('/d/overview');
  });
});
