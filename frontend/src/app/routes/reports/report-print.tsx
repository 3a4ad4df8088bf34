import { Alert, Box, Button, Group } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { StaticPlotsContext } from '@/components/charts/static-plots';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api/errors';

import {
  preloadPlotly,
  type Report,
  ReportBody,
  type ReportChartComponent,
  revisionParam,
  usePrintReport,
  useReport,
} from '@/features/reports';

const PRINT_CSS = `
@media print { .no-print { display: none !important; } body { background: #fff; } }
.comparison-chart { break-inside: avoid; }
h1, h2, h3, h4, h5, h6 { break-after: avoid; break-inside: avoid; }
`;

/**
 * The report without the app around it, for the browser's print dialog and for the server's PDF renderer.
 * With ?token= (the renderer) it reads the report through the token; otherwise through the session. ?revision=N
 * prints that revision (the latest without it).
 * It sets data-print-ready="true" once every chart has been drawn, which the renderer waits for.
 */
export function ReportPrintPage({ Chart }: { Chart: ReportChartComponent }) {
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const revision = revisionParam(params.get('revision'));
  useEffect(preloadPlotly, []);
  return token ? (
    <WithToken uuid={uuid} token={token} revision={revision} Chart={Chart} />
  ) : (
    <WithSession uuid={uuid} revision={revision} Chart={Chart} />
  );
}

type FrameProps = { uuid: string; revision?: number; Chart: ReportChartComponent };

function WithToken({ uuid, token, revision, Chart }: FrameProps & { token: string }) {
  const query = usePrintReport(uuid, token, revision);
  // The renderer only prints: static figures draw faster and print the same.
  return (
    <StaticPlotsContext.Provider value>
      <PrintFrame report={query.data} error={query.error} Chart={Chart} />
    </StaticPlotsContext.Provider>
  );
}

function WithSession({ uuid, revision, Chart }: FrameProps) {
  const query = useReport(uuid, revision);
  return <PrintFrame report={query.data} error={query.error} Chart={Chart} interactive />;
}

function usePrintReady(container: React.RefObject<HTMLDivElement | null>, active: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!active) return;
    // Charts draw asynchronously (Plotly is fetched lazily); check until each section drawing a figure has one or an
    // alert (a chart that is not a figure, the table, is drawn at once).
    const timer = window.setInterval(() => {
      const sections = container.current?.querySelectorAll<HTMLElement>('[data-chart-figure]') ?? [];
      const done = [...sections].every((s) => s.querySelector('.js-plotly-plot .main-svg') || s.querySelector('[role="alert"]'));
      if (container.current && done) {
        setReady(true);
        window.clearInterval(timer);
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [container, active]);
  return ready;
}

function PrintFrame({ report, error, Chart, interactive = false }: { report?: Report; error: unknown; Chart: ReportChartComponent; interactive?: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const ready = usePrintReady(container, Boolean(report));
  if (error) {
    return (
      <Box p="lg" data-print-ready="true" data-print-error={errorMessage(error)}>
        <Alert color="red" title="This report could not be opened" role="alert">
          {errorMessage(error)}
        </Alert>
      </Box>
    );
  }
  if (!report) return <PageLoader />;
  return (
    <Box p="lg" maw={1100} mx="auto" ref={container} data-print-ready={ready ? 'true' : 'false'}>
      <style>{PRINT_CSS}</style>
      {interactive ? (
        <Group className="no-print" mb="md">
          <Button onClick={() => window.print()} disabled={!ready}>
            Print
          </Button>
        </Group>
      ) : null}
      <ReportBody report={report} Chart={Chart} withLinks={false} />
    </Box>
  );
}
