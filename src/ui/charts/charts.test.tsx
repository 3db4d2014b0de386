import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';

const render = renderWithChakra;

describe('chart kit', () => {
  it('gives a bar chart its figures as a table and hides the drawing', () => {
    const picked: string[] = [];
    render(
      <BarChart
        id="t"
        title="Drops by reason"
        valueLabel="Drops"
        bars={[
          { key: 'nobody-home', label: 'Nobody home', value: 12 },
          { key: 'damaged', label: 'Damaged', value: 0 },
        ]}
        onSelect={(k) => picked.push(k)}
      />,
    );
    const rows = [...document.querySelectorAll('[data-testid="t-table"] tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['Nobody home12', 'Damaged0']);
    // hidden, the text alternative is a plain table: no run-time styles resolved for its cells
    const table = document.querySelector('[data-testid="t-table"]');
    expect([...(table?.querySelectorAll('[class]') ?? [])]).toEqual([]);
    expect(table?.getAttribute('aria-label')).toBe('Drops by reason (figures)');
    expect(document.querySelector('[data-testid="t-svg"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const zeroBar = document.querySelectorAll('[data-testid="t-svg"] g[cursor="pointer"]')[1];
    act(() => zeroBar?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(picked).toEqual(['damaged']);
  });

  it('shows a missing value of a trend as a gap, not a zero', () => {
    render(
      <LineChart
        id="l"
        title="On time"
        percent
        labels={['2026-11-20', '2026-11-21', '2026-11-22']}
        series={[{ name: 'Departures', values: [90, null, 75.55] }]}
      />,
    );
    const rows = [...document.querySelectorAll('[data-testid="l-table"] tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['2026-11-2090%', '2026-11-21–', '2026-11-2275.6%']);
    expect(document.querySelector('[data-testid="l-svg"] path')?.getAttribute('d')).toMatch(/^M .* M /);
  });
});

describe('bar labels', () => {
  const labelTransforms = () =>
    [...document.querySelectorAll('[data-testid="b-svg"] text[transform]')].map(
      (t) => t.getAttribute('transform') ?? '',
    );
  it('stand level when they fit their band', () => {
    render(
      <BarChart
        id="b"
        title="Runs"
        bars={[
          { key: 'a', label: 'Perth', value: 1 },
          { key: 'b', label: 'Hobart', value: 2 },
        ]}
      />,
    );
    expect(labelTransforms()).toHaveLength(2);
    expect(labelTransforms().every((t) => t.endsWith('rotate(0)'))).toBe(true);
  });
  it('turn when six carriers would overlap', () => {
    const names = ['Own fleet', 'Pacific Coast', 'Nullarbor Express', 'Moreton Bay', 'Swan Valley', 'Tamaki Linehaul'];
    render(<BarChart id="b" title="On time" bars={names.map((n, i) => ({ key: String(i), label: n, value: i }))} />);
    expect(labelTransforms().every((t) => t.endsWith('rotate(-35)'))).toBe(true);
  });
});

describe('line chart series', () => {
  it('draws a second series dashed, so equal values still show two lines, and an early (negative) value on the axis', () => {
    const days = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    render(
      <LineChart
        id="eta"
        title="ETA error"
        labels={days}
        series={[
          { name: 'Mean delay (min)', values: days.map((_, i) => (i === 3 ? -6 : 4)) },
          { name: 'Mean error (min)', values: days.map(() => 4) },
        ]}
      />,
    );
    const paths = [...document.querySelectorAll('[data-testid="eta-svg"] g[data-series] path')];
    expect(paths.map((p) => p.getAttribute('stroke-dasharray'))).toEqual([null, '7 4']);
    // the axis goes below zero: the early day is drawn inside the plot
    const ticks = [...document.querySelectorAll('[data-testid="eta-svg"] text[text-anchor="end"]')].map(
      (t) => t.textContent,
    );
    expect(ticks[0]).toBe('-10');
    // day labels: the last day is named, and none closer than the label's width
    const xs = [...document.querySelectorAll('[data-testid="eta-svg"] text[text-anchor="middle"]')].map((t) =>
      Number(t.getAttribute('x')),
    );
    expect(xs.length).toBeGreaterThan(3);
    expect(xs.slice(1).every((x, i) => x - (xs[i] ?? 0) >= 5 * 6.5)).toBe(true);
    expect(
      document.querySelectorAll('[data-testid="eta-svg"] text[text-anchor="middle"]')[xs.length - 1]?.textContent,
    ).toBe('10-31');
  });
});
