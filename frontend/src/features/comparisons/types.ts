import type { RequestBodyOf, Schemas } from '@/lib/api/types';
import { CHARTS } from '@/lib/api/vocabulary';

/** What POST /api/comparisons/ answers: every chart's series plus the table. */
export type ComparisonResult = Schemas['ComparisonResult'];
export type ComparisonRequest = RequestBodyOf<'/api/comparisons/', 'post'>;
/** A window of one run's timeline and what it is compared against (null: the rest of its line). */
export type ComparisonIntervals = NonNullable<ComparisonRequest['intervals']>;
export type IntervalRange = ComparisonIntervals['window'];
export type ComparisonGroup = Schemas['Group'];
export type NormalizedRow = Schemas['NormalizedRow'];
export type ScalingCurve = Schemas['ScalingCurve'];
export type ChartId = Schemas['ChartsEnum'];

/** Every chart a comparison can show, in page order: the server's chart catalogue (apps/comparisons/charts.py). */
export const CHART_IDS = Object.keys(CHARTS) as ChartId[];

/** What a chart is called above it. */
export const chartName = (chart: ChartId): string => CHARTS[chart].title;

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
