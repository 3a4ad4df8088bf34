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
  // every OS statistics file (any of the OS statistics formats), not sar's alone
  sar: 'the OS statistics files',
  reference_absolute: 'the study’s published results, as it prints them',
  reference_normalized: 'the study’s published results, as an index (its baseline = 100)',
  none: 'no parsed file yet',
};

/** The last part of a file's name (a file from a folder or archive keeps its folders in its name). */
export function shortName(name: string): string {
  return name.split('/').pop() ?? name;
}

/**
 * The short line a card shows under its value, naming where the value came from: "from awr_rac.html", "from 2
 * files", "calculated from this run's figures". ``other`` is true when the value comes from a file other than the
 * run's main report, so the card can say so.
 */
export function sourceLine(
  metric: Pick<Metric, 'sources'> | undefined,
  mainFile: number | null | undefined,
): { text: string; other: boolean } {
  const sources = metric?.sources ?? [];
  const files = [...new Set(sources.map((s) => s.file).filter((f): f is number => f !== null))];
  if (sources.length === 0) return { text: 'no source', other: false };
  if (files.length === 0) return { text: "calculated from this run's figures", other: false };
  const other = mainFile != null && files.some((f) => f !== mainFile);
  if (files.length === 1) {
    const name = sources.find((s) => s.file === files[0])?.name ?? '';
    return { text: `from ${shortName(name)}`, other };
  }
  return { text: `from ${files.length} files`, other };
}
