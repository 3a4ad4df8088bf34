import { ChartCard } from '../chart-card';
import { ComparisonTable } from '../comparison-table';
import { cardOf, type ChartViewProps } from './view-props';

/** Every metric of every group, as a table (no image export: it is not a figure). */
export function TableView(props: ChartViewProps) {
  return (
    <ChartCard {...cardOf(props)} caption={`Baseline ${props.baseline}`} image={false}>
      <ComparisonTable result={props.result} />
    </ChartCard>
  );
}
