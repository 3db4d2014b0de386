import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import {
  DataTable,
  edgesOf,
  formatCell,
  kindLayout,
  sidewaysCue,
  sumOf,
  tableCsv,
  tokenWidth,
  wholeWidth,
  type DataColumn,
} from '.';

interface Drop {
  id: number;
  reference: string;
  boxes: number | null;
  status: string;
  date: string;
}

const rows: Drop[] = [
  {
    id: 1,
    reference: 'FRSH-2611270001-LONG-REFERENCE',
    boxes: 1200,
    status: 'delivered',
    date: '2026-11-27T05:00:00Z',
  },
  { id: 2, reference: 'FRSH-2611270002-LONG-REFERENCE', boxes: null, status: 'failed', date: '2026-11-27' },
];

const columns: DataColumn<Drop>[] = [
  { key: 'reference', header: 'Reference', kind: 'reference' },
  { key: 'boxes', header: 'Boxes', kind: 'number' },
  { key: 'status', header: 'Status', kind: 'status' },
  { key: 'date', header: 'Date', kind: 'date' },
  { key: 'note', header: 'Note', cell: (d) => <a href={`/d/${d.id}`}>open {d.id}</a> },
];

const cells = (host: HTMLElement, key: string) =>
  [...host.querySelectorAll<HTMLElement>(`tbody td[data-column="${key}"]`)].map((td) => td.textContent);

describe('column kinds', () => {
  it('never lets a reference wrap, and right-aligns numbers in tabular figures', () => {
    expect(kindLayout('reference').whiteSpace).toBe('nowrap');
    expect(kindLayout('number')).toEqual({
      textAlign: 'end',
      whiteSpace: 'nowrap',
      fontVariantNumeric: 'tabular-nums',
    });
    expect(kindLayout('text').whiteSpace).toBe('normal');
    expect(kindLayout().textAlign).toBe('start');
  });

  it('writes values as their kind does: dates as yyyy-MM-dd, times as HH:mm, empty as a dash', () => {
    expect(formatCell('date', '2026-11-27T05:00:00Z')).toBe('2026-11-27');
    expect(formatCell('time', '05:30:00')).toBe('05:30');
    expect(formatCell('number', 12345)).toBe('12,345');
    expect(formatCell('text', null)).toBe('—');
    expect(formatCell('text', { an: 'object' })).toBe('—');
  });

  it('sums numbers and passes over what is not one', () => {
    expect(sumOf(rows, (r) => r.boxes)).toBe(1200);
  });
});

describe('the sideways cue', () => {
  it('speaks only when columns are hidden, on the side they are', () => {
    const box = { scrollLeft: 0, clientWidth: 700, scrollWidth: 1000, clientHeight: 400, scrollHeight: 400 };
    expect(edgesOf(box)).toEqual({ left: false, right: true, down: false });
    expect(sidewaysCue(edgesOf(box), 'columns')).toMatch(/^More columns to the right/);
    expect(sidewaysCue(edgesOf({ ...box, scrollLeft: 300 }), 'days')).toMatch(/^← More days to the left/);
    expect(sidewaysCue(edgesOf({ ...box, scrollWidth: 700 }), 'columns')).toBeNull();
  });
});

describe('DataTable', () => {
  it('draws its columns from data: references whole, numbers formatted, statuses as the one badge', () => {
    const host = renderWithChakra(
      <DataTable label="Drops" columns={columns} rows={rows} rowKey={(r) => r.id} rowTestId={(r) => `drop-${r.id}`} />,
    );
    expect([...host.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Reference',
      'Boxes',
      'Status',
      'Date',
      'Note',
    ]);
    expect(cells(host, 'reference')).toEqual(['FRSH-2611270001-LONG-REFERENCE', 'FRSH-2611270002-LONG-REFERENCE']);
    expect(cells(host, 'boxes')).toEqual(['1,200', '—']);
    expect(cells(host, 'date')).toEqual(['2026-11-27', '2026-11-27']);
    expect(host.querySelector('[data-testid="drop-2"] [data-testid="status"]')?.getAttribute('data-status')).toBe(
      'failed',
    );
    expect(host.querySelector('[data-testid="drop-1"] a')?.getAttribute('href')).toBe('/d/1');
    const reference = host.querySelector<HTMLElement>('td[data-column="reference"]');
    expect(getComputedStyle(reference as HTMLElement).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(reference as HTMLElement).textOverflow).not.toBe('ellipsis');
  });

  it('sits in a named scroll region and adds a totals row under the rows', () => {
    const host = renderWithChakra(
      <DataTable
        label="Boxes per run"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        totals={{ values: { boxes: '1,200' }, testId: 'totals' }}
      />,
    );
    expect(host.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Boxes per run');
    expect(host.querySelector('table')?.getAttribute('aria-label')).toBe('Boxes per run');
    const totals = [...host.querySelectorAll('[data-testid="totals"] td')].map((td) => td.textContent);
    expect(totals).toEqual(['Total', '1,200', '', '', '']);
  });

  it('stands aside for the one status view while loading, on error and when empty', () => {
    const state = { isLoading: false, error: null, refetch: () => undefined, source: 'cache' as const };
    let host = renderWithChakra(
      <DataTable label="Drops" columns={columns} rows={[]} rowKey={(r) => r.id} status={{ state, what: 'Drops' }} />,
    );
    expect(host.querySelector('table')).toBeNull();
    expect(host.querySelector('[data-testid="empty-state"]')?.textContent).toContain(
      'No drops match these filters in the copy stored on this device',
    );
    host = renderWithChakra(
      <DataTable
        label="Drops"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        status={{ state: { ...state, error: { displayMessage: 'Network down' } }, what: 'Drops' }}
      />,
    );
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('Drops could not be loaded');
    host = renderWithChakra(
      <DataTable label="Drops" columns={columns} rows={rows} rowKey={(r) => r.id} status={{ state, what: 'Drops' }} />,
    );
    expect(host.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('puts a named checkbox before each row, ticked and disabled as the page says, and hands it a press', () => {
    const pressed: string[] = [];
    const host = renderWithChakra(
      <DataTable
        label="Drops"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        select={{
          header: 'Pick',
          isSelected: (r) => r.id === 1,
          isDisabled: (r) => r.id === 2,
          onToggle: (r, range) => pressed.push(`${r.id}${range ? ' with Shift' : ''}`),
          label: (r) => `Select ${r.reference}`,
        }}
      />,
    );
    expect(host.querySelector('th')?.textContent).toBe('Pick');
    const boxes = [...host.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Select FRSH-2611270001-LONG-REFERENCE',
      'Select FRSH-2611270002-LONG-REFERENCE',
    ]);
    expect(boxes.map((b) => b.checked)).toEqual([true, false]);
    expect(boxes.map((b) => b.disabled)).toEqual([false, true]);
    expect([...host.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
    ]);
    // Space on a box (a click is Playwright's to test: happy-dom re-sends a label's click to its input)
    const press = (i: number, shiftKey = false) =>
      act(() => boxes[i]?.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, shiftKey })));
    press(0);
    press(0, true);
    press(1);
    expect(pressed).toEqual(['1', '1 with Shift']);
  });

  it('unfolds a row’s detail under it across every column, and nothing for the other rows', () => {
    const host = renderWithChakra(
      <DataTable
        label="Drops"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowDetail={(r) => (r.id === 1 ? `Line 3: ${r.reference} is missing its suburb` : null)}
      />,
    );
    const trs = [...host.querySelectorAll('tbody tr')];
    expect(trs).toHaveLength(3);
    const detail = trs[1]?.querySelector('td');
    expect(detail?.getAttribute('colspan')).toBe(String(columns.length));
    expect(detail?.textContent).toBe('Line 3: FRSH-2611270001-LONG-REFERENCE is missing its suburb');
  });

  it('draws a bare table with no scroll frame for a chart’s text alternative', () => {
    const host = renderWithChakra(
      <DataTable
        label="Deliveries per day (figures)"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        framed={false}
      />,
    );
    expect(host.querySelector('[role="region"]')).toBeNull();
    expect(host.querySelector('table')?.getAttribute('aria-label')).toBe('Deliveries per day (figures)');
  });
});

describe('tableCsv', () => {
  it('writes the headers and each row’s values, numbers as numbers and gaps as empty', () => {
    expect(tableCsv(columns.slice(0, 2), rows)).toEqual({
      header: ['Reference', 'Boxes'],
      rows: [
        ['FRSH-2611270001-LONG-REFERENCE', 1200],
        ['FRSH-2611270002-LONG-REFERENCE', null],
      ],
    });
  });
});

describe('wholeWidth', () => {
  it('holds the longest reference whole, and never goes under the floor', () => {
    expect(wholeWidth(['FRSH-2611270001', 'FRSH-26112700012345'])).toBe('max(8rem, calc(22ch + 1.5rem))');
    expect(wholeWidth([], '9rem')).toBe('9rem');
  });
});

describe('tokenWidth', () => {
  it('keeps a column of one-word values (manifest numbers, barcodes) whole', () => {
    expect(tokenWidth(['AP20261128FRSH-0001', 'AP20261128FRSH-0002'])).toBe(wholeWidth(['AP20261128FRSH-0001']));
  });
  it('leaves names and notes, and over-long words, to the ellipsis', () => {
    expect(tokenWidth(['Northside Homewares', 'UPET'])).toBeNull();
    expect(tokenWidth(['x'.repeat(41)])).toBeNull();
    expect(tokenWidth([])).toBeNull();
  });
});
