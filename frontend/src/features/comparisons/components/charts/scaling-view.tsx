import { NativeSelect } from '@mantine/core';
import { useState } from 'react';

import { scalingAxis } from '@/features/comparisons/utils/availability';
import { SCALING_METRICS, type ScalingMetric } from '@/features/comparisons/utils/scaling';
import { ChartCard } from '../chart-card';
import { ScalingFigureChart } from './scaling-figure-chart';
import { ScalingLineChart } from './scaling-line-chart';
import { cardOf, type ChartViewProps, type ReportViewProps } from './view-props';

/** The engine's scaling curves (throughput and CPU against users or nodes); the page picks the quantity. */
export function ScalingView(props: ChartViewProps) {
  const { result, colours, baseline, metric, onMetricChange } = props;
  const [quantity, setQuantity] = useState<ScalingMetric>(metric && metric in SCALING_METRICS ? (metric as ScalingMetric) : 'tps');
  return (
    <ChartCard
      {...cardOf(props)}
      caption={`${SCALING_METRICS[quantity]} against ${scalingAxis(result)}; baseline ${baseline}`}
      controls={
        <NativeSelect
          size="xs"
          aria-label="Scaling metric"
          value={quantity}
          onChange={(event) => {
            setQuantity(event.currentTarget.value as ScalingMetric);
            onMetricChange?.(event.currentTarget.value);
          }}
          data={Object.entries(SCALING_METRICS).map(([value, label]) => ({ value, label }))}
        />
      }
      note={result.scaling.some((c) => c.source === 'series') ? 'Dotted lines come from benchmark tables inside one run.' : undefined}
    >
      <ScalingLineChart curves={result.scaling} metric={quantity} colours={colours} ariaLabel="User scaling" />
    </ChartCard>
  );
}

/** A report's scaling chart of a quantity or x axis of its own: the server's figure with its ideal line; without
 * choices of its own, the page's curves. */
export function ScalingReportView(props: ReportViewProps) {
  const { chart, title, data, caption, range, asOnPage } = props;
  if (!data.scaling) return asOnPage;
  return (
    <div data-report-chart={chart}>
      <ChartCard {...cardOf(props)} caption={caption} note={caption}>
        <ScalingFigureChart figure={data.scaling} yRange={range} ariaLabel={title} />
      </ChartCard>
    </div>
  );
}
