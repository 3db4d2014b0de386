import { describe, expect, it } from 'vitest';
import { inSentence } from './in-sentence';

describe('inSentence', () => {
  it('lowers plain words and keeps names and abbreviations', () => {
    expect(inSentence('Routing Groups')).toBe('routing groups');
    expect(inSentence('AusPost Orders')).toBe('AusPost orders');
    expect(inSentence('StarTrack Boxes')).toBe('StarTrack boxes');
    expect(inSentence('ETA Report')).toBe('ETA report');
    expect(inSentence('Line-haul Movements')).toBe('line-haul movements');
  });
});
