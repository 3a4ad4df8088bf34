import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Data, Layout, PlotlyDataLayoutConfig } from 'plotly.js';
import { type ReactNode, useRef, useState } from 'react';

import { comparisonCsv } from '../api/chart-csv';
import { downloadText } from '../utils/csv';
import { plotText } from '../utils/labels';
import type { ChartId, ComparisonRequest } from '../types';

type Props = {
  chart: ChartId;
  title: string;
  /** Where the server serves this chart's CSV (a saved report's own comparison). */
  csvHref?: string;
  /** Else the comparison the chart draws, whose CSV the server writes when asked (the comparison page). */
  csvRequest?: ComparisonRequest;
  /** File names start with this, e.g. the report title. */
  fileStem: string;
  controls?: ReactNode;
  note?: ReactNode;
  /** False for charts that are not Plotly figures (the table): no image export then, and the print page does not
   * wait for a figure in it (`data-chart-figure`). */
  image?: boolean;
  /** Units and baseline, printed under the title of an exported PNG or SVG. */
  caption?: string;
  children: ReactNode;
};

type ImageFormat = 'png' | 'svg';

/** Plotly keeps the figure it drew on the element as `data` and `layout`. */
function isDrawn(element: HTMLElement): element is HTMLElement & { data: Data[]; layout: Partial<Layout> } {
  return 'data' in element && Array.isArray(element.data) && 'layout' in element && typeof element.layout === 'object' && element.layout !== null;
}

/** A titled chart with its exports: PNG and SVG through Plotly, the server's CSV of the data behind it. */
export function ChartCard({ chart, title, csvHref, csvRequest, fileStem, controls, note, image = true, caption, children }: Props) {
  const body = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const filename = `${fileStem}-${chart}`;

  async function exportCsv(request: ComparisonRequest) {
    setFailure(null);
    try {
      downloadText(await comparisonCsv(request, chart), `${filename}.csv`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  async function exportImage(format: ImageFormat) {
    setFailure(null);
    const figure = body.current?.querySelector<HTMLElement>('.js-plotly-plot');
    if (!figure || !isDrawn(figure)) {
      setFailure('The chart has not been drawn yet.');
      return;
    }
    try {
      // Already loaded by the chart itself; the dynamic import only hands us the module.
      const Plotly = (await import('plotly.js-dist-min')).default;
      // The file stands alone: it carries the chart's title, units and baseline, drawn above the plot.
      const margin = figure.layout.margin ?? {};
      const legendHeight = Math.ceil(figure.querySelector('.legend')?.getBoundingClientRect().height ?? 0);
      const exported: PlotlyDataLayoutConfig = {
        data: figure.data,
        layout: {
          ...figure.layout,
          title: {
            text: `<b>${plotText(title)}</b>${caption ? `<br><sup>${plotText(caption)}</sup>` : ''}`,
            x: 0.02,
            xanchor: 'left' as const,
            y: 0.99,
            yref: 'container' as const,
            yanchor: 'top' as const,
          },
          // The title sits at the top of the image, above the legend the figure shows over its plot.
          margin: { ...margin, t: (margin.t ?? 0) + 72 + legendHeight },
        },
      };
      const width = Math.max(figure.clientWidth || 0, 900);
      const height = (figure.clientHeight || 400) + 72;
      await Plotly.downloadImage(exported, { format, filename, width, height });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-chart={chart} data-chart-figure={image || undefined} className="comparison-chart">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Group gap={6} className="no-print">
            {controls}
            {image ? (
              <>
                <Button size="compact-xs" variant="default" onClick={() => void exportImage('png')} aria-label={`Download ${title} as PNG`}>
                  PNG
                </Button>
                <Button size="compact-xs" variant="default" onClick={() => void exportImage('svg')} aria-label={`Download ${title} as SVG`}>
                  SVG
                </Button>
              </>
            ) : null}
            {csvHref ? (
              <Button size="compact-xs" variant="default" component="a" href={csvHref} download aria-label={`Download ${title} as CSV`}>
                CSV
              </Button>
            ) : csvRequest ? (
              <Button size="compact-xs" variant="default" onClick={() => void exportCsv(csvRequest)} aria-label={`Download ${title} as CSV`}>
                CSV
              </Button>
            ) : null}
          </Group>
        </Group>
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
        <div ref={body}>{children}</div>
        {failure ? (
          <Alert color="red" variant="light" role="alert" title="Export failed">
            {failure} <Anchor component="button" onClick={() => setFailure(null)}>Dismiss</Anchor>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
