import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { rule } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';

import { platformsLabel } from '../types';
import { RuleBadges } from './rule-badges';

describe('platformsLabel', () => {
  it('names the platforms a rule is limited to, and nothing for a rule of any platform', () => {
    expect(platformsLabel([])).toBeNull();
    expect(platformsLabel(['s390x'])).toBe('IBM System z only');
    expect(platformsLabel(['x86', 'x86_64'])).toBe('32-bit x86 and x86_64 only');
  });
});

describe('RuleBadges', () => {
  it('shows a platform badge only on a rule limited to some platforms', () => {
    const { unmount } = renderWithProviders(<RuleBadges rule={rule({ platforms: ['s390x'] })} kind={null} />);
    expect(screen.getByText('IBM System z only')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RuleBadges rule={rule({ platforms: [] })} kind={null} />);
    expect(screen.queryByText(/ only$/)).toBeNull();
  });
});
