import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/d/overview', '/d/overview'],
    ['/run/runs/all?status=open', '/run/runs/all?status=open'],
    ['/', '/'],
    ['/u/users/self#top', '/u/users/self#top'],
    ['/auth/login', '/'],
    ['/auth/logout', '/'],
  ])('keeps the in-app path %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'd/overview',
    '//evil.example',
    '//evil.example/d/overview',
    'https://evil.example',
    'http://evil.example/',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/ /evil',
    '/\tevil',
    '/https:/evil.example',
    'data:text/html,hi',
    '/%E0%A4%A',
  ])('refuses %s', (input) => {
    expect(safeNextPath(input)).toBeNull();
  });
});
