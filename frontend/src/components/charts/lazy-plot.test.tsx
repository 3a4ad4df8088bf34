import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import type { Config } from 'plotly.js';
import { describe, expect, it, vi } from 'vitest';

type PlotlyReact = (element: HTMLElement, traces: unknown, layout: unknown, config: Partial<Config>) => Promise<void>;
const plotly = vi.hoisted(() => ({ react: vi.fn<PlotlyReact>(() => Promise.resolve()), purge: vi.fn() }));
vi.mock('plotly.js-dist-min', () => ({ default: plotly }));

import { LazyPlot } from './lazy-plot';
import { StaticPlotsContext } from './static-plots';

describe('LazyPlot', () => {
  it('loads Plotly on demand and draws the traces with the shared config', async () => {
    const data = [{ type: 'scatter' as const, x: [1, 2], y: [3, 4], name: 'run A' }];
    const { unmount } = render(
      <MantineProvider>
        <LazyPlot data={data} ariaLabel="Throughput by run" />
      </MantineProvider>,
    );

    const figure = await screen.findByRole('img', { name: 'Throughput by run' });
    await waitFor(() => expect(plotly.react).toHaveBeenCalled());
    const [element, traces, , config] = plotly.react.mock.calls[0] ?? [];
    expect(element).toBe(figure);
    expect(traces).toBe(data);
    expect(config?.displaylogo).toBe(false);

    unmount();
    expect(plotly.purge).toHaveBeenCalledWith(figure);
  });

  it('shows an alert instead of crashing the page when drawing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    plotly.react.mockImplementationOnce(() => {
      throw new Error('WebGL is not available');
    });
    render(
      <MantineProvider>
        <LazyPlot data={[]} ariaLabel="Broken chart" />
      </MantineProvider>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chart could not be drawn');
    expect(alert).toHaveTextContent('WebGL is not available');
  });

  it('draws static figures inside a StaticPlotsContext (the print view) and interactive ones elsewhere', async () => {
    plotly.react.mockClear();
    const data = [{ type: 'bar' as const, x: ['a'], y: [1] }];
    render(
      <MantineProvider>
        <StaticPlotsContext.Provider value>
          <LazyPlot data={data} ariaLabel="Printed chart" />
        </StaticPlotsContext.Provider>
        <LazyPlot data={data} ariaLabel="Screen chart" />
      </MantineProvider>,
    );
    const printed = await screen.findByRole('img', { name: 'Printed chart' });
    const onScreen = await screen.findByRole('img', { name: 'Screen chart' });
    await waitFor(() => expect(plotly.react).toHaveBeenCalledTimes(2));
    const configOf = (element: HTMLElement) =>
      plotly.react.mock.calls.find((call) => call[0] === element)?.[3];
    expect(configOf(printed)).toMatchObject({ staticPlot: true, responsive: false });
    expect(configOf(onScreen)?.staticPlot).toBeUndefined();
    expect(configOf(onScreen)?.responsive).toBe(true);
  });
});
