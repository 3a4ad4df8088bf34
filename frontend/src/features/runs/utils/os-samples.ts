import type { Data } from 'plotly.js';

import type { SeriesOutline, SeriesPage } from '../api/get-run-file-series';
import { OS_CHARTS, plainLabel } from './os-charts';

const CHARTED_FIRST = Object.values(OS_CHARTS).flatMap((chart) => Object.keys(chart.columns).slice(0, 1));

/** Samples drawn at once: every one of them, none folded as the run's charts fold them. */
export const SAMPLES_PER_PAGE = 1000;
/** Lines drawn at once: more would not be told apart. */
export const MAX_OBJECTS = 8;

/** "disk · iostat -x · dbnode1 (1,440 samples)": what a group measures, with which tool, on which host. */
export function groupLabel(group: SeriesOutline): string {
  const parts = [group.category, group.source, group.host].filter(Boolean).join(' · ');
  return `${parts} (${group.count.toLocaleString('en-US')} samples)`;
}

/** How far apart the group's samples are and how that is known: the tool's header, or the sample times. */
export function intervalText(group: Pick<SeriesOutline, 'interval_s' | 'interval_source'>): string {
  if (group.interval_s == null) return 'Sample interval unknown: the tool printed no times and no interval.';
  const every = `One sample every ${group.interval_s.toLocaleString('en-US')} s`;
  return group.interval_source === 'header' ? `${every}, as the tool's header states.` : `${every}, from the sample times.`;
}

/** The objects first shown: the all-CPU line of a CPU group, else the first few the tool printed. */
export function firstObjects(group: SeriesOutline): string[] {
  if (group.objects.includes('all')) return ['all'];
  return group.objects.slice(0, 4);
}

/** The column first drawn: what the run's charts draw first (CPU busy, disk read MB/s, ...), else the first printed. */
export function firstColumn(group: SeriesOutline): string {
  const charted = CHARTED_FIRST.find((column) => group.columns.includes(column));
  return charted ?? group.columns[0] ?? '';
}

/** One line per object of the chosen column, at the samples' own times (or their numbers when the tool printed none). */
export function sampleTraces(page: SeriesPage, column: string): Data[] {
  const timed = page.times.length > 0;
  return Object.entries(page.objects).map(([object, columns]) => {
    const values = columns[column] ?? [];
    const name = plainLabel(object);
    return {
      type: 'scatter',
      mode: 'lines',
      name,
      x: timed ? page.times : values.map((_, i) => page.offset + i + 1),
      y: values,
      hovertemplate: `${name}: %{y:.2f}<extra></extra>`,
    };
  });
}
