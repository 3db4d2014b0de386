/**
 * The cache key of Chakra's memoised style functions, the same string Chakra's own `simpleHash`
 * (its utils/memo.js) writes for every value, written faster. Chakra keys each call of `css`, a
 * recipe and its variants by hashing the arguments (whole style objects, nested conditions and
 * all) on every render of every styled element; that hashing was the largest Chakra self time of
 * a start at 4x CPU (more than `createSystem`), most of it the callbacks and the arrays of
 * `map(...).join(...)`. Here one string is built in a loop, and the keys are sorted only when
 * there are two or more.
 *
 * The build puts this in place of Chakra's function (vite.config.ts, `chakraMemoKey`, which fails
 * the build when Chakra's text changes); the key strings are the same (style-key.test.ts compares
 * them with Chakra's function on every recipe and static class), so every cache answers as before
 * and the styles, and the look, are unchanged. Tests and the dev server run Chakra's own.
 */

/** Chakra's `simpleHash(value)`, the same string for every value. */
export function styleKey(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return `s:${value}`;
    case 'number':
      return `n:${value}`;
    case 'boolean':
      return value ? 'b:true' : 'b:false';
    case 'undefined':
      return 'undefined';
    case 'function':
      return `f:${value.name || 'anonymous'}`;
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = 'a:[';
        for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + styleKey(value[i]);
        return `${out}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length > 1) keys.sort();
      let out = 'o:{';
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        out += `${i === 0 ? '' : ','}${key}:${styleKey(record[key])}`;
      }
      return `${out}}`;
    }
    default:
      return String(value);
  }
}

/** Where Chakra's `simpleHash` is in its memo.js: from its declaration to the class after it. */
export function chakraSimpleHashRange(code: string): { start: number; end: number } | null {
  const start = code.indexOf('function simpleHash(value) {');
  const end = code.indexOf('class LRUCache');
  return start >= 0 && end > start ? { start, end } : null;
}
