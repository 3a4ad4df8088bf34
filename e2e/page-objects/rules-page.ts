import type { Locator, Page } from '@playwright/test';

/** The rule catalogue: search, filters and the list of rule cards. */
export class RulesPage {
  readonly heading: Locator;
  readonly searchForm: Locator;
  readonly list: Locator;
  readonly count: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Rules' });
    this.searchForm = page.getByRole('search', { name: 'Search rules' });
    this.list = page.getByRole('region', { name: 'Rule list' });
    this.count = this.list.getByText(/^\d+ rules?$/);
  }

  async goto(): Promise<void> {
    await this.page.goto('/rules');
  }

  async search(words: string): Promise<void> {
    await this.searchForm.getByRole('searchbox', { name: 'Search' }).fill(words);
  }

  /** Picks an option of one of the filter selects (Severity, Category, Checks). */
  async filter(select: 'Severity' | 'Category' | 'Checks', option: string): Promise<void> {
    await this.searchForm.getByRole('combobox', { name: select }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  cards(): Locator {
    return this.list.getByRole('article');
  }

  card(ruleId: string): Locator {
    return this.list.getByRole('article').filter({ has: this.page.getByRole('link', { name: ruleId, exact: true }) });
  }

  async openRule(ruleId: string): Promise<void> {
    await this.list.getByRole('link', { name: ruleId, exact: true }).click();
  }
}

/** One rule: its header, evidence with sources, the study statements it carries and the rendered description. */
export class RuleDetailPage {
  readonly sources: Locator;
  readonly details: Locator;
  readonly statements: Locator;

  constructor(private readonly page: Page) {
    this.sources = page.getByRole('list', { name: 'Sources' });
    this.details = page.getByRole('region', { name: 'Details' });
    this.statements = page.getByRole('region', { name: 'What the studies say' });
  }

  /** A statement the rule carries, by its ledger id (e.g. "000-003"). */
  statement(id: string): Locator {
    return this.statements.locator(`li[data-statement="${id}"]`);
  }

  async goto(ruleId: string): Promise<void> {
    await this.page.goto(`/rules/${encodeURIComponent(ruleId)}`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
}
