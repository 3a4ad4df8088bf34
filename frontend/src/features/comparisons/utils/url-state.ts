import {
  CHART_IDS,
  type ChartId,
  type ComparisonIntervals,
  type ComparisonRequest,
  type ComparisonResult,
  type IntervalRange,
  type RunListItem,
} from '../types';
import { type BuilderState, buildRequest, type GroupMode } from './request';

/**
 * The whole state of a comparison as it lives in the address bar, so a link reproduces the view:
 * `runs=3,5,9` (in order), `group=tag:storage|plan_version|manual`, `g=<run id>:<group name>` (one per run, manual
 * grouping), `base=run:<id>` or a group name, `charts=throughput,absolute` (absent: every chart that has data),
 * `metric=<key>` (the quantity the absolute-values and scaling charts show).
 */
export type ComparisonUrlState = {
  runs: number[];
  builder: BuilderState;
  charts: ChartId[] | null;
  metric?: string | null;
  /** A window of the one run's timeline against the rest of its line or a range of it (`instance=1&window=3-4`,
   * `against=0-2` when a range): interval indexes as the timeline numbers them, from 0. */
  intervals?: ComparisonIntervals | null;
};

/** `a-b` (interval indexes, both ends) as a range; null unless both are whole numbers, the first not after the last. */
function parseRange(raw: string | null): IntervalRange | null {
  const match = /^(\d+)-(\d+)$/.exec(raw ?? '');
  if (!match) return null;
  const [first, last] = [Number(match[1]), Number(match[2])];
  return first <= last ? { first, last } : null;
}

const rangeParam = (range: IntervalRange) => `${range.first}-${range.last}`;

function parseIntervals(params: URLSearchParams, runs: number[]): ComparisonIntervals | null {
  const instance = params.get('instance');
  const window = parseRange(params.get('window'));
  if (!instance || !window || runs.length !== 1) return null;
  return { instance, window, against: parseRange(params.get('against')) };
}

const MODES: GroupMode[] = ['none', 'tag', 'plan_version', 'manual'];

export function parseComparisonParams(params: URLSearchParams): ComparisonUrlState {
  const runs = [...new Set((params.get('runs') ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0))];
  const group = params.get('group') ?? '';
  let mode: GroupMode = 'none';
  let tagKey = '';
  if (group.startsWith('tag:') && group.length > 4) {
    mode = 'tag';
    tagKey = group.slice(4);
  } else if (MODES.includes(group as GroupMode)) {
    mode = group as GroupMode;
  }
  const manual: Record<number, string> = {};
  for (const entry of params.getAll('g')) {
    const at = entry.indexOf(':');
    const id = Number(entry.slice(0, at));
    if (at > 0 && Number.isInteger(id) && runs.includes(id)) manual[id] = entry.slice(at + 1);
  }
  const chartsRaw = params.get('charts');
  const charts = chartsRaw === null ? null : chartsRaw.split(',').filter((c): c is ChartId => (CHART_IDS as readonly string[]).includes(c));
  const metric = params.get('metric') || undefined;
  const builder = { selected: runs, mode, tagKey, manual, baseline: params.get('base') ?? '' };
  const intervals = parseIntervals(params, runs);
  return intervals ? { runs, builder, charts, metric, intervals } : { runs, builder, charts, metric };
}

export function comparisonParams(state: ComparisonUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.runs.length) params.set('runs', state.runs.join(','));
  const { mode, tagKey, manual, baseline } = state.builder;
  if (mode === 'tag' && tagKey) params.set('group', `tag:${tagKey}`);
  else if (mode === 'plan_version' || mode === 'manual') params.set('group', mode);
  if (mode === 'manual') {
    for (const id of state.runs) if (manual[id]?.trim()) params.append('g', `${id}:${manual[id]}`);
  }
  if (baseline) params.set('base', baseline);
  if (state.intervals) {
    params.set('instance', state.intervals.instance);
    params.set('window', rangeParam(state.intervals.window));
    if (state.intervals.against) params.set('against', rangeParam(state.intervals.against));
  }
  if (state.charts) params.set('charts', state.charts.join(','));
  if (state.metric) params.set('metric', state.metric);
  return params;
}

/**
 * The Comparisons page comparing intervals of one run's timeline: the run page's "open as a comparison", or a saved
 * interval report's "open in" with its charts and metric.
 */
export function intervalComparisonHref(
  runId: number,
  intervals: ComparisonIntervals,
  charts: readonly ChartId[] | null = null,
  metric?: string | null,
): string {
  const state: ComparisonUrlState = {
    runs: [runId],
    builder: { selected: [runId], mode: 'none', tagKey: '', manual: {}, baseline: '' },
    charts: charts ? [...charts] : null,
    metric: metric || null,
    intervals,
  };
  return `/comparisons?${comparisonParams(state).toString()}`;
}

/** The Comparisons page's address showing a saved comparison request with these charts (a report's "open in"). */
export function comparisonHref(request: ComparisonRequest, charts: readonly ChartId[] | null, metric?: string | null): string {
  const [run] = request.runs;
  // One run's intervals: the page compares them as the run page opened them, with the report's charts.
  if (request.intervals && run !== undefined) return intervalComparisonHref(run, request.intervals, charts, metric);
  const group = request.group_by ?? '';
  const mode: GroupMode = group.startsWith('tag:') ? 'tag' : group === 'plan_version' || group === 'manual' ? group : 'none';
  const manual: Record<number, string> = {};
  for (const [name, ids] of Object.entries(request.groups ?? {})) for (const id of ids) manual[id] = name;
  const base = request.baseline?.run != null ? `run:${request.baseline.run}` : (request.baseline?.group ?? '');
  const state: ComparisonUrlState = {
    runs: request.runs,
    builder: { selected: request.runs, mode, tagKey: mode === 'tag' ? group.slice(4) : '', manual, baseline: base },
    charts: charts ? [...charts] : null,
    metric: metric || null,
  };
  return `/comparisons?${comparisonParams(state).toString()}`;
}

/**
 * The comparison request for runs named by id. When every run is known the builder's own checks apply; a link can
 * name runs this page has not listed yet, and then the state goes to the server as it is (which checks it anyway).
 */
export function requestFor(
  ids: number[],
  known: ReadonlyMap<number, RunListItem>,
  state: BuilderState,
  intervals?: ComparisonIntervals | null,
): ComparisonRequest {
  // The server makes the groups and the baseline of a comparison of intervals.
  if (intervals) return { runs: ids, intervals };
  const runs = ids.map((id) => known.get(id));
  if (runs.every((r): r is RunListItem => r !== undefined)) return buildRequest(runs, state);
  const request: ComparisonRequest = { runs: ids };
  if (state.mode === 'tag' && state.tagKey) request.group_by = `tag:${state.tagKey}`;
  if (state.mode === 'plan_version') request.group_by = 'plan_version';
  if (state.mode === 'manual') {
    request.group_by = 'manual';
    const groups: Record<string, number[]> = {};
    for (const id of ids) (groups[state.manual[id]?.trim() || 'Group 1'] ??= []).push(id);
    request.groups = groups;
  }
  if (state.baseline.startsWith('run:')) request.baseline = { run: Number(state.baseline.slice(4)) };
  else if (state.baseline) request.baseline = { group: state.baseline };
  return request;
}

/** The runs a comparison result describes, in the shape of the run list (for runs opened from a link). */
export function runsOfResult(result: ComparisonResult | undefined): RunListItem[] {
  if (!result) return [];
  return result.groups.flatMap((g) =>
    g.runs.map((r) => {
      const match = r.plan_version ? /^(.*) v(\d+)$/.exec(r.plan_version.label) : null;
      return {
        id: r.id,
        project: r.project,
        label: r.label,
        date: r.date,
        users: r.users,
        tags: r.tags,
        reference: r.reference,
        plan: r.plan_version && match?.[1] ? { id: r.plan_version.id, name: match[1], version: Number(match[2]) } : null,
        plan_version: r.plan_version?.id ?? null,
        metrics: {},
      };
    }),
  );
}
