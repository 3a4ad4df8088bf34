import { expect, type Locator, type Page } from '@playwright/test';

/** The Comparisons page: pick runs, group and choose a baseline, read the charts, save as a report. */
export class ComparisonsPage {
  readonly heading: Locator;
  readonly runsTable: Locator;
  readonly groupBy: Locator;
  readonly tagKey: Locator;
  readonly baseline: Locator;
  readonly saveAsReportButton: Locator;
  readonly saveForm: Locator;
  readonly copyLinkButton: Locator;
  readonly chartsNotDrawn: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Comparisons' });
    this.runsTable = page.getByRole('table', { name: 'Runs to compare' });
    this.groupBy = page.getByLabel('Group runs', { exact: true });
    this.tagKey = page.getByLabel('Tag key', { exact: true });
    this.baseline = page.getByLabel('Baseline', { exact: true });
    this.saveAsReportButton = page.getByRole('button', { name: 'Save as report' });
    this.saveForm = page.getByRole('form', { name: 'Save as report' });
    this.copyLinkButton = page.getByRole('button', { name: /^(Copy link|Link copied)$/ });
    this.chartsNotDrawn = page.getByRole('region', { name: 'Charts not drawn' });
  }

  /** Opens a comparison from its address (what a shared link does). */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  /** The chart choice checkbox of a chart, by its title. */
  chartChoice(title: string): Locator {
    return this.page.getByRole('group', { name: 'Charts' }).getByRole('checkbox', { name: title });
  }

  async goto(): Promise<void> {
    await this.page.goto('/comparisons');
  }

  async filterByText(text: string): Promise<void> {
    await this.page.getByLabel('Search', { exact: true }).fill(text);
  }

  /** Ticks a run; the tick shows once the address holds the run (the router updates it in a transition). */
  async pickRun(label: string): Promise<void> {
    const box = this.runsTable.getByRole('checkbox', { name: `Pick ${label}` });
    await box.click();
    await expect(box).toBeChecked();
  }

  async groupByTag(key: string, baseline: string): Promise<void> {
    await this.groupBy.selectOption('tag');
    await this.tagKey.selectOption(key);
    await this.baseline.selectOption(baseline);
  }

  /** A chart card by its title. */
  chart(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** The drawn Plotly figure inside a chart card (present once Plotly has rendered). */
  figure(title: string | RegExp): Locator {
    return this.chart(title).locator('.js-plotly-plot .main-svg').first();
  }

  /** A chart's CSV download (the server writes it from the comparison shown). */
  csvButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Download ${title} as CSV` });
  }

  /** Opens the form, saves the report and returns the permalink link of the saved report. */
  /** The save dialog: opens over the page with its title field focused; saving opens the new report. */
  async saveReport(title: string, narrative: string): Promise<void> {
    await this.saveAsReportButton.click();
    await expect(this.page.getByRole('dialog', { name: 'Save as report' })).toBeVisible();
    await expect(this.saveForm.getByLabel('Report title')).toBeFocused();
    await this.saveForm.getByLabel('Report title').fill(title);
    await this.saveForm.getByLabel('Narrative').fill(narrative);
    await this.saveForm.getByRole('button', { name: 'Save report' }).click();
    await expect(this.page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
  }
}
