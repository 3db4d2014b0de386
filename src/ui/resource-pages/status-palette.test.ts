import { describe, expect, it } from 'vitest';
import { resourceList } from '../../resources';
import type { FieldMeta } from '../../resources/types';
import { isStatusField, STATUS_PALETTE, statusColour } from './status-palette';

describe('one colour per status', () => {
  it('gives the agreed colours', () => {
    expect(statusColour('delivered')).toBe('green');
    expect(statusColour('failed')).toBe('red');
    expect(statusColour('in-transit')).toBe('blue');
    expect(statusColour('pending')).toBe('gray');
    expect(statusColour('something-new')).toBe('gray');
  });

  it('has a colour for every status a declaration offers', () => {
    const missing: string[] = [];
    for (const def of resourceList) {
      for (const [name, meta] of Object.entries(def.fields as Record<string, FieldMeta>)) {
        if (!isStatusField(name, meta)) continue;
        for (const option of meta.options ?? [])
          if (!(option in STATUS_PALETTE)) missing.push(`${def.name}.${name}=${option}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
