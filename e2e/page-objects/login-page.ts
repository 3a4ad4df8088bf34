import type { Locator, Page } from '@playwright/test';

/** The sign-in screen. Verbs act; accessors return locators for the spec to assert on. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;

  constructor(private readonly page: Page) {
    this.username = page.getByLabel('Username');
    // The exact name skips Mantine's "Toggle password visibility" button.
    this.password = page.getByLabel('Password', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Sign in' });
  }

  async goto(next?: string): Promise<void> {
    await this.page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  }

  /** Fills the form and submits it; returns the error alert (which exists only on failure). */
  async logIn(username: string, password: string): Promise<Locator> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submitButton.click();
    return this.errorAlert();
  }

  errorAlert(): Locator {
    return this.page.getByRole('alert');
  }
}
