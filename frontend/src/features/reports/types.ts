import type { ComponentType } from 'react';

import type { Schemas } from '@/lib/api/types';

export type Report = Schemas['ReportDetail'];
export type ReportListItem = Schemas['Report'];
export type ReportComparison = Schemas['ComparisonResult'];
export type ReportChartId = Schemas['ChartsEnum'];
export type ReportChartSpec = Schemas['ReportChart'];
export type ReportRequest = Report['request'];

/** One chart of a report is drawn by a component the app hands in (the comparisons feature's). */
export type ReportChartProps = {
  spec: ReportChartSpec;
  data: Schemas['ChartData'];
  result: ReportComparison;
  csvHref?: (chart: ReportChartId) => string;
  /** A chart with its own comparison: the request whose chart CSV the server writes when asked. */
  csvRequest?: ReportRequest;
  fileStem?: string;
};
export type ReportChartComponent = ComponentType<ReportChartProps>;
/** The Comparisons page's address for a request and charts (the comparisons feature's, handed in by the app). */
export type ComparisonHref = (request: ReportRequest, charts: readonly ReportChartId[] | null, metric?: string | null) => string;

/** A revision asked for in an address (?revision=N): a whole number from 1, else none (the latest). */
export function revisionParam(raw: string | null): number | undefined {
  const asked = Number(raw);
  return raw && Number.isInteger(asked) && asked > 0 ? asked : undefined;
}

/** The stored PDF of one revision of a report (the latest when none is given). */
export function reportPdfUrl(uuid: string, revision?: number): string {
  return `/api/reports/${uuid}/pdf/${revision ? `?revision=${revision}` : ''}`;
}

/** The print view of one revision of a report (the latest when none is given). */
export function reportPrintPath(uuid: string, revision?: number): string {
  return `/reports/${uuid}/print${revision ? `?revision=${revision}` : ''}`;
}

export function reportCsvUrl(uuid: string, chart: string): string {
  return `/api/reports/${uuid}/csv/?chart=${encodeURIComponent(chart)}`;
}

export function fileStem(title: string, limit = 60): string {
  // As the server names the PDF (apps/common/names.py download_slug): whole phrases while they fit, else whole words.
  const text = title.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').toLowerCase();
  const words = (part: string) => part.match(/[a-z0-9]+/g) ?? [];
  const join = (parts: string[][]) => {
    let out = '';
    for (const part of parts) {
      const candidate = [out, ...part].filter(Boolean).join('-');
      if (candidate.length > limit) break;
      out = candidate;
    }
    return out;
  };
  const phrases = text.split(/[,:;()[\]/|\u2013\u2014]+|\s-\s/).map(words).filter((p) => p.length > 0);
  return join(phrases) || join(words(text).map((w) => [w])) || words(text)[0]?.slice(0, limit) || 'report';
}

/** The comparisons a report draws: its own, then its charts' own. */
export function reportComparisons(report: Report): ReportComparison[] {
  return [report.comparison, ...report.chart_data.flatMap((d) => (d.comparison ? [d.comparison] : []))];
}

/** Every run a report draws (its comparison's and its charts' own), once each, in order of first appearance, as the
 * comparison describes it (label, tags, plan version). A report of one run's intervals draws that run: the members
 * of its own comparison are intervals, not runs, so only its charts' own comparisons are read. */
export function reportGroupRuns(report: Report): Schemas['GroupRun'][] {
  const seen = new Map<number, Schemas['GroupRun']>();
  const compared = report.intervals ? reportComparisons(report).slice(1) : reportComparisons(report);
  for (const result of compared) for (const group of result.groups) for (const run of group.runs) if (!seen.has(run.id)) seen.set(run.id, run);
  return [...seen.values()];
}

/** Every run a report draws, once each, in order of first appearance: its id and label. */
export function reportRuns(report: Report): { id: number; label: string }[] {
  const own = report.intervals ? [{ id: report.intervals.run, label: report.intervals.run_label ?? `Run ${report.intervals.run}` }] : [];
  const others = reportGroupRuns(report).filter((r) => !own.some((o) => o.id === r.id));
  return [...own, ...others.map(({ id, label }) => ({ id, label }))];
}

/** "study 002_x.txt, section “TESTING”" for each source of the headline. */
export function citation(sources: readonly Schemas['HeadlineSource'][]): string {
  return sources.map((s) => `${s.file}, section “${s.section}”`).join('; ');
}
