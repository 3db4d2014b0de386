import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import { RankChart } from './rank-chart';

const render = renderWithChakra;

describe('rank chart', () => {
  it('draws each bar relative to the largest, with full names, and its figures as a table', () => {
    render(
      <RankChart
        id="r"
        title="Failed drops by reason"
        valueLabel="Failed"
        bars={[
          { key: 'a', label: 'Access denied: gated building', value: 10 },
          { key: 'b', label: 'Damaged', value: 5 },
        ]}
      />,
    );
    const widths = [...document.querySelectorAll<HTMLElement>('[data-testid="r-bars"] > div > div > div')].map(
      (el) => getComputedStyle(el).width,
    );
    expect(widths).toEqual(['100%', '50%']);
    expect(document.querySelector('[data-testid="r-bars"]')?.textContent).toContain('Access denied: gated building');
    const rows = [...document.querySelectorAll('[data-testid="r-table"] tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['Access denied: gated building10', 'Damaged5']);
    expect(document.querySelector('[data-testid="r-bars"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('scales percentages against 100 and never draws past the track', () => {
    render(
      <RankChart
        id="p"
        title="On time"
        max={100}
        format={(v) => `${v}%`}
        bars={[
          { key: 'a', label: 'Morning', value: 80 },
          { key: 'b', label: 'Odd', value: 140 },
        ]}
      />,
    );
    const widths = [...document.querySelectorAll<HTMLElement>('[data-testid="p-bars"] > div > div > div')].map(
      (el) => getComputedStyle(el).width,
    );
    expect(widths).toEqual(['80%', '100%']);
  });

  it('colours each bar as given and writes its note after the value and in the text alternative', () => {
    render(
      <RankChart
        id="n"
        title="Mean rating"
        valueLabel="Mean rating"
        noteLabel="Band"
        max={5}
        bars={[
          { key: 'a', label: 'Sydney', value: 4.5, colour: 'rgb(56, 161, 105)', note: '5 · green' },
          { key: 'b', label: 'Perth', value: 2.5, colour: 'rgb(229, 62, 62)', note: '1 · red' },
        ]}
      />,
    );
    const fills = [...document.querySelectorAll<HTMLElement>('[data-testid="n-bars"] > div > div > div')].map(
      (el) => getComputedStyle(el).backgroundColor,
    );
    expect(fills).toEqual(['rgb(56, 161, 105)', 'rgb(229, 62, 62)']);
    expect(document.querySelector('[data-testid="n-bars"]')?.textContent).toContain('4.5 · 5 · green');
    expect([...document.querySelectorAll('[data-testid="n-table"] th')].map((th) => th.textContent)).toEqual([
      '',
      'Mean rating',
      'Band',
    ]);
    expect([...document.querySelectorAll('[data-testid="n-table"] tbody tr')].map((r) => r.textContent)).toEqual([
      'Sydney4.55 · green',
      'Perth2.51 · red',
    ]);
  });
});
