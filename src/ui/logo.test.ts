import { describe, expect, it } from 'vitest';
import { resolveLogoUri } from './logo';

const STORE = 'https://app.example/api/images/';
const ORIGIN = 'https://app.example';

describe('resolveLogoUri', () => {
  it.each([
    ['https://images.example.test/logos/a.png', 'https://images.example.test/logos/a.png'],
    ['/icons/icon-192.png', 'https://app.example/icons/icon-192.png'],
    ['logos/harvest-box.png', 'https://app.example/api/images/logos/harvest-box.png'],
    [null, null],
    ['', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['//evil.example/x.png', null],
  ])('%j -> %j', (uri, expected) => {
    expect(resolveLogoUri(uri, STORE, ORIGIN)).toBe(expected);
  });
});
