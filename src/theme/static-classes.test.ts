import { describe, expect, it } from 'vitest';
import { STATIC_CLASSES } from './static-classes';

describe('the resource table (static classes)', () => {
  it("lays its header row out on the rows' font, so a column's `ch` width is the same above and below", () => {
    const head = STATIC_CLASSES['.dc-thead'];
    const row = STATIC_CLASSES['.dc-row'];
    expect(head?.fontSize).toBe(row?.fontSize);
    expect(head?.fontWeight).toBe(row?.fontWeight);
    expect(STATIC_CLASSES['.dc-th']?.fontWeight).toBe('semibold');
  });
});
