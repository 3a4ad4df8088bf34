// The reports feature's public surface: what src/app composes into routes.
export { usePrintReport } from './api/get-print-report';
export { useReport } from './api/get-report';
export { REPORT_ORDERINGS, type ReportOrdering, useReports } from './api/get-reports';
export { useStartPdfExport } from './api/start-pdf-export';
export { ExportRetry } from './components/export-retry';
export { ReportBody } from './components/report-body';
export { ReportEditForm } from './components/report-edit-form';
export { citation, type ComparisonHref, type Report, type ReportChartComponent, reportPdfUrl, reportPrintPath, revisionParam } from './types';
export { preloadPlotly } from './utils/preload-plotly';
