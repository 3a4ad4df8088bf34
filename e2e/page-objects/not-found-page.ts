import type { Locator, Page } from '@playwright/test';

export class NotFoundPage {
  readonly heading: Locator;
  readonly homeLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    this.homeLink = page.getByRole('link', { name: 'Go to the home page' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }
}
