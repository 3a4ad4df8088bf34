import { cpuCostQuantity } from '@/features/comparisons/utils/availability';
import { ChartCard } from '../chart-card';
import { NormalizedBarChart } from './normalized-bar-chart';
import { NormalizedReportView } from './normalized-report-view';
import { cardOf, type ChartViewProps, type ReportViewProps } from './view-props';

/** CPU cost per transaction as an index against the baseline; lower is better. */
export function CpuCostView(props: ChartViewProps) {
  const { result, colours, baseline } = props;
  return (
    <ChartCard
      {...cardOf(props)}
      caption={`CPU cost, index (${baseline} = 100); lower is better`}
      note={`Index: ${baseline} = 100. Lower is better: ${cpuCostQuantity(result)} against the baseline.`}
    >
      <NormalizedBarChart rows={result.normalized.cpu_cost} colours={colours} quantity="CPU cost" baseline={baseline} ariaLabel="CPU cost by group" />
    </ChartCard>
  );
}

export function CpuCostReportView(props: ReportViewProps) {
  return <NormalizedReportView {...props} rows={props.result.normalized.cpu_cost} quantity="CPU cost" />;
}
