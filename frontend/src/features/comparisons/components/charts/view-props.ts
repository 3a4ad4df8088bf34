import type { Layout } from 'plotly.js';
import type { ComponentType, ReactNode } from 'react';

import type { Schemas } from '@/lib/api/types';

import type { ChartId, ComparisonRequest, ComparisonResult } from '@/features/comparisons/types';

/** What every chart view is handed: the comparison it draws and how its card exports. */
type ViewBase = {
  chart: ChartId;
  /** Above the chart: the catalogue's title, or a report chart's own (the quantity it was saved with). */
  title: string;
  result: ComparisonResult;
  /** Each group's colour (the Okabe–Ito palette, in group order). */
  colours: Record<string, string>;
  baseline: string;
  fileStem: string;
  /** Where the server serves the chart's CSV (a saved report's own comparison)... */
  csvHref?: string;
  /** ...else the comparison whose CSV the server writes when asked. */
  csvRequest?: ComparisonRequest;
};

/** A chart on the comparison page (and in a report, for a chart without choices of its own). */
export type ChartViewProps = ViewBase & {
  /** The quantity a chart with a choice of metric starts on, e.g. from the address. */
  metric?: string | null;
  onMetricChange?: (metric: string) => void;
};

/** A chart of a saved report, drawn with its saved choices. */
export type ReportViewProps = ViewBase & {
  spec: Schemas['ReportChart'];
  data: Schemas['ChartData'];
  range: [number | null, number | null];
  yaxis: Partial<Layout['yaxis']>;
  caption?: string;
  /** The chart as the comparison page draws it, for the choices this view does not draw on its own. */
  asOnPage: ReactNode;
};

/** How a chart is drawn: on the page; in a report when its saved choices change the drawing; wide charts (the
 * table) sit under the grid of figures. */
export type ChartView = {
  Page: ComponentType<ChartViewProps>;
  Report?: ComponentType<ReportViewProps>;
  wide?: boolean;
};

/** The props of a chart's card, from a view's. */
export function cardOf({ chart, title, fileStem, csvHref, csvRequest }: ViewBase) {
  return { chart, title, fileStem, csvHref, csvRequest };
}
