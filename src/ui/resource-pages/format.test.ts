import { describe, expect, it } from 'vitest';
import { date, dateTime, int, json, ref, refs, time } from '../../resources/fields';
import { formatDate, formatDateTime, formatTime, formatValue, readText } from './format';

describe('dates and times read one way (spec 9)', () => {
  it('keeps calendar dates as yyyy-MM-dd', () => {
    expect(formatDate('2026-11-02')).toBe('2026-11-02');
    expect(formatValue(date('Date'), '2026-03-04')).toBe('2026-03-04');
  });

  it("formats instants as yyyy-MM-dd HH:mm, 24-hour, on the record's depot clock whatever the browser's", () => {
    const at = '2026-11-02T04:07:00Z'; // 15:07 in Sydney (AEDT), 12:07 in Perth, 17:07 in Auckland
    // the zone's name follows where the test process's own clock differs (src/lib/calendar.test.ts pins the viewer)
    expect(formatDateTime(at, 'Australia/Perth')).toMatch(/^2026-11-02 12:07( AWST)?$/);
    expect(formatValue(dateTime('At'), at, undefined, 'Australia/Sydney')).toMatch(/^2026-11-02 15:07( AEDT)?$/);
    expect(formatTime(Date.parse(at), 'Pacific/Auckland')).toMatch(/^17:07( NZDT)?$/);
    expect(formatTime(null)).toBe('');
  });

  it('shows a time of day as HH:mm', () => {
    expect(formatValue(time('Window'), '07:30:00')).toBe('07:30');
  });

  it('leaves text it cannot read as a date unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('references read as names', () => {
  const titles = new Map([
    [1, 'SYD-R001'],
    [34, 'Jane Smith'],
    [6, 'Inner West'],
  ]);

  it('shows the referenced title instead of the id', () => {
    expect(formatValue(ref('Run', 'runs'), 1, titles)).toBe('SYD-R001');
    expect(formatValue(ref('Contractor', 'users'), 34, titles)).toBe('Jane Smith');
    expect(formatValue(ref('Zone', 'zones'), 6, titles)).toBe('Inner West');
  });

  it('joins a list of references by name', () => {
    expect(formatValue(refs('Clients', 'clients'), [34, 6], titles)).toBe('Jane Smith, Inner West');
    expect(formatValue(refs('Clients', 'clients'), [], titles)).toBe('—');
  });

  it('reads an id it cannot name as the field label, never the number, and nothing as a dash', () => {
    expect(formatValue(ref('Run', 'runs'), 99, titles)).toBe('Run');
    expect(formatValue(ref('Run', 'runs'), null, titles)).toBe('—');
    expect(formatValue(int('Count'), 0)).toBe('0');
  });
});

describe('a list of lines on a read page', () => {
  const components = json('Components', 'recipeComponents', {
    lines: { productId: ref('Product', 'products'), quantity: int('Quantity') },
  });
  const lines = [
    { productId: 29, quantity: 1 },
    { productId: 26, quantity: 2 },
  ];

  it("reads one line each, its cells by label and its products by name, never the products' numbers", () => {
    const titles = {
      products: new Map([
        [29, 'Flea Treatment Large Dog'],
        [26, 'Dog Chew Sticks 20'],
      ]),
    };
    expect(readText(components, lines, titles)).toBe(
      'Product: Flea Treatment Large Dog · Quantity: 1\nProduct: Dog Chew Sticks 20 · Quantity: 2',
    );
  });

  it("names a product not known yet by the cell's label, and no lines as none", () => {
    expect(readText(components, lines.slice(0, 1), {})).toBe('Product: Product · Quantity: 1');
    expect(readText(components, [], {})).toBe('—');
  });

  it('still shows other structured values as JSON', () => {
    expect(readText(json('Photos', 'photos'), [{ url: 'a.jpg' }])).toBe('[\n {\n  "url": "a.jpg"\n }\n]');
  });
});
