import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { int, text } from '../../resources/fields';
import { rerenderWithChakra, renderWithChakra } from '../../theme/render-in-tests';
import { FieldInput } from './field-input';
import { LinesInput, type LinesInputProps } from './lines-input';

const meta: LinesInputProps['meta'] = {
  label: 'Components',
  type: 'json',
  lines: { code: text('Code'), quantity: int('Quantity', { min: 1 }) },
};

/** Renders the input as a form would: the value it writes comes back as its value. */
function renderLines(initial: string): { host: HTMLElement; value: () => string } {
  let value = initial;
  const draw = () => (
    <LinesInput
      name="components"
      meta={meta}
      value={value}
      cellInput={(cell) => <FieldInput {...cell} />}
      onChange={(v) => {
        value = v;
        rerenderWithChakra(draw());
      }}
    />
  );
  const host = renderWithChakra(draw());
  return { host, value: () => value };
}

function type(input: HTMLInputElement, text: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const button = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);

describe('LinesInput', () => {
  it('shows each line as a row of labelled inputs, and a typed count is written as a number', () => {
    const { host, value } = renderLines('[{"code":"FLOUR","quantity":2},{"code":"SUGAR","quantity":1}]');
    const quantity = host.querySelector<HTMLInputElement>('input[aria-label="Quantity, line 2"]');
    expect(host.querySelector<HTMLInputElement>('input[aria-label="Code, line 1"]')?.value).toBe('FLOUR');
    if (!quantity) throw new Error('no quantity input on line 2');
    type(quantity, '5');
    expect(JSON.parse(value())).toEqual([
      { code: 'FLOUR', quantity: 2 },
      { code: 'SUGAR', quantity: 5 },
    ]);
  });

  it('adds a line with focus in its first input, and removes one', () => {
    const { host, value } = renderLines('[{"code":"FLOUR","quantity":2}]');
    act(() => button(host, 'Add a line')?.click());
    expect(JSON.parse(value())).toEqual([{ code: 'FLOUR', quantity: 2 }, {}]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Code, line 2');
    act(() => button(host, 'Remove line 1')?.click());
    expect(JSON.parse(value())).toEqual([{}]);
  });

  it('leaves text that is not a list of lines as JSON text to correct', () => {
    const { host } = renderLines('{"code":');
    expect(host.querySelector('textarea')?.value).toBe('{"code":');
    expect(button(host, 'Add a line')).toBeUndefined();
  });
});
