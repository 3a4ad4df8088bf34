import type { Layout } from 'plotly.js';

import type { Schemas } from '@/lib/api/types';
import { CHARTS } from '@/lib/api/vocabulary';

import { chartName, type ChartId, type ComparisonResult } from '../types';

/** The charts of a new report as specs: each keeps the quantity shown on the page where it has a choice. */
export function reportCharts(charts: readonly ChartId[], metric?: string | null): { chart: ChartId; metric?: string }[] {
  return charts.map((chart) => (metric && CHARTS[chart].metric ? { chart, metric } : { chart }));
}

/** A random idempotency key (a version-4 UUID) for one opening of the save dialog. */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Plotly's y axis settings for a saved range: both ends fixed, or one end with the other left to autorange. */
export function axisRange(range?: [number | null, number | null]): Partial<Layout['yaxis']> {
  const [min, max] = range ?? [null, null];
  if (min === null && max === null) return { rangemode: 'tozero' };
  if (min !== null && max !== null) return { range: [min, max], autorange: false };
  return { range: [min, max], autorange: min === null ? 'min' : 'max' };
}

/** A report chart's title: its type, and the quantity it was saved with. */
export function chartTitle(spec: Schemas['ReportChart'], data: Schemas['ChartData'], result: ComparisonResult): string {
  // A figure of the chart's own (a scaling chart of another quantity or x axis) names what it draws.
  if (data.scaling) return `${data.scaling.y_label} against ${data.scaling.x_label.toLowerCase()}`;
  if (CHARTS[spec.chart].metric && spec.metric) {
    const row = (data.comparison ?? result).table.rows.find((r) => r.key === spec.metric);
    if (row) return `${row.label} (${row.unit})`;
  }
  return chartName(spec.chart);
}
