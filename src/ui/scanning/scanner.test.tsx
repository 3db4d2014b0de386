import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MutationResult } from '../../offline';
import { renderWithChakra } from '../../theme/render-in-tests';
import { ScannerView, type LocalAnswer } from './scanner';
import type { ScanRecord } from './use-scan-recorder';

// The scanner's recording and sound are given to it (no module mocks: web files share one module graph)
const recorded: { code: string; source: string; date: string; target: unknown }[] = [];
let outcome: MutationResult['outcome'] = 'sent';
const record: ScanRecord = async (code, source, date, target) => {
  recorded.push({ code, source, date, target });
  return {
    outcome,
    entry: null,
    record: outcome === 'sent' && target ? { message: `${code} load-checked.` } : null,
    error: null,
  };
};
const beeps: string[] = [];
const sound = (tone: string) => void beeps.push(tone);

beforeEach(() => {
  recorded.length = 0;
  beeps.length = 0;
  outcome = 'sent';
});

const BOXES: Record<string, number> = { FRSH00000001: 11, FRSH00000002: 12 };
const lookUp = (code: string): LocalAnswer =>
  BOXES[code]
    ? { tone: 'ok', message: `${code} is on this day's list.`, target: { boxId: BOXES[code], clientId: 1 } }
    : { tone: 'error', message: `${code} is not one of this day's boxes.` };

function render() {
  renderWithChakra(
    <>
      <button type="button">Elsewhere</button>
      <ScannerView date="2026-11-22" lookUp={lookUp} record={record} sound={sound} />
    </>,
  );
}

/** a handheld scanner: the whole code in one burst of key events, then Enter */
async function wedge(text: string, target: EventTarget = document.body) {
  await act(async () => {
    for (const key of [...text, 'Enter'])
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    await Promise.resolve();
  });
}

const feedback = () => document.querySelector('[data-testid="scan-feedback"]') as HTMLElement;

describe('Scanner, keyboard-wedge path', () => {
  it('records a burst typed into the page as one scan with what the device knows, beeps and shows the answer', async () => {
    render();
    await wedge('frsh00000001');
    expect(recorded).toEqual([
      { code: 'FRSH00000001', source: 'wedge', date: '2026-11-22', target: { boxId: 11, clientId: 1 } },
    ]);
    expect(beeps).toEqual(['ok']);
    expect(feedback().dataset.tone).toBe('ok');
    expect(feedback().textContent).toBe('FRSH00000001 load-checked.');
  });

  it('ignores the same code read again within the window, but takes the next box', async () => {
    render();
    await wedge('FRSH00000001');
    await wedge('FRSH00000001');
    await wedge('FRSH00000002');
    expect(recorded.map((r) => r.code)).toEqual(['FRSH00000001', 'FRSH00000002']);
  });

  it('answers an unknown code with the error sound and words, and still records it for the server to judge', async () => {
    render();
    await wedge('ZZZ99999');
    expect(beeps).toEqual(['error']);
    expect(feedback().dataset.tone).toBe('error');
    expect(feedback().textContent).toContain('not one of this day');
    expect(recorded).toHaveLength(1);
  });

  it('leaves keys typed into a form field to the field', async () => {
    render();
    const field = document.querySelector('input[name="scan-code"]') as HTMLInputElement;
    await wedge('FRSH00000001', field);
    expect(recorded).toEqual([]);
  });

  it('says when a scan is kept on the device for later', async () => {
    outcome = 'queued';
    render();
    await wedge('FRSH00000002');
    expect(feedback().textContent).toContain('Saved on this device; sent when online.');
    expect(document.querySelector('[data-testid="scan-state"]')?.textContent).toBe('Last scan on this device');
  });
});
