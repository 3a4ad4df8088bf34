import type { Locator, Page } from '@playwright/test';

/** The Plans page: the project's plans and the New plan dialog (blank, from a study, import). */
export class PlansListPage {
  readonly heading: Locator;
  readonly newPlanButton: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Plans' });
    this.newPlanButton = page.getByRole('button', { name: 'New plan' });
    this.table = page.getByRole('table', { name: 'Plans' });
    this.dialog = page.getByRole('dialog', { name: 'New plan' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/plans');
  }

  /** Creates a blank plan; the app then opens its editor. */
  async createBlankPlan(name: string): Promise<void> {
    await this.newPlanButton.click();
    await this.dialog.getByLabel('Name').fill(name);
    await this.dialog.getByRole('button', { name: 'Create plan' }).click();
  }

  /** Creates a plan from one of the studies' configurations, picked by its name. */
  async createFromReference(name: string, reference: string): Promise<void> {
    await this.newPlanButton.click();
    await this.dialog.getByText('From a study').click();
    await this.dialog.getByLabel('Name').fill(name);
    await this.dialog.getByRole('radio', { name: reference }).check();
    await this.dialog.getByRole('button', { name: 'Create plan' }).click();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async openPlan(name: string): Promise<void> {
    await this.table.getByRole('link', { name, exact: true }).click();
  }

  firstPlanLink(): Locator {
    return this.table.getByRole('link').first();
  }
}
