import Plotly from 'plotly.js-dist-min';
import { useEffect, useRef } from 'react';

import { BASE_LAYOUT, PLOT_CONFIG } from './plot-config';
import type { LazyPlotProps } from './lazy-plot';

/**
 * Draws one Plotly figure into a div. This module imports Plotly itself, so it must only
 * ever be reached through LazyPlot's dynamic import.
 */
export default function PlotlyFigure({ data, layout, config, height = 360, ariaLabel }: LazyPlotProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    void Plotly.react(element, data, { ...BASE_LAYOUT, ...layout }, { ...PLOT_CONFIG, ...config });
  }, [data, layout, config]);

  useEffect(() => {
    const element = container.current;
    return () => {
      if (element) Plotly.purge(element);
    };
  }, []);

  return <div ref={container} role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />;
}
