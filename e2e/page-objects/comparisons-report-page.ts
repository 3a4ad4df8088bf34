import type { Locator, Page } from '@playwright/test';

/** A saved report at its permalink: narrative, charts, PDF export (a background job) and CSV downloads. */
export class ComparisonsReportPage {
  readonly exportPdfButton: Locator;
  readonly downloadPdfButton: Locator;
  readonly narrative: Locator;

  constructor(private readonly page: Page) {
    this.exportPdfButton = page.getByRole('button', { name: 'Export PDF' });
    this.downloadPdfButton = page.getByRole('link', { name: 'Download PDF' });
    this.narrative = page.getByTestId('narrative');
  }

  async goto(permalink: string): Promise<void> {
    await this.page.goto(permalink);
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  figure(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title }).locator('.js-plotly-plot .main-svg').first();
  }

  /** Every chart card that should hold a Plotly figure (all but the table). */
  plottedCharts(): Locator {
    return this.page.locator('[data-chart]:not([data-chart="table"])');
  }

  csvButton(chartTitle: string): Locator {
    return this.page.getByRole('link', { name: `Download ${chartTitle} as CSV` });
  }

  /** Starts the PDF export; returns the job's state badge inside JobProgress. */
  async exportPdf(): Promise<Locator> {
    await this.exportPdfButton.click();
    return this.page.getByTestId(/^job-progress-\d+$/).getByText(/^(Queued|Running|Succeeded|Failed)$/);
  }
}
