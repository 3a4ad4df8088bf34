import { ChartCard } from '../chart-card';
import { NormalizedBarChart } from './normalized-bar-chart';
import { NormalizedReportView } from './normalized-report-view';
import { cardOf, type ChartViewProps, type ReportViewProps } from './view-props';

/** Throughput as an index against the baseline, on the runs' own driver's measure when they share one. */
export function ThroughputView(props: ChartViewProps) {
  const { result, colours, baseline } = props;
  const measure = result.throughput_metric;
  return (
    <ChartCard
      {...cardOf(props)}
      caption={`Throughput, index (${baseline} = 100)`}
      note={`Index: ${baseline} = 100. Hatched bars and '(noise)' mark differences within run-to-run noise; whiskers are 95 % intervals.`}
    >
      <NormalizedBarChart
        rows={result.normalized.throughput}
        colours={colours}
        // the runs' own driver's measure when they share one (a SLOB folder: physical reads per second)
        quantity={!measure || measure.key === 'tps' ? 'Throughput' : `Throughput (${measure.label.toLowerCase()})`}
        baseline={baseline}
        ariaLabel="Normalized throughput by group"
      />
    </ChartCard>
  );
}

export function ThroughputReportView(props: ReportViewProps) {
  return <NormalizedReportView {...props} rows={props.result.normalized.throughput} quantity="Throughput" />;
}
