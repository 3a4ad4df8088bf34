import type { NormalizedRow } from '@/features/comparisons/types';

import { ChartCard } from '../chart-card';
import { NormalizedBarChart } from './normalized-bar-chart';
import { cardOf, type ReportViewProps } from './view-props';

type Props = ReportViewProps & { rows: NormalizedRow[]; quantity: string };

/** An index against the baseline in a report, with the report's caption and saved axis range. */
export function NormalizedReportView(props: Props) {
  const { chart, title, colours, baseline, caption, yaxis, rows, quantity } = props;
  return (
    <div data-report-chart={chart}>
      <ChartCard {...cardOf(props)} caption={caption} note={caption}>
        <NormalizedBarChart rows={rows} colours={colours} quantity={quantity} baseline={baseline} ariaLabel={title} yaxis={yaxis} />
      </ChartCard>
    </div>
  );
}
