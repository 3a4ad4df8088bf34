import { describe, expect, it } from 'vitest';

import { barText, formatChange, formatNumber, formatPct, HOVER_NUMBER } from './format';

describe('formatNumber', () => {
  it('keeps significant digits of small values instead of rounding them to 0', () => {
    expect(formatNumber(0.003)).toBe('0.003');
    expect(formatNumber(0.0034567)).toBe('0.003457');
    expect(formatNumber(0.0000123)).toBe('0.0000123');
    expect(formatNumber(0)).toBe('0');
  });

  it('rounds large values to four significant digits and writes a dash for nothing', () => {
    expect(formatNumber(1234.5678)).toBe('1,235');
    expect(formatNumber(12.3456)).toBe('12.35');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('—');
  });
});

describe('formatPct / formatChange', () => {
  it('never shows a share that is not zero as 0.0 %', () => {
    expect(formatPct(0.0031)).toBe('0.0031 %');
    expect(formatPct(0.04)).toBe('0.04 %');
    expect(formatPct(0)).toBe('0 %');
    expect(formatPct(102.84)).toBe('102.8 %');
    expect(formatPct(undefined)).toBe('—');
  });

  it('signs changes and says "no change" as ±0 %', () => {
    expect(formatChange(2.84)).toBe('+2.8 %');
    expect(formatChange(-31)).toBe('-31.0 %');
    expect(formatChange(0.012)).toBe('+0.012 %');
    expect(formatChange(0)).toBe('±0 %');
  });

  it('hovers with three significant digits', () => {
    expect(HOVER_NUMBER).toBe('.3~g');
  });
});

describe('barText', () => {
  it('labels the baseline as such rather than as a 0 % change', () => {
    expect(barText({ group: 'A', pct_change: 0, within_noise: null }, 'A')).toBe('baseline');
    expect(barText({ group: 'B', pct_change: 11, within_noise: false }, 'A')).toBe('+11.0 %');
    expect(barText({ group: 'C', pct_change: -1.5, within_noise: true }, 'A')).toBe('-1.5 % (noise)');
  });
});
