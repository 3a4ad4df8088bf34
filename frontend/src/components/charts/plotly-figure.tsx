import Plotly from 'plotly.js-dist-min';
import { useContext, useEffect, useRef, useState } from 'react';

import { BASE_LAYOUT, type LazyPlotProps, PLOT_CONFIG, STATIC_PLOT_CONFIG } from './plot-config';
import { StaticPlotsContext } from './static-plots';

/**
 * Draws one Plotly figure into a div. This module imports Plotly itself, so it must only ever be reached through
 * LazyPlot's dynamic import; it imports only leaf modules (plot-config, static-plots), never lazy-plot.
 */
export default function PlotlyFigure({ data, layout, config, height = 360, ariaLabel }: LazyPlotProps) {
  const container = useRef<HTMLDivElement>(null);
  // Plotly reports some failures through its promise; rethrowing in render hands them to the error boundary.
  const [failure, setFailure] = useState<Error | null>(null);
  const isStatic = useContext(StaticPlotsContext);
  if (failure) throw failure;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const merged = { ...PLOT_CONFIG, ...config, ...(isStatic ? STATIC_PLOT_CONFIG : {}) };
    Promise.resolve(Plotly.react(element, data, { ...BASE_LAYOUT, ...layout }, merged)).catch(
      (error: unknown) => setFailure(error instanceof Error ? error : new Error(String(error))),
    );
  }, [data, layout, config, isStatic]);

  useEffect(() => {
    const element = container.current;
    return () => {
      if (element) Plotly.purge(element);
    };
  }, []);

  return <div ref={container} role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />;
}
