import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { IntervalChoice, RunTimeline } from '../api/get-run-timeline';
import { IntervalRangeChoice } from './interval-range-choice';

const point = (interval: number) => ({
  interval,
  file: interval + 1,
  file_name: `sp_${interval}.txt`,
  kind: 'statspack',
  begin: `2024-03-04T09:${String(interval * 15).padStart(2, '0')}:00`,
  end: `2024-03-04T09:${String(interval * 15 + 14).padStart(2, '0')}:59`,
  begin_id: interval,
  end_id: interval + 1,
  elapsed_min: 15,
  figures: {},
  wait_classes: {},
  top_events: [],
});

const TIMELINE = {
  count: 4,
  intervals: [0, 1, 2, 3].map((index) => ({ index, begin: '', end: '', begin_id: index, end_id: index + 1 })),
  instances: [{ instance: '1', instance_name: 'db1', count: 4, points: [0, 1, 2, 3].map(point), gaps: [] }],
  windows: [{ rank: 1, instance: '1', intervals: [2] }],
} as unknown as RunTimeline;

// The address the app would open, written out so the test reads what the link carries.
const href = (c: IntervalChoice) => `/compare/${c.instance}/${c.window.first}-${c.window.last}/${c.against ? `${c.against.first}-${c.against.last}` : 'rest'}`;

describe('IntervalRangeChoice', () => {
  it('starts on the most unusual window against the rest of the run, and follows the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IntervalRangeChoice timeline={TIMELINE} comparisonHref={href} />);
    const open = () => screen.getByRole('link', { name: 'Open as a comparison' });
    expect(open()).toHaveAttribute('href', '/compare/1/2-2/rest');
    await user.selectOptions(screen.getByLabelText('To interval'), '4 · 2024-03-04 09:45:00');
    await user.selectOptions(screen.getByLabelText('Compared against'), 'A range of intervals');
    await user.selectOptions(screen.getByLabelText('Against to interval'), '2 · 2024-03-04 09:15:00');
    expect(open()).toHaveAttribute('href', '/compare/1/2-3/0-1');
  });

  it('offers no link for ranges that cannot be compared, and says why', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IntervalRangeChoice timeline={TIMELINE} comparisonHref={href} />);
    await user.selectOptions(screen.getByLabelText('From interval'), '4 · 2024-03-04 09:45:00');
    expect(screen.queryByRole('link', { name: 'Open as a comparison' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open as a comparison' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('The window’s first interval comes after its last.');
  });
});
