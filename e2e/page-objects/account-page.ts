import type { Locator, Page } from '@playwright/test';

/** The Account page: the signed-in user's API tokens (issue, read the new key once, revoke). */
export class AccountPage {
  readonly heading: Locator;
  readonly tokenName: Locator;
  readonly createButton: Locator;
  readonly issuedKey: Locator;
  readonly tokensTable: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Account' });
    this.tokenName = page.getByLabel('Token name');
    this.createButton = page.getByRole('button', { name: 'Create token' });
    this.issuedKey = page.getByTestId('issued-token');
    this.tokensTable = page.getByRole('table', { name: 'API tokens' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/account');
  }

  /** Issue a token named `name` and return its key, read from the one-time notice. */
  async createToken(name: string): Promise<string> {
    await this.tokenName.fill(name);
    await this.createButton.click();
    return (await this.issuedKey.textContent())?.trim() ?? '';
  }

  row(name: string): Locator {
    return this.tokensTable.getByRole('row').filter({ hasText: name });
  }

  async revoke(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Revoke ${name}` }).click();
  }
}
