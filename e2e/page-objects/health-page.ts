import type { Locator, Page } from '@playwright/test';

export type HealthCheckName = 'Database' | 'Broker' | 'Workers';

/** The Health page: one card per dependency plus the overall status and version. */
export class HealthPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Health' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/health');
  }

  card(name: HealthCheckName): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The OK / Down badge of one check. */
  status(name: HealthCheckName): Locator {
    return this.card(name).getByText(/^(OK|Down)$/);
  }

  version(): Locator {
    return this.page.getByText(/^Version /);
  }
}
