import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkDeliveryCsv } from '../../../resources/delivery-csv';
import { cell, EXPORT_COLUMNS, exportFileName, neutralise, toCsv } from './export-csv';

const names = {
  clients: new Map([[8, 'Harvest Box']]),
  routingGroups: new Map([[1, 'Melbourne']]),
  zones: new Map([[2, 'North, inner']]),
  depots: new Map<number, string>(),
};

const delivery = {
  id: 41,
  clientId: 8,
  reference: 'HB-1',
  orderNumber: 'PO-1',
  date: '2026-11-23',
  status: 'pending',
  serviceType: 'home',
  recipientName: 'Jane "JJ" Citizen',
  recipientPhone: '+61 400 000 000',
  address: '12 Example St, Unit 3',
  suburb: 'Richmond',
  postcode: '3121',
  stateId: null,
  countryId: 1,
  lat: -37.8,
  lng: 144.9,
  geoIssue: false,
  routingGroupId: 1,
  zoneId: 2,
  depotId: 9,
  runId: null,
  dropId: null,
  windowStart: '09:00',
  windowEnd: '17:00',
  boxCount: 2,
  weightKg: 4.5,
  instructions: 'Ring twice\nthen leave',
  failureReason: null,
  deliveredAt: null,
};

describe('deliveries CSV export', () => {
  it('writes a header of column names and one quoted row per delivery, with reference names', () => {
    const text = toCsv([delivery], names);
    const [header, ...rest] = text.split('\r\n');
    expect(header).toBe(EXPORT_COLUMNS.join(','));
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(parsed).toHaveLength(2);
    const row = Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c, parsed[1]?.[i]]));
    expect(row).toMatchObject({
      id: '41',
      client: 'Harvest Box',
      recipientName: 'Jane "JJ" Citizen',
      address: '12 Example St, Unit 3',
      zone: 'North, inner',
      depot: '',
      stateId: '',
      lat: '-37.8',
      geoIssue: 'false',
      instructions: 'Ring twice\nthen leave',
      recipientPhone: "'+61 400 000 000",
    });
    expect(rest.join('\r\n')).toContain('"Jane ""JJ"" Citizen"');
  });

  it('neutralises spreadsheet formulas, phone numbers with a sign included, but keeps signed numbers', () => {
    expect(neutralise('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutralise('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralise('+cmd')).toBe("'+cmd");
    expect(neutralise('-33.8')).toBe('-33.8');
    expect(neutralise('+61 400')).toBe("'+61 400");
    expect(cell(null)).toBe('');
    expect(cell(true)).toBe('true');
  });

  it('exports the manifest columns in a form the import reads back (bar the extra columns)', () => {
    const text = toCsv([delivery], names);
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    const manifestColumns = EXPORT_COLUMNS.filter(
      (c) => !['id', 'clientId', 'client', 'routingGroup', 'zone', 'depot', 'dropId', 'deliveredAt'].includes(c),
    );
    const manifest = Papa.unparse({
      fields: manifestColumns,
      data: rows.map((r) => manifestColumns.map((c) => r[c] ?? '')),
    });
    expect(checkDeliveryCsv(manifest).errors).toEqual([]);
  });

  it('names the file after the date filter', () => {
    const now = new Date('2026-11-23T08:05:00Z');
    expect(exportFileName({ date: '2026-11-23' }, now)).toBe('deliveries-2026-11-23-202611230805.csv');
    expect(exportFileName({ dateFrom: '2026-11-01', dateTo: '2026-11-07' }, now)).toBe(
      'deliveries-2026-11-01_2026-11-07-202611230805.csv',
    );
    expect(exportFileName({}, now)).toBe('deliveries-all-dates-202611230805.csv');
  });
});
