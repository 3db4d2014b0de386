import { describe, expect, it } from 'vitest';
import {
  checkDeliveryCsv,
  checkDeliveryCsvInSlices,
  IMPORT_COLUMNS,
  REQUIRED_COLUMNS,
  templateCsv,
} from './delivery-csv';

const HEADER = 'reference,date,recipientName,address,countryId,instructions';
const row = (n: number, extra = '') => `R-${n},2026-11-23,Name ${n},${n} Main St,1,${extra}`;

describe('checkDeliveryCsv', () => {
  it('accepts the template and fills defaults', () => {
    const result = checkDeliveryCsv(templateCsv());
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({
      line: 2,
      record: { reference: 'ACME-0001', status: 'pending', countryId: 1, stateId: null, photos: [] },
    });
  });

  it('reports errors by the line number of the file, header being line 1', () => {
    const text = [HEADER, row(1), `R-2,23/11/2026,Name,1 St,1,`, row(3), `R-4,2026-11-23,,4 St,x,`].join('\n');
    const result = checkDeliveryCsv(text);
    expect(result.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(result.errors.map((e) => e.line)).toEqual([3, 5, 5]);
    expect(result.errors[0]?.message).toMatch(/date/);
    expect(result.errors.map((e) => e.message).join(' ')).toMatch(/recipientName: Recipient is required/);
  });

  it('keeps quoted commas and quoted newlines inside one value and counts lines as the file does', () => {
    const text = [HEADER, row(1, '"Leave at door, ring bell"'), row(2, '"two\nlines"'), 'R-3,bad-date,N,3 St,1,'].join(
      '\r\n',
    );
    const result = checkDeliveryCsv(text);
    expect(result.rows[0]?.record.instructions).toBe('Leave at door, ring bell');
    expect(result.rows[1]?.record.instructions).toBe('two\nlines');
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.line).toBe(5);
  });

  it('ignores a byte order mark and blank lines without shifting line numbers', () => {
    const text = `\uFEFF${HEADER}\n${row(1)}\n\n  \n${row(2)}\nR-3,,N,3 St,1,\n\n`;
    const result = checkDeliveryCsv(text);
    expect(result.columns[0]).toBe('reference');
    expect(result.rowCount).toBe(3);
    expect(result.rows.map((r) => r.line)).toEqual([2, 5]);
    expect(result.errors).toEqual([{ line: 6, message: 'date: Date is required' }]);
  });

  it('refuses unknown and missing columns on line 1, wrong value counts and duplicate references', () => {
    const header = checkDeliveryCsv('reference,colour\nR-1,red');
    expect(header.errors.filter((e) => e.line === 1).map((e) => e.message)).toEqual([
      'Unknown column: colour',
      `Missing required columns: ${REQUIRED_COLUMNS.filter((c) => c !== 'reference').join(', ')}`,
    ]);
    const rows = checkDeliveryCsv([HEADER, row(1), 'R-2,2026-11-23', row(1)].join('\n'));
    expect(rows.errors).toEqual([
      { line: 3, message: 'Expected 6 values, found 2' },
      { line: 4, message: 'reference: R-1 is also on line 2' },
    ]);
  });

  it('types values by the declaration', () => {
    const text =
      'reference,date,recipientName,address,countryId,geoIssue,boxCount,status\nR-1,2026-11-23,N,A,1,yes,2.5,lost';
    const messages = checkDeliveryCsv(text).errors.map((e) => e.message);
    expect(messages).toContain("boxCount: '2.5' is not a whole number");
    expect(messages.some((m) => m.startsWith("status: 'lost' is not one of pending"))).toBe(true);
    expect(IMPORT_COLUMNS).not.toContain('photos');
  });

  it('says so for an empty file', () => {
    expect(checkDeliveryCsv('').errors).toEqual([{ line: 1, message: 'The file is empty.' }]);
  });
});

describe('checkDeliveryCsvInSlices', () => {
  it('finds what checkDeliveryCsv finds, pausing once per 500 rows', async () => {
    const lines = ['reference,date,recipientName,address,countryId,routingGroupId'];
    for (let i = 1; i <= 1200; i++) lines.push(`S-${i},2026-11-23,R ${i},${i} Main St,1,1`);
    lines.push('S-1,2026-13-45,R,A,1,1');
    const text = lines.join('\n');
    let pauses = 0;
    const sliced = await checkDeliveryCsvInSlices(text, async () => {
      pauses++;
    });
    expect(sliced).toEqual(checkDeliveryCsv(text));
    expect(sliced.errors.map((e) => e.line)).toEqual([1202]);
    // after each of the parse's three pieces (1,202 lines), and before rows 501 and 1001
    expect(pauses).toBe(5);
  });
});
