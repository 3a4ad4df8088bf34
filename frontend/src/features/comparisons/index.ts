export { ComparisonCharts, type ComparisonChartsProps } from './components/comparison-charts';
export { useComparison } from './api/compare-runs';
export { type RunFilter } from './api/get-runs';
export { ChartPicker } from './components/chart-picker';
export { GroupingControls } from './components/grouping-controls';
export { IntervalsSummary } from './components/intervals-summary';
export { RunPicker } from './components/run-picker';
export { ReportChart, type ReportChartProps } from './components/report-chart';
export { SaveReportDialog } from './components/save-report-form';
export { CHART_IDS, type ChartId, type ComparisonIntervals, type ComparisonResult, type RunListItem } from './types';
export { availableCharts } from './utils/availability';
export { preloadPlotly } from './utils/preload-plotly';
export {
  comparisonHref,
  comparisonParams,
  type ComparisonUrlState,
  intervalComparisonHref,
  parseComparisonParams,
  requestFor,
  runsOfResult,
} from './utils/url-state';
