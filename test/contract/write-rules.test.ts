/** docs/access.md carries the write rules in figures exactly as the declarations give them (`npm run write-rules`). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceList } from '../../src/resources/index';
import { writeRulesTable } from '../../src/resources/write-rules';

describe('docs/access.md', () => {
  it('holds the table npm run write-rules prints', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../docs/access.md'), 'utf8');
    expect(doc).toContain(writeRulesTable(resourceList));
  });
});
