import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../theme/render-in-tests';
import { DayInput } from './day-input';

const applied: string[] = [];
function Harness({ initial }: { initial: string }) {
  const [day, setDay] = useState(initial);
  return (
    <DayInput
      name="date"
      value={day}
      onChange={(d) => {
        applied.push(d);
        setDay(d);
      }}
    />
  );
}

function render(initial: string) {
  applied.length = 0;
  renderWithChakra(<Harness initial={initial} />);
  return document.querySelector<HTMLInputElement>('input[name="date"]') as HTMLInputElement;
}

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const button = (name: string) =>
  document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`) as HTMLButtonElement;

describe('DayInput', () => {
  it('shows the day as yyyy-MM-dd and applies a typed day only once it is a real date', () => {
    const input = render('2026-11-22');
    expect(input.value).toBe('2026-11-22');
    type(input, '2026-11-3');
    type(input, '2026-02-30');
    expect(applied).toEqual([]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type(input, '2026-12-01');
    expect(applied).toEqual(['2026-12-01']);
  });

  it('steps a day back and forth across month ends', () => {
    render('2026-12-01');
    act(() => button('Previous day').click());
    expect(applied).toEqual(['2026-11-30']);
    act(() => button('Next day').click());
    act(() => button('Next day').click());
    expect(applied).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(document.querySelector<HTMLInputElement>('input[name="date"]')?.value).toBe('2026-12-02');
  });
});
