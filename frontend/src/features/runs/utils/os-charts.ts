import type { Data, Layout } from 'plotly.js';

import type { AwrWindow, ChartGroup, DriverStep } from '../api/get-run-timeseries';

export type OsCategory = 'cpu' | 'disk' | 'net' | 'runq';

/** What each OS chart shows: the columns drawn, their axis title and a readable name per column. */
export const OS_CHARTS: Record<OsCategory, { title: string; axis: string; columns: Record<string, string> }> = {
  cpu: { title: 'CPU', axis: '% of CPU time', columns: { busy: 'busy', iowait: 'iowait', steal: 'steal' } },
  disk: { title: 'IO per device', axis: 'MB/s', columns: { read_mb_s: 'read', write_mb_s: 'write' } },
  net: { title: 'Network per interface', axis: 'MB/s', columns: { rx_mb_s: 'received', tx_mb_s: 'sent' } },
  runq: { title: 'Run queue', axis: 'processes', columns: { runq: 'runnable', blocked: 'blocked' } },
};

export const OS_CATEGORIES: OsCategory[] = ['cpu', 'disk', 'net', 'runq'];

/** What the IO chart draws: the devices' reads, their writes, or both (the tools print them apart). */
export type DiskDirection = 'reads' | 'writes' | 'both';

export const DISK_DIRECTIONS: { value: DiskDirection; label: string }[] = [
  { value: 'reads', label: 'Reads' },
  { value: 'writes', label: 'Writes' },
  { value: 'both', label: 'Both' },
];

const DISK_DIRECTION_COLUMNS: Record<DiskDirection, readonly string[]> = {
  reads: ['read_mb_s'],
  writes: ['write_mb_s'],
  both: ['read_mb_s', 'write_mb_s'],
};

/**
 * Host, device and label names come from uploaded files, and Plotly reads a few HTML-like tags (<a href>, <b>, <br>)
 * in trace names and hover templates: angle brackets become look-alike quotes and template braces are broken, so
 * an uploaded name is only ever shown as text.
 */
export function plainLabel(text: string): string {
  return text.replace(/</g, '‹').replace(/>/g, '›').replace(/%\{/g, '%\u200b{');
}

function groupLabel(group: ChartGroup, several: boolean, twinned: boolean): string {
  return [group.host, several ? group.source : null, twinned ? group.file_name : null].filter(Boolean).join(' · ');
}

/** Host and tool of a group: two files alike in both (two sar captures of one host) are told apart by file name. */
const hostAndTool = (group: ChartGroup) => `${group.host ?? ''}\u0000${group.source}`;

/**
 * Plotly traces for one OS category: one line per (file, object, column) the chart shows. When several files
 * measure the same category (iostat, mpstat and vmstat all give CPU) each line names its tool. The IO chart draws
 * the reads, the writes or both (`direction`).
 *
 * The lines are SVG (`scatter`), not WebGL (`scattergl`): a browser without WebGL (hardware acceleration off, a
 * virtual desktop without a GPU, headless Chromium) draws no WebGL line at all, only Plotly's "WebGL is not
 * supported" notice, and the server never sends more than CHART_POINTS points per line, which SVG draws quickly.
 */
export function osTraces(groups: ChartGroup[], category: OsCategory, direction: DiskDirection = 'both'): Data[] {
  const mine = groups.filter((g) => g.category === category);
  const several = new Set(mine.map((g) => g.source)).size > 1 || new Set(mine.map((g) => g.host)).size > 1;
  const filesOf = new Map<string, Set<number>>();
  for (const g of mine) filesOf.set(hostAndTool(g), (filesOf.get(hostAndTool(g)) ?? new Set()).add(g.file));
  const columns = OS_CHARTS[category].columns;
  const traces: Data[] = [];
  for (const group of mine) {
    const prefix = groupLabel(group, several, (filesOf.get(hostAndTool(group))?.size ?? 0) > 1);
    for (const line of group.series) {
      const columnName = columns[line.column];
      if (!columnName) continue;
      if (category === 'disk' && !DISK_DIRECTION_COLUMNS[direction].includes(line.column)) continue;
      const object = category === 'cpu' || category === 'runq' ? '' : `${line.object} `;
      const name = plainLabel(`${prefix ? `${prefix}: ` : ''}${object}${columnName}`);
      traces.push({
        type: 'scatter',
        mode: 'lines',
        name,
        x: group.timed ? line.x : line.x.map(Number),
        y: line.y,
        hovertemplate: `${name}: %{y:.2f}<extra></extra>`,
      });
    }
  }
  return traces;
}

/** The layout of a chart over time: dates along x when the tool printed times, sample numbers when it did not. */
export function overTimeLayout(timed: boolean, axis: string): Partial<Layout> {
  return {
    margin: { l: 56, r: 16, t: 24, b: 40 },
    xaxis: { title: { text: timed ? '' : 'sample' }, type: timed ? 'date' : 'linear' },
    yaxis: { title: { text: axis }, rangemode: 'tozero' },
    legend: { orientation: 'h', y: -0.2 },
  };
}

/** A grey band over the AWR snapshot window, under the lines; nothing when the run has no AWR report. */
export function awrShapes(window: AwrWindow | null | undefined, timed: boolean): Partial<Layout> {
  if (!window || !timed) return {};
  return {
    shapes: [
      {
        type: 'rect',
        xref: 'x',
        yref: 'paper',
        x0: window.begin,
        x1: window.end,
        y0: 0,
        y1: 1,
        fillcolor: 'rgba(120, 120, 120, 0.18)',
        line: { width: 0 },
        layer: 'below',
      },
    ],
    annotations: [
      { xref: 'x', yref: 'paper', x: window.begin, y: 1, xanchor: 'left', yanchor: 'bottom', text: 'AWR window', showarrow: false, font: { size: 11 } },
    ],
  };
}

/** One line per label (a driver file can hold several configurations): users on x, throughput on y. */
export function stepTraces(steps: DriverStep[]): Data[] {
  const byLabel = new Map<string, DriverStep[]>();
  for (const step of steps) byLabel.set(step.label, [...(byLabel.get(step.label) ?? []), step]);
  return [...byLabel.entries()].map(([rawLabel, rows]) => {
    const label = plainLabel(rawLabel);
    return {
      type: 'scatter',
      mode: 'lines+markers',
      name: label,
      x: rows.map((r) => r.users),
      y: rows.map((r) => r.throughput),
      hovertemplate: `${label}: %{x} users, %{y:,.0f} ${plainLabel(rows[0]?.unit ?? '')}<extra></extra>`,
    } satisfies Data;
  });
}

/** The unit of the driver's throughput, or "mixed" when files disagree. */
export function stepUnit(steps: DriverStep[]): string {
  const units = new Set(steps.map((s) => s.unit));
  return units.size === 1 ? ([...units][0] ?? '') : 'mixed units';
}

/** The file names behind one category's chart, for its source line. */
export function groupSources(groups: ChartGroup[], category: OsCategory): string[] {
  return [...new Set(groups.filter((g) => g.category === category).map((g) => `${g.file_name} (${g.source})`))];
}

/** Captures further apart than this are drawn in separate panels: one time axis over both would squeeze each. */
const PERIOD_GAP_MS = 24 * 60 * 60 * 1000;

export type CapturePeriod = { key: string; label: string; groups: ChartGroup[]; begin: number | null; end: number | null };

function span(group: ChartGroup): [number, number] | null {
  if (!group.timed) return null;
  const times = group.series.flatMap((line) => [line.x[0], line.x[line.x.length - 1]]).map((x) => Date.parse(String(x)));
  const valid = times.filter((t) => !Number.isNaN(t));
  return valid.length ? [Math.min(...valid), Math.max(...valid)] : null;
}

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The run's OS series split into periods of capture: files captured within a day of each other share a panel (and a
 * time axis); files years apart get a panel each. Series without times (sample numbers) join the first panel.
 */
export function capturePeriods(groups: ChartGroup[]): CapturePeriod[] {
  const timed = groups.map((g) => ({ g, s: span(g) })).filter((x): x is { g: ChartGroup; s: [number, number] } => x.s !== null);
  timed.sort((a, b) => a.s[0] - b.s[0]);
  const periods: CapturePeriod[] = [];
  for (const { g, s } of timed) {
    const last = periods[periods.length - 1];
    if (last && last.end !== null && s[0] - last.end <= PERIOD_GAP_MS) {
      last.groups.push(g);
      last.end = Math.max(last.end, s[1]);
    } else {
      periods.push({ key: '', label: '', groups: [g], begin: s[0], end: s[1] });
    }
  }
  const untimed = groups.filter((g) => span(g) === null);
  if (untimed.length) {
    if (periods[0]) periods[0].groups.push(...untimed);
    else periods.push({ key: '', label: '', groups: untimed, begin: null, end: null });
  }
  return periods.map((p, index) => {
    const label =
      p.begin === null || p.end === null ? 'Samples without times' : day(p.begin) === day(p.end) ? day(p.begin) : `${day(p.begin)} to ${day(p.end)}`;
    return { ...p, key: `period-${index}`, label };
  });
}
