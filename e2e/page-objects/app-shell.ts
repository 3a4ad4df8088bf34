import type { Locator, Page } from '@playwright/test';

/** The signed-in frame: header (project, role, sign-out) and the main navigation. */
export class AppShell {
  readonly navigation: Locator;
  readonly projectSelect: Locator;
  readonly signOutButton: Locator;

  constructor(private readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: 'Main' });
    this.projectSelect = page.getByRole('combobox', { name: 'Project' });
    this.signOutButton = page.getByRole('button', { name: 'Sign out' });
  }

  /** The button that opens the navigation on a phone (hidden on wider screens). */
  menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Toggle navigation' });
  }

  /** The user's name in the header (in the menu on a phone), named "<user>: account and API tokens". */
  accountLink(): Locator {
    return this.page.getByRole('link', { name: /: account and API tokens$/ });
  }

  /** The first stop of the keyboard on every page, shown only while focused. */
  skipToMainLink(): Locator {
    return this.page.getByRole('link', { name: 'Skip to main content' });
  }

  navLink(name: string): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }

  /** The badge showing the user's role in the current project (in the header, or on a phone in the menu). */
  roleBadge(): Locator {
    return this.page.getByLabel(/^Your role: /).filter({ visible: true });
  }

  /** Follows a navigation link; returns the page's main heading. */
  async open(name: string): Promise<Locator> {
    await this.navLink(name).click();
    return this.page.getByRole('heading', { level: 1, name });
  }

  async signOut(): Promise<void> {
    await this.signOutButton.click();
  }
}
