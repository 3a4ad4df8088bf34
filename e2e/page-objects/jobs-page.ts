import type { Locator, Page } from '@playwright/test';

/** The Jobs page: the demo-job starter (architects and contributors) and the job history. */
export class JobsPage {
  readonly heading: Locator;
  readonly demoSection: Locator;
  readonly startButton: Locator;
  readonly history: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Jobs' });
    this.demoSection = page.getByRole('region', { name: 'Demo job' });
    this.startButton = page.getByRole('button', { name: 'Start demo job' });
    this.history = page.getByRole('table', { name: 'Jobs' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/jobs');
  }

  /** Starts a demo job with the given number of steps; returns its progress bar. */
  async startDemoJob(steps = 3): Promise<Locator> {
    await this.demoSection.getByLabel('Steps').fill(String(steps));
    await this.startButton.click();
    return this.demoProgressBar();
  }

  demoProgressBar(): Locator {
    return this.demoSection.getByRole('progressbar', { name: /^Job \d+ progress$/ });
  }

  /** The state badge (Queued, Running, Succeeded, Failed) of the job started here. */
  demoState(): Locator {
    return this.demoSection.getByText(/^(Queued|Running|Succeeded|Failed)$/);
  }
}
