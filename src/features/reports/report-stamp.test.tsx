import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../theme/render-in-tests';
import { ReportStamp } from './report-stamp';

const at = (s: string) => new Date(s).getTime();
const stamp = () => document.querySelector('[data-testid="report-stamp"]')?.textContent;

describe('ReportStamp', () => {
  it('says the date of a stored report, not only its time, and its age', () => {
    renderWithChakra(
      <ReportStamp fetchedAt={at('2026-11-26T16:02:00')} fresh={false} now={at('2026-11-27T12:02:00')} />,
    );
    expect(stamp()).toBe('Stored copyas of 16:02 yesterday, 20 h ago');
  });

  it('says the day of a live report too', () => {
    renderWithChakra(<ReportStamp fetchedAt={at('2026-11-27T09:42:00')} fresh now={at('2026-11-27T09:43:00')} />);
    expect(stamp()).toBe('Liveas of 09:42 today');
  });
});
