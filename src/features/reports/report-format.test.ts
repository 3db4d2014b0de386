import { describe, expect, it } from 'vitest';
import { formatReportValue, reportColumnKind, reportCsv, rowZone } from './report-format';

describe('report values', () => {
  it('reads each column type as people write it', () => {
    expect(formatReportValue('percent', 12.34)).toBe('12.3%');
    expect(formatReportValue('minutes', 4.25)).toBe('+4.3 min');
    expect(formatReportValue('minutes', -3)).toBe('-3 min');
    expect(formatReportValue('int', null)).toBe('–');
    expect(formatReportValue('text', 'Perth')).toBe('Perth');
  });

  it('exports labels and raw values, quoting commas and neutralising formulas', () => {
    const csv = reportCsv(
      [
        { key: 'reason', label: 'Reason', type: 'text' },
        { key: 'failed', label: 'Failed drops', type: 'int' },
        { key: 'rate', label: 'Rate %', type: 'percent' },
      ],
      [
        { reason: 'Nobody home, unsafe to leave', failed: 5, rate: 6.9 },
        { reason: '=HYPERLINK("x")', failed: 1, rate: null },
      ],
    );
    expect(csv).toBe(
      'Reason,Failed drops,Rate %\r\n"Nobody home, unsafe to leave",5,6.9\r\n"\'=HYPERLINK(""x"")",1,\r\n',
    );
  });

  it('shows money in cents as dollars, and exports it as dollars with two decimals', () => {
    expect(formatReportValue('cents', 123_450)).toBe('$1,234.50');
    const csv = reportCsv(
      [
        { key: 'client', label: 'Client', type: 'text' },
        { key: 'total', label: 'Invoice total', type: 'cents' },
      ],
      [{ client: 'Fresh Co', total: -7_505 }],
    );
    expect(csv).toBe('Client,Invoice total\r\nFresh Co,-75.05\r\n');
  });
});

describe('report columns in the table', () => {
  const sku = { key: 'sku', label: 'SKU', type: 'text' } as const;
  const product = { key: 'product', label: 'Product', type: 'text' } as const;

  it('keeps a text column of one-word values (SKUs, references) whole, and lets other text wrap', () => {
    const rows = [
      { sku: 'GL-103', product: 'Sourdough Loaf' },
      { sku: 'GL-106', product: 'Rolled Oats 750 g' },
      { sku: null, product: null },
    ];
    expect(reportColumnKind(sku, rows)).toBe('reference');
    expect(reportColumnKind(product, rows)).toBe('text');
    expect(reportColumnKind(sku, [])).toBe('text');
  });

  it('lays figures and dates out by their type', () => {
    expect(reportColumnKind({ key: 'n', label: 'Orders', type: 'int' }, [])).toBe('number');
    expect(reportColumnKind({ key: 'c', label: 'Pay', type: 'cents' }, [])).toBe('number');
    expect(reportColumnKind({ key: 'd', label: 'Day', type: 'date' }, [])).toBe('date');
  });
});

describe("a report's times", () => {
  const closed = { key: 'closedAt', label: 'Closed at', type: 'datetime', zoneKey: 'zone' } as const;
  // 18:11 UTC: 05:11 the next day in Sydney, 02:11 in Perth
  const row = { closedAt: '2026-11-27T18:11:00Z', zone: 'Australia/Perth' };

  it("read on the row's depot clock where the column names the row's zone", () => {
    expect(rowZone(closed, row)).toBe('Australia/Perth');
    expect(formatReportValue('datetime', row.closedAt, rowZone(closed, row))).toMatch(/^2026-11-28 02:11( AWST)?$/);
  });

  it("read on the operator's clock otherwise", () => {
    expect(rowZone({ ...closed, zoneKey: undefined }, row)).toBeUndefined();
    expect(rowZone(closed, { ...row, zone: null })).toBeUndefined();
    expect(formatReportValue('datetime', row.closedAt)).toMatch(/^2026-11-28 05:11( AEDT)?$/);
  });
});
