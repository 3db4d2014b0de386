import { describe, expect, it } from 'vitest';
import { chunkFailure } from './chunk-error';

describe('chunkFailure', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/run-1.js'), 'chunk'],
    [new Error('Loading chunk 12 failed.'), 'chunk'],
    [new Error('Unable to preload CSS for /assets/a.css'), 'css-chunk'],
    [new Error('Loading CSS chunk 3 failed'), 'css-chunk'],
    [new Error('Cannot read properties of undefined'), null],
    ['plain string', null],
  ])('%s -> %s', (error, expected) => {
    expect(chunkFailure(error)).toBe(expected);
  });
});
