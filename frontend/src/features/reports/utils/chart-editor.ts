import type { Schemas } from '@/lib/api/types';
import { CHARTS } from '@/lib/api/vocabulary';

import { type Report, type ReportChartId, type ReportChartSpec, reportComparisons, type ReportRequest } from '../types';

type GroupRun = Schemas['GroupRun'];
type MetricInfo = Schemas['MetricInfo'];

/** The chart types a report offers, in the order the editor lists them, each as its choice reads: the server's chart
 * catalogue (apps/comparisons/charts.py), as the API vocabulary publishes it. */
export const CHART_CHOICES: { value: ReportChartId; label: string }[] = (Object.keys(CHARTS) as ReportChartId[]).map((value) => ({
  value,
  label: CHARTS[value].label,
}));

/** Whether the report chooses the chart's y quantity (the API refuses a metric for the others), its axis range (a
 * numeric y axis) and its x axis. */
export const hasMetric = (chart: ReportChartId): boolean => CHARTS[chart].metric;
export const hasRange = (chart: ReportChartId): boolean => CHARTS[chart].range;
export const hasX = (chart: ReportChartId): boolean => CHARTS[chart].x;

/** A new chart: every choice at its default (the report's comparison, the default quantity, no range). */
export function newChart(chart: ReportChartId = 'throughput'): ReportChartSpec {
  return { chart, metric: '', x: '', caption: '', y_min: null, y_max: null, request: null };
}

/** The chart as another type: choices the new type has no use for are cleared, so the API never refuses them. */
export function withChartType(spec: ReportChartSpec, chart: ReportChartId): ReportChartSpec {
  return {
    ...spec,
    chart,
    metric: hasMetric(chart) ? (spec.metric ?? '') : '',
    x: hasX(chart) ? (spec.x ?? '') : '',
    y_min: hasRange(chart) ? (spec.y_min ?? null) : null,
    y_max: hasRange(chart) ? (spec.y_max ?? null) : null,
  };
}

/** The tag keys of the runs, sorted; `numeric` keeps those whose values are all numbers (a scaling x axis). */
export function tagKeys(runs: readonly GroupRun[], numeric = false): string[] {
  const keys = new Set<string>();
  for (const run of runs) for (const key of Object.keys(run.tags)) keys.add(key);
  const all = [...keys].sort();
  if (!numeric) return all;
  return all.filter((key) => runs.every((run) => run.tags[key] === undefined || Number.isFinite(Number(run.tags[key]))));
}

/** The metrics some run of the report has, the quantities an absolute or scaling chart may show. */
export function metricChoices(report: Report): MetricInfo[] {
  const seen = new Map<string, MetricInfo>();
  for (const result of reportComparisons(report)) for (const metric of result.metrics) if (!seen.has(metric.key)) seen.set(metric.key, metric);
  return [...seen.values()];
}

/** How a chart's runs are grouped: 'report' (as the report's comparison), '' (one group per run), 'plan_version',
 * 'tag:<key>' or 'manual' (groups as saved). */
export type Grouping = string;
export const AS_REPORT = 'report';

export function groupingOf(spec: ReportChartSpec): Grouping {
  if (!spec.request) return AS_REPORT;
  return spec.request.group_by ?? '';
}

/** The chart grouped another way: its own comparison of the same runs (no baseline yet), or the report's. */
export function withGrouping(spec: ReportChartSpec, grouping: Grouping, reportRequest: ReportRequest): ReportChartSpec {
  if (grouping === AS_REPORT) return { ...spec, request: null };
  const runs = spec.request?.runs ?? reportRequest.runs;
  const request: NonNullable<ReportChartSpec['request']> = { runs };
  if (grouping) request.group_by = grouping;
  if (grouping === 'manual') request.groups = spec.request?.groups ?? reportRequest.groups ?? null;
  return { ...spec, request };
}

/** The names the engine gives the groups of `runs` grouped by a tag or by plan version; none for other groupings. */
export function groupNames(runs: readonly GroupRun[], grouping: Grouping): string[] {
  const names = new Set<string>();
  if (grouping.startsWith('tag:')) {
    const key = grouping.slice(4);
    for (const run of runs) names.add(run.tags[key] ?? `(no ${key})`);
  } else if (grouping === 'plan_version') {
    for (const run of runs) names.add(run.plan_version?.label ?? '(no plan)');
  }
  return [...names];
}

/** A chart's baseline as one value: '' (the first group), 'run:<id>' or 'group:<name>'. */
export function baselineOf(spec: ReportChartSpec): string {
  const baseline = spec.request?.baseline;
  if (!baseline) return '';
  if (baseline.run !== undefined) return `run:${baseline.run}`;
  return baseline.group !== undefined ? `group:${baseline.group}` : '';
}

export function withBaseline(spec: ReportChartSpec, value: string): ReportChartSpec {
  if (!spec.request) return spec;
  const baseline = value.startsWith('run:') ? { run: Number(value.slice(4)) } : value.startsWith('group:') ? { group: value.slice(6) } : null;
  return { ...spec, request: { ...spec.request, baseline } };
}

/** Every message the server gave for `field` or a field under it (`charts/0/request/baseline/run`), in one line. */
export function messagesUnder(fieldErrors: Record<string, string[]> | undefined, field: string): string | undefined {
  if (!fieldErrors) return undefined;
  const messages = Object.entries(fieldErrors)
    .filter(([key]) => key === field || key.startsWith(`${field}/`))
    .flatMap(([, list]) => list);
  return messages.length ? messages.join(' ') : undefined;
}
