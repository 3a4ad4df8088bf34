import type { Locator, Page } from '@playwright/test';

/** The run page's OS statistics charts and the driver's per-step curve. */
export class RunChartsSection {
  readonly osSection: Locator;
  readonly stepsSection: Locator;

  constructor(private readonly page: Page) {
    this.osSection = page.getByRole('region', { name: 'OS statistics' });
    this.stepsSection = page.getByRole('region', { name: 'Driver results by step' });
  }

  /** One OS chart (CPU, IO per device, Network per interface, Run queue) by its title. */
  osChart(title: string): Locator {
    // the IO chart names what it shows when that is not both reads and writes: "IO per device (writes) over time"
    return this.osSection.getByRole('img', { name: new RegExp(`^${title}(?: \\((?:reads|writes)\\))? over time`) });
  }

  /** The IO chart's choice of reads, writes or both (a radio button; check it with diskChoiceLabel). */
  diskChoice(label: 'Reads' | 'Writes' | 'Both'): Locator {
    return this.osSection.getByRole('radio', { name: label });
  }

  /** The visible label of one choice: the radio button itself is drawn by its label. */
  diskChoiceLabel(label: 'Reads' | 'Writes' | 'Both'): Locator {
    return this.osSection.locator('label').filter({ hasText: new RegExp(`^${label}$`) });
  }

  /** The lines Plotly drew on one OS chart, as SVG paths (one per trace). */
  osLines(title: string): Locator {
    return this.osChart(title).locator('.scatterlayer .trace path.js-line');
  }

  /** The row of one host in the table of OS averages. */
  hostRow(host: string): Locator {
    return this.osSection.getByRole('table', { name: 'OS averages per host' }).getByRole('row', { name: new RegExp(`^${host}`) });
  }

  stepsChart(): Locator {
    return this.stepsSection.getByRole('img', { name: /^Driver throughput by users/ });
  }

  /** The sentence that names the AWR snapshot window shaded on the charts. */
  awrWindowNote(): Locator {
    return this.osSection.getByText(/The shaded band is the AWR snapshot window/);
  }
}
