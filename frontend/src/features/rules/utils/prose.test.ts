import { describe, expect, it } from 'vitest';

import { formatUpside } from './upside';
import { proseParagraphs } from './prose';

describe('proseParagraphs', () => {
  it('joins wrapped lines and keeps blank-line paragraphs', () => {
    expect(proseParagraphs('Each OCR must have\n100 MB.\n\n  Second   paragraph\nhere. \n')).toEqual([
      'Each OCR must have 100 MB.',
      'Second   paragraph here.',
    ]);
    expect(proseParagraphs('')).toEqual([]);
  });
});

describe('formatUpside', () => {
  it('prints the measured change with its context', () => {
    expect(formatUpside({ metric: 'transaction throughput', percent: 125, context: 'z10, HiperSockets vs 1 GbE' })).toBe(
      '+125 % transaction throughput (z10, HiperSockets vs 1 GbE)',
    );
    expect(formatUpside({ metric: 'CPU cost', percent: -12.5, context: '' })).toBe('-12.5 % CPU cost');
  });
});
