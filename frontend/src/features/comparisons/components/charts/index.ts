// The one map from a chart of the server's catalogue (apps/comparisons/charts.py) to the components that draw it.
// A chart added to the catalogue is a type error here until it has its view (docs/chart-authoring.md).
import type { ChartId } from '@/features/comparisons/types';
import { AbsoluteReportView, AbsoluteView } from './absolute-view';
import { CpuCostReportView, CpuCostView } from './cpu-cost-view';
import { ScalingReportView, ScalingView } from './scaling-view';
import { TableView } from './table-view';
import { ThroughputReportView, ThroughputView } from './throughput-view';
import { TopEventsView } from './top-events-view';
import type { ChartView } from './view-props';
import { WaitClassesView } from './wait-classes-view';

export type { ChartView, ChartViewProps, ReportViewProps } from './view-props';

export const CHART_VIEWS: Record<ChartId, ChartView> = {
  throughput: { Page: ThroughputView, Report: ThroughputReportView },
  cpu_cost: { Page: CpuCostView, Report: CpuCostReportView },
  absolute: { Page: AbsoluteView, Report: AbsoluteReportView },
  scaling: { Page: ScalingView, Report: ScalingReportView },
  wait_classes: { Page: WaitClassesView },
  top_events: { Page: TopEventsView },
  table: { Page: TableView, wide: true },
};
