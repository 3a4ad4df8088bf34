import { NativeSelect } from '@mantine/core';
import { useMemo, useState } from 'react';

import type { ComparisonResult } from '@/features/comparisons/types';
import { ChartCard } from '../chart-card';
import { AbsoluteBarChart } from './absolute-bar-chart';
import { cardOf, type ChartViewProps, type ReportViewProps } from './view-props';

/** The metrics some group has a mean of: the quantities the chart can show. */
function drawable(result: ComparisonResult) {
  return result.table.rows.filter((r) => r.cells.some((c) => c.mean !== null));
}

/** One metric's mean per group in its own unit; the page picks the metric. */
export function AbsoluteView(props: ChartViewProps) {
  const { result, colours, baseline, metric, onMetricChange } = props;
  const rows = useMemo(() => drawable(result), [result]);
  const [key, setKey] = useState(metric || 'tps');
  const row = rows.find((r) => r.key === key) ?? rows[0];
  if (!row) return null;
  return (
    <ChartCard
      {...cardOf(props)}
      caption={`${row.label} in ${row.unit}; baseline ${baseline}`}
      controls={
        <NativeSelect
          size="xs"
          aria-label="Metric"
          value={row.key}
          onChange={(event) => {
            setKey(event.currentTarget.value);
            onMetricChange?.(event.currentTarget.value);
          }}
          data={rows.map((r) => ({ value: r.key, label: r.label }))}
        />
      }
    >
      <AbsoluteBarChart row={row} colours={colours} ariaLabel={`${row.label} by group`} />
    </ChartCard>
  );
}

/** The metric the report saved (its first drawable one when none was chosen), with its saved axis range. */
export function AbsoluteReportView(props: ReportViewProps) {
  const { chart, title, result, colours, spec, caption, yaxis, asOnPage } = props;
  const rows = drawable(result);
  const row = rows.find((r) => r.key === spec.metric) ?? rows[0];
  if (!row) return asOnPage;
  return (
    <div data-report-chart={chart}>
      <ChartCard {...cardOf(props)} caption={caption} note={caption}>
        <AbsoluteBarChart row={row} colours={colours} ariaLabel={title} yaxis={yaxis} />
      </ChartCard>
    </div>
  );
}
