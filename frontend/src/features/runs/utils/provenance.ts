import type { Metric, MetricSource } from '../types';

function describeSource(source: MetricSource): string {
  if (source.file === null) {
    return source.section ? `calculated from ${source.section}` : 'calculated from other metrics of this run';
  }
  return source.section ? `${source.name}, section “${source.section}”` : `${source.name} (section not recorded)`;
}

/**
 * One sentence naming where a metric's value came from, for the tooltip on its card:
 * "From awr1.html, section “Load Profile”." or, for several instance reports,
 * "Added up from 2 files: a.html, section “Load Profile”; b.html, section “Load Profile”."
 */
export function provenanceText(
  metric: Pick<Metric, 'sources' | 'reason'> | undefined,
  combine: 'sum' | 'mean' | 'one' = 'one',
): string {
  const sources = metric?.sources ?? [];
  if (sources.length === 0) return 'No source recorded for this value.';
  const why = metric?.reason ? ` Why: ${metric.reason}` : '';
  if (sources.length === 1) {
    const [only] = sources as [MetricSource];
    const text = describeSource(only);
    return (only.file === null ? `${capitalise(text)}.` : `From ${text}.`) + why;
  }
  const lead = combine === 'sum' ? 'Added up from' : combine === 'mean' ? 'Averaged over' : 'From';
  return `${lead} ${sources.length} files: ${sources.map(describeSource).join('; ')}.${why}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Human names for the file that speaks for the run's metrics. */
export const BASIS_LABELS: Record<string, string> = {
  awr_rac_global: 'the RAC-wide AWR report',
  awr_instance: 'the instance AWR (or Statspack) reports, added up',
  benchmark_table: 'the benchmark table',
  sar: 'sar output',
  none: 'no parsed file yet',
};
