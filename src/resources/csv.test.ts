import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { boxSizes, users } from '.';
import { CSV_CHECK_SLICE, checkCsv, checkCsvInSlices, csvColumns, requiredColumns, toCsv, validateCsvRow } from './csv';

const BOX = { def: boxSizes, uniqueColumn: 'code' };
const USERS = { def: users, systemDefaults: { features: {}, twofaEnabled: false }, uniqueColumn: 'email' };

describe('generic CSV import: box sizes', () => {
  it('reads a valid file into typed records with their line numbers', () => {
    const csv =
      'code,name,lengthCm,widthCm,heightCm,maxWeightKg,active\r\nS,Small,30,20,10,5,yes\r\n\r\nM,"Medium, tall",40,30,40,12.5,false\r\n';
    const check = checkCsv(BOX, csv);
    expect(check.errors).toEqual([]);
    expect(check.rows).toEqual([
      {
        line: 2,
        record: { code: 'S', name: 'Small', lengthCm: 30, widthCm: 20, heightCm: 10, maxWeightKg: 5, active: true },
      },
      {
        line: 4,
        record: {
          code: 'M',
          name: 'Medium, tall',
          lengthCm: 40,
          widthCm: 30,
          heightCm: 40,
          maxWeightKg: 12.5,
          active: false,
        },
      },
    ]);
  });

  it('reports every problem by the line of the file, counting quoted newlines, and imports nothing', () => {
    const csv = [
      'code,name,lengthCm,widthCm,heightCm,maxWeightKg',
      'S,"Small',
      'box",30,20,10,5',
      'L,Large,900,20,10,5',
      'S,Again,30,20,10,x',
      'X,Short,1',
    ].join('\n');
    const check = checkCsv(BOX, csv);
    expect(check.errors).toEqual([
      { line: 4, message: 'lengthCm: Length (cm) must be between 1 and 400.' },
      { line: 5, message: "maxWeightKg: 'x' is not a number" },
      { line: 6, message: 'Expected 6 values, found 3' },
    ]);
    expect(
      checkCsv(BOX, 'code,name,lengthCm,widthCm,heightCm,maxWeightKg\nS,Small,1,1,1,1\nS,Again,1,1,1,1').errors,
    ).toContainEqual({ line: 3, message: 'code: S is also on line 2' });
  });

  it('checks the header: unknown, missing and doubled columns on line 1', () => {
    const check = checkCsv(BOX, 'code,colour,code\nS,red,S');
    expect(check.errors.filter((e) => e.line === 1).map((e) => e.message)).toEqual([
      'Unknown column: colour',
      'Missing required column: name',
      'Column given twice: code',
    ]);
    expect(checkCsv(BOX, '').errors).toEqual([{ line: 1, message: 'The file is empty.' }]);
    expect(checkCsv(BOX, 'code,name\n').errors).toEqual([
      { line: 2, message: 'The file has a header but no box sizes.' },
    ]);
  });
});

describe('generic CSV import: users', () => {
  it('has the editable fields as columns and requires the required ones', () => {
    expect(csvColumns(users)).toEqual([
      'name',
      'email',
      'role',
      'clientIds',
      'phone',
      'contractorId',
      'depotId',
      'status',
    ]);
    expect(requiredColumns(USERS)).toEqual(['name', 'email', 'role', 'status']);
  });

  it('reads client lists separated by ; and refuses a bad role or e-mail by line', () => {
    const { record } = validateCsvRow(USERS, {
      name: 'Ann',
      email: 'ann@example.com',
      role: 'driver',
      clientIds: '8;14',
      phone: '',
      status: 'active',
    });
    expect(record).toEqual({
      features: {},
      twofaEnabled: false,
      name: 'Ann',
      email: 'ann@example.com',
      role: 'driver',
      clientIds: [8, 14],
      phone: null,
      contractorId: null,
      depotId: null,
      status: 'active',
    });
    const check = checkCsv(
      USERS,
      'name,email,role,status\nAnn,ann@x.test,driver,active\nBo,not-mail,pilot,active\nCy,ann@x.test,driver,active',
    );
    expect(check.errors.map((e) => e.line)).toEqual([3, 4]);
    expect(check.errors[0]?.message).toMatch(/^role: 'pilot' is not one of admin/);
    expect(check.errors[1]?.message).toBe('email: ann@x.test is also on line 2');
    expect(checkCsv(USERS, 'name,email,role,status\nBo,not-mail,driver,active').errors).toEqual([
      { line: 2, message: 'email: Email must be an e-mail address like name@example.com.' },
    ]);
  });
});

describe('generic CSV export', () => {
  it('writes id plus the import columns, lists joined by ; and formulas neutralised, so the file imports again', () => {
    const text = toCsv(users, [
      {
        id: 5,
        name: '=HYPERLINK("x")',
        email: 'a@b.test',
        role: 'driver',
        clientIds: [8, 14],
        phone: null,
        contractorId: null,
        depotId: null,
        status: 'active',
        features: {},
      },
    ]);
    const [header, row] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(header).toEqual(['id', 'name', 'email', 'role', 'clientIds', 'phone', 'contractorId', 'depotId', 'status']);
    expect(row).toEqual(['5', `'=HYPERLINK("x")`, 'a@b.test', 'driver', '8;14', '', '', '', 'active']);
    const again = checkCsv(
      { def: boxSizes },
      toCsv(boxSizes, [
        { id: 1, code: 'S', name: 'Small', lengthCm: 30, widthCm: 20, heightCm: 10, maxWeightKg: 5, active: true },
      ])
        .replace(/^id,/, '')
        .replace(/\r\n1,/, '\r\n'),
    );
    expect(again.errors).toEqual([]);
  });
});

describe('a large file is parsed in slices, with the records of one whole parse', () => {
  const HEADER = 'code;name;lengthCm;widthCm;heightCm;maxWeightKg';
  /** A file of `rows` box sizes: ; as delimiter, CRLF, a blank line and quoted newlines near the cuts. */
  function bigFile(rows: number, stray = false) {
    const lines = [HEADER];
    const expected: { line: number; code: string }[] = [];
    let line = 2;
    for (let i = 1; i <= rows; i++) {
      const multiline = i % (CSV_CHECK_SLICE - 1) === 0;
      const name = multiline ? '"Box\r\nwith ""two"" lines"' : stray && i === 3 ? 'Odd " quote' : `Box ${i}`;
      lines.push(`B${i};${name};30;20;10;5`);
      expected.push({ line, code: `B${i}` });
      line += multiline ? 2 : 1;
      if (i === 700) {
        lines.push('');
        line += 1;
      }
    }
    return { csv: lines.join('\r\n') + '\r\n', expected };
  }

  it('reads every record with its file line across the cuts, pausing between slices of the parse too', async () => {
    const { csv, expected } = bigFile(1_600);
    let pauses = 0;
    const check = await checkCsvInSlices(BOX, csv, async () => void pauses++);
    expect(check.errors).toEqual([]);
    expect(check.rows.map((r) => ({ line: r.line, code: r.record.code }))).toEqual(expected);
    expect(check.rows[CSV_CHECK_SLICE - 2]?.record.name).toBe('Box\r\nwith "two" lines');
    // four pieces of the parse and three slices of the check (one pause after the parse before)
    expect(pauses).toBeGreaterThanOrEqual(7);
    expect(checkCsv(BOX, csv)).toEqual(check);
  });

  it('a stray quote in an unquoted field (which papaparse keeps as text) gives the same records', () => {
    const { csv, expected } = bigFile(1_200, true);
    const check = checkCsv(BOX, csv);
    expect(check.errors).toEqual([]);
    expect(check.rows.map((r) => ({ line: r.line, code: r.record.code }))).toEqual(expected);
    expect(check.rows[2]?.record.name).toBe('Odd " quote');
  });

  it('a cut that falls inside quotes (after a stray quote) is noticed, and the file is parsed whole', () => {
    const lines = [HEADER];
    for (let i = 1; i < CSV_CHECK_SLICE - 1; i++) lines.push(`B${i};Box ${i};30;20;10;5`);
    lines.push(`B${CSV_CHECK_SLICE - 1};Odd " quote;30;20;10;5`);
    lines.push(`B${CSV_CHECK_SLICE};"Two\nlines";30;20;10;5`);
    lines.push('Z;Last;30;20;10;5');
    const check = checkCsv(BOX, lines.join('\n'));
    expect(check.errors).toEqual([]);
    expect(check.rows).toHaveLength(CSV_CHECK_SLICE + 1);
    expect(check.rows[CSV_CHECK_SLICE - 1]?.record.name).toBe('Two\nlines');
    expect(check.rows[CSV_CHECK_SLICE]).toMatchObject({ line: CSV_CHECK_SLICE + 3, record: { code: 'Z' } });
  });
});
