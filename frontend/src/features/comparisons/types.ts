import type { RequestBodyOf, Schemas } from '@/lib/api/types';

/** What POST /api/comparisons/ answers: every chart's series plus the table. */
export type ComparisonResult = Schemas['ComparisonResult'];
export type ComparisonRequest = RequestBodyOf<'/api/comparisons/', 'post'>;
export type ComparisonGroup = Schemas['Group'];
export type NormalizedRow = Schemas['NormalizedRow'];
export type ScalingCurve = Schemas['ScalingCurve'];
export type ChartId = Schemas['ChartsEnum'];

/** Every chart a comparison can show, in page order. */
export const CHART_IDS: readonly ChartId[] = ['throughput', 'cpu_cost', 'absolute', 'scaling', 'wait_classes', 'top_events', 'table'];

export const CHART_TITLES: Record<ChartId, string> = {
  throughput: 'Normalized throughput (% of baseline)',
  cpu_cost: 'CPU cost per transaction (% of baseline)',
  absolute: 'Absolute values',
  scaling: 'User scaling',
  wait_classes: 'Wait classes (% of DB time)',
  top_events: 'Top wait events: change against the baseline',
  table: 'All metrics',
};

/** A run as GET /api/runs/ lists it; tags and metrics are free-form JSON in the schema. */
export type RunListItem = {
  id: number;
  project: number;
  label: string;
  date: string | null;
  users: number | null;
  tags: Record<string, string>;
  reference: string;
  plan: { id: number; name: string; version: number } | null;
  plan_version: number | null;
  file_count?: number | null;
  metrics: Record<string, unknown>;
};
