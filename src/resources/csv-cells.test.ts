import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cell, neutralise, restoreCell } from './csv-cells';

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Any text, and text that starts with a trigger character (the cases that matter). */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.tuple(fc.constantFrom(...TRIGGERS), fc.string()).map(([first, rest]) => first + rest),
  fc.tuple(fc.constantFrom("'", "''"), fc.constantFrom(...TRIGGERS), fc.string()).map(([q, t, r]) => q + t + r),
  fc.tuple(fc.constantFrom('+', '-'), fc.double({ noNaN: true }), fc.string()).map(([s, n, r]) => `${s}${n}${r}`),
);

describe('neutralise (the one CSV formula rule)', () => {
  it('refuses the known attacks that slipped through before', () => {
    for (const attack of [
      '+1+HYPERLINK("http://evil.example","x")',
      "-1+cmd|' /C calc'!A0",
      '=1+2',
      '@SUM(A1:A2)',
      '\t=1',
      '\r=1',
      '-2-3',
      '+61 400 000 000',
      '- 1',
      '+.',
    ]) {
      expect(neutralise(attack)).toBe(`'${attack}`);
    }
  });

  it('keeps whole numbers as data', () => {
    for (const n of ['-33.8', '+5', '-0', '1e3', '-1.5E-7', '.5', '-.5', '42']) expect(neutralise(n)).toBe(n);
  });

  it('no output cell starts with a trigger unless the whole cell is a number', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = neutralise(text);
        if (TRIGGERS.includes(out.charAt(0))) expect(out).toMatch(PLAIN_NUMBER);
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing but a leading apostrophe, and only when needed', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = neutralise(text);
        if (out === text) return;
        expect(out).toBe(`'${text}`);
        expect(text).toMatch(/^'*[=+\-@\t\r]/);
      }),
      { numRuns: 2000 },
    );
  });

  it('every number written by cell() stays a number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (n) => {
        expect(cell(n)).toBe(String(n));
      }),
    );
  });

  it('survives CSV quoting: a parsed exported cell is never a live formula', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 5 }), (texts) => {
        const csv = Papa.unparse([texts.map(cell)], { newline: '\r\n' });
        const parsed = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' }).data[0] ?? [];
        for (const value of parsed) {
          if (TRIGGERS.includes(value.charAt(0))) expect(value).toMatch(PLAIN_NUMBER);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('restoreCell (the importer reads an exported cell back)', () => {
  it('undoes neutralise for any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(restoreCell(neutralise(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
