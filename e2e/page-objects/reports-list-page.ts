import type { Locator, Page } from '@playwright/test';

/** The Reports page: the project's saved reports, each a link to its permalink. */
export class ReportsListPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Reports' });
    this.table = page.getByRole('table', { name: 'Reports' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/reports');
  }

  report(title: string | RegExp): Locator {
    return this.table.getByRole('link', { name: title });
  }
}
