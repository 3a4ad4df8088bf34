import type { ComponentType } from 'react';

import type { Schemas } from '@/lib/api/types';

export type Report = Schemas['ReportDetail'];
export type ReportListItem = Schemas['Report'];
export type ReportComparison = Schemas['ComparisonResult'];
export type ReportChartId = Schemas['ChartsEnum'];

/** The charts of a report are drawn by a component the app hands in (the comparisons feature's). */
export type ReportChartsProps = {
  result: ReportComparison;
  charts?: readonly string[];
  csvHref?: (chart: ReportChartId) => string;
  fileStem?: string;
};
export type ReportChartsComponent = ComponentType<ReportChartsProps>;

export function reportPdfUrl(uuid: string): string {
  return `/api/reports/${uuid}/pdf/`;
}

export function reportCsvUrl(uuid: string, chart: string): string {
  return `/api/reports/${uuid}/csv/?chart=${encodeURIComponent(chart)}`;
}

export function fileStem(title: string): string {
  return title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 60) || 'report';
}
