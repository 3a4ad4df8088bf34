import type { Data, Layout, Shape } from 'plotly.js';

import type { ChartGroup } from '../api/get-run-timeseries';
import type { IntervalChoice, RunTimeline, TimelineFigure, TimelineLine, TimelineWindow } from '../api/get-run-timeline';

/** The figures the timeline chart offers, with the words and units its axis shows (the API's FIGURES keys). */
export const TIMELINE_FIGURES: { value: TimelineFigure; label: string; unit: string }[] = [
  { value: 'db_time_per_s', label: 'DB time', unit: 's/s' },
  { value: 'db_cpu_per_s', label: 'DB CPU', unit: 's/s' },
  { value: 'tps', label: 'Transactions', unit: '/s' },
  { value: 'logical_reads_per_s', label: 'Logical reads', unit: 'blocks/s' },
  { value: 'physical_reads_per_s', label: 'Physical reads', unit: 'blocks/s' },
  { value: 'redo_mb_s', label: 'Redo', unit: 'MB/s' },
  { value: 'gc_cr_receive_ms', label: 'GC CR receive time', unit: 'ms' },
  { value: 'gc_current_receive_ms', label: 'GC current receive time', unit: 'ms' },
  { value: 'gc_blocks_received_per_s', label: 'GC blocks received', unit: '/s' },
  { value: 'gc_blocks_served_per_s', label: 'GC blocks served', unit: '/s' },
];

/** The line's name in the legend: an instance by number and name, or the cluster. */
export function lineName(line: Pick<TimelineLine, 'instance' | 'instance_name'>): string {
  if (line.instance === 'cluster') return 'Cluster (global report)';
  return `Instance ${line.instance}${line.instance_name ? ` (${line.instance_name})` : ''}`;
}

/** The figures at least one point of the series has: the only ones worth offering. */
export function presentFigures(timeline: RunTimeline) {
  return TIMELINE_FIGURES.filter((f) => timeline.instances.some((line) => line.points.some((p) => p.figures[f.value] != null)));
}

/**
 * One trace per line for ``figure``: a point at each interval's middle (the value is a rate over the interval), and a
 * null between two intervals a gap separates, so Plotly breaks the line there instead of drawing across it.
 */
export function timelineTraces(timeline: RunTimeline, figure: TimelineFigure): Data[] {
  const unit = TIMELINE_FIGURES.find((f) => f.value === figure)?.unit ?? '';
  return timeline.instances
    .filter((line) => line.points.some((p) => p.figures[figure] != null))
    .map((line) => {
      const after = new Set(line.gaps.map((g) => g.after_file));
      const x: (string | null)[] = [];
      const y: (number | null)[] = [];
      for (const p of line.points) {
        x.push(middle(p.begin, p.end));
        y.push(p.figures[figure] ?? null);
        if (after.has(p.file)) {
          x.push(p.end);
          y.push(null);
        }
      }
      const name = lineName(line);
      return {
        type: 'scatter',
        mode: 'lines+markers',
        name,
        x,
        y,
        xaxis: 'x',
        yaxis: 'y',
        connectgaps: false,
        hovertemplate: `${name}: %{y:.2f} ${unit}<extra></extra>`,
      } satisfies Data;
    });
}

/** The OS CPU busy lines of the run, drawn under the timeline on the same time axis (the second y axis). */
export function osCpuTraces(groups: ChartGroup[]): Data[] {
  return groups
    .filter((g) => g.category === 'cpu' && g.timed)
    .flatMap((g) =>
      g.series
        .filter((line) => line.column === 'busy')
        .map((line) => ({
          type: 'scatter' as const,
          mode: 'lines' as const,
          name: `${g.host ?? g.file_name}: CPU busy (${g.source})`,
          x: line.x,
          y: line.y,
          xaxis: 'x',
          yaxis: 'y2',
          hovertemplate: `${g.host ?? g.file_name} CPU busy: %{y:.1f} %<extra></extra>`,
        })),
    );
}

function middle(begin: string, end: string): string {
  const t = (Date.parse(begin) + Date.parse(end)) / 2;
  const d = new Date(t);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The AWR windows: consecutive intervals merged (a gap ends one), each a grey band over both plots. */
export function awrBands(timeline: RunTimeline): { begin: string; end: string }[] {
  const bands: { begin: string; end: string }[] = [];
  for (const interval of timeline.intervals) {
    const last = bands[bands.length - 1];
    if (last && Date.parse(interval.begin) - Date.parse(last.end) <= 60_000) {
      if (interval.end > last.end) last.end = interval.end;
    } else {
      bands.push({ begin: interval.begin, end: interval.end });
    }
  }
  return bands;
}

/** The layout: the timeline on top, the OS CPU under it (when there is any), one shared time axis. */
export function timelineLayout(timeline: RunTimeline, unit: string, withOs: boolean): Partial<Layout> {
  const shapes: Partial<Shape>[] = awrBands(timeline).map((band) => ({
    type: 'rect',
    xref: 'x',
    yref: 'paper',
    x0: band.begin,
    x1: band.end,
    y0: 0,
    y1: 1,
    fillcolor: 'rgba(120, 120, 120, 0.14)',
    line: { width: 0 },
    layer: 'below',
  }));
  for (const w of timeline.windows) {
    shapes.push({
      type: 'rect',
      xref: 'x',
      yref: 'paper',
      x0: w.begin,
      x1: w.end,
      y0: withOs ? 0.45 : 0,
      y1: 1,
      fillcolor: 'rgba(230, 120, 0, 0.22)',
      line: { width: 0 },
      layer: 'below',
    });
  }
  return {
    margin: { l: 56, r: 16, t: 24, b: 40 },
    xaxis: { type: 'date', anchor: withOs ? 'y2' : 'y' },
    yaxis: { title: { text: unit }, rangemode: 'tozero', domain: withOs ? [0.45, 1] : [0, 1] },
    ...(withOs ? { yaxis2: { title: { text: 'CPU busy %' }, rangemode: 'tozero', domain: [0, 0.35] } } : {}),
    legend: { orientation: 'h', y: -0.2 },
    shapes,
    annotations: timeline.windows.map((w) => ({
      xref: 'x',
      yref: 'paper',
      x: w.begin,
      y: 1,
      xanchor: 'left',
      yanchor: 'bottom',
      text: `#${w.rank}`,
      showarrow: false,
      font: { size: 11 },
    })),
  };
}

/** "14.2 s/s against the run's median 7.1 (score 100)". */
export function movedWords(m: RunTimeline['windows'][number]['moved'][number]): string {
  const n = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: Math.abs(v) < 1000 ? 2 : 0 });
  return `${n(m.value)} ${m.unit} against the run’s median ${n(m.median)} (${m.direction}, score ${m.score.toLocaleString('en-US')})`;
}

/** An unusual window as a comparison: its intervals against the rest of its line. */
export function windowChoice(w: Pick<TimelineWindow, 'instance' | 'intervals'>): IntervalChoice {
  return { instance: w.instance, window: { first: w.intervals[0] ?? 0, last: w.intervals[w.intervals.length - 1] ?? 0 }, against: null };
}

/** The intervals a line has a point in, as the range choice offers them: "4 · 2024-03-04 09:45:00". */
export function lineIntervals(timeline: RunTimeline, instance: string): { value: number; label: string }[] {
  const line = timeline.instances.find((l) => l.instance === instance);
  return (line?.points ?? []).map((p) => ({ value: p.interval, label: `${p.interval + 1} · ${p.begin.replace('T', ' ')}` }));
}

/** Why a chosen range cannot be compared, in the words the server would answer with; null when it can. */
export function choiceProblem(timeline: RunTimeline, choice: IntervalChoice): string | null {
  const { window, against } = choice;
  if (window.first > window.last) return 'The window’s first interval comes after its last.';
  const points = lineIntervals(timeline, choice.instance).map((o) => o.value);
  const inside = (r: { first: number; last: number }) => points.filter((i) => r.first <= i && i <= r.last);
  if (!inside(window).length) return 'The window holds no interval of this line.';
  if (!against) return points.length > inside(window).length ? null : 'The window covers every interval of the line: nothing is left to compare it with.';
  if (against.first > against.last) return 'The compared range’s first interval comes after its last.';
  if (against.first <= window.last && window.first <= against.last) return 'The two ranges overlap: an interval cannot be on both sides.';
  return inside(against).length ? null : 'The compared range holds no interval of this line.';
}
