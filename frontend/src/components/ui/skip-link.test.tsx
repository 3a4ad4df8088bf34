import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('moves focus to its target without changing the address', async () => {
    render(
      <>
        <SkipLink target="findings">Skip to findings</SkipLink>
        <button type="button">In the way</button>
        <section id="findings" tabIndex={-1} aria-label="Findings" />
      </>,
    );
    const before = window.location.href;
    const link = screen.getByRole('link', { name: 'Skip to findings' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Findings' })).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
