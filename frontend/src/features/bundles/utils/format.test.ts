import { describe, expect, it } from 'vitest';

import { formatBytes, shortSha } from './format';

describe('formatBytes', () => {
  it('uses bytes below one kilobyte and binary units above', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024)).toBe('20 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it('shows a dash for missing or nonsensical sizes', () => {
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(-1)).toBe('—');
  });
});

describe('shortSha', () => {
  it('keeps twelve hex digits', () => {
    expect(shortSha('0123456789abcdef0123')).toBe('0123456789ab');
    expect(shortSha('')).toBe('—');
  });
});
