import { useMemo } from 'react';

import { ChartCard } from '../chart-card';
import { TopEventsChart } from './top-events-chart';
import { cardOf, type ChartViewProps } from './view-props';

/** The top wait events' share of DB time per group and their change against the baseline. */
export function TopEventsView(props: ChartViewProps) {
  const { result, colours, baseline } = props;
  const groups = useMemo(() => result.groups.map((g) => g.name), [result.groups]);
  return (
    <ChartCard {...cardOf(props)} caption={`% of DB time; change in points against ${baseline}`}>
      <TopEventsChart events={result.top_events.events} groups={groups} colours={colours} ariaLabel="Top wait events by group" />
    </ChartCard>
  );
}
