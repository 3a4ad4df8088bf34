import { ChartCard } from '../chart-card';
import { WaitClassChart } from './wait-class-chart';
import { cardOf, type ChartViewProps } from './view-props';

/** Each group's share of DB time by wait class. */
export function WaitClassesView(props: ChartViewProps) {
  return (
    <ChartCard {...cardOf(props)} caption={`% of DB time; baseline ${props.baseline}`}>
      <WaitClassChart waitClasses={props.result.wait_classes} ariaLabel="Wait classes by group" />
    </ChartCard>
  );
}
