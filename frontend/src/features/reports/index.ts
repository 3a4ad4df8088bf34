// The reports feature's public surface: what src/app composes into routes.
export { usePrintReport } from './api/get-print-report';
export { useReport } from './api/get-report';
export { useReports } from './api/get-reports';
export { useStartPdfExport } from './api/start-pdf-export';
export { ReportBody } from './components/report-body';
export { type Report, type ReportChartsComponent, reportPdfUrl } from './types';
export { preloadPlotly } from './utils/preload-plotly';
