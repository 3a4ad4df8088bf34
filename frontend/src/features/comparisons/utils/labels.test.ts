import { describe, expect, it } from 'vitest';

import { categoryAxis, shortLabel } from './labels';

describe('shortLabel', () => {
  it('keeps short labels and cuts long ones at a word with an ellipsis', () => {
    expect(shortLabel('ASM, 60 users')).toBe('ASM, 60 users');
    expect(shortLabel('000 interconnect HiperSockets, 40 users')).toBe('000 interconnect…');
    expect(shortLabel('x'.repeat(40))).toBe(`${'x'.repeat(21)}…`);
    expect(shortLabel('000 interconnect HiperSockets, 40 users').length).toBeLessThanOrEqual(22);
  });

  it('keeps the full names as tick values so hover and legend show them whole', () => {
    const axis = categoryAxis(['a very long run label number one', 'b']);
    expect(axis.tickvals).toEqual(['a very long run label number one', 'b']);
    expect(axis.ticktext).toEqual(['a very long run label…', 'b']);
  });
});
