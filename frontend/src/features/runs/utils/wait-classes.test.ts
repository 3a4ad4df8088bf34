import { describe, expect, it } from 'vitest';

import { barColours, COLOUR_BLIND_SAFE, waitClassBars } from './wait-classes';

describe('waitClassBars', () => {
  it('sorts classes by share and leaves out empty ones', () => {
    expect(waitClassBars({ 'User I/O': 12.5, 'DB CPU': 60, Idle: 0, Commit: 12.5 })).toEqual({
      classes: ['DB CPU', 'Commit', 'User I/O'],
      values: [60, 12.5, 12.5],
    });
  });

  it('cycles through the colour-blind-safe palette', () => {
    const colours = barColours(10);
    expect(colours[0]).toBe(COLOUR_BLIND_SAFE[0]);
    expect(colours[8]).toBe(COLOUR_BLIND_SAFE[0]);
  });
});
