import type { Locator, Page } from '@playwright/test';

/** The plan editor: the sectioned form, the findings panel, drafts, saving and the history tab. */
export class PlanEditorPage {
  readonly findings: Locator;
  readonly saveButton: Locator;
  readonly saveDialog: Locator;
  readonly draftRestored: Locator;
  readonly discardDraftButton: Locator;
  readonly readOnlyNotice: Locator;
  readonly diagram: Locator;
  readonly historyTab: Locator;
  /** The pinned "Findings" button of narrow screens. */
  readonly findingsShortcut: Locator;

  constructor(private readonly page: Page) {
    this.findings = page.getByRole('region', { name: 'Findings' });
    this.saveButton = page.getByRole('button', { name: 'Save version' });
    this.saveDialog = page.getByRole('dialog', { name: /^Save version \d+$/ });
    this.draftRestored = page.getByRole('status').filter({ hasText: 'Unsaved draft restored' });
    this.discardDraftButton = page.getByRole('button', { name: 'Discard draft' });
    this.readOnlyNotice = page.getByText('Read only', { exact: true });
    this.diagram = page.getByRole('region', { name: 'Topology diagram' });
    this.historyTab = page.getByRole('tab', { name: 'History' });
    this.findingsShortcut = page.getByRole('button', { name: /^Findings\b/ });
  }

  /** A box of the topology diagram by the start of its name ("Interconnect", "Machine cpc1", a host name). */
  diagramBox(name: RegExp): Locator {
    return this.diagram.getByRole('button', { name });
  }

  /** A skip link between the editor's regions ("Skip to findings", "Back to the diagram"), shown while focused. */
  skipLink(name: string): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Any input of the form by its label (exact), e.g. "Interconnect type", "Node 2 machine". */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /**
   * The platform's architecture: a listbox (arrow keys walk it, Enter or a click chooses), not a native select,
   * because choosing one rewrites the platform's other fields.
   */
  platformControl(): Locator {
    return this.page.getByRole('combobox', { name: 'Architecture', exact: true });
  }

  /** Picks an option of a select by its label; a listbox (the architecture) is opened and its option clicked. */
  async choose(label: string, option: string): Promise<void> {
    if (label === 'Architecture') {
      await this.platformControl().click();
      await this.page.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: option, exact: true }).click();
      return;
    }
    await this.field(label).selectOption({ label: option });
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  /** A finding card in the panel, by rule id (e.g. "IC002"). */
  finding(rule: string): Locator {
    return this.findings.getByRole('article', { name: new RegExp(`^${rule} `) });
  }

  /** Opens a severity group of the findings panel (errors and warnings start open, advice and info folded). */
  async openFindings(severityLabel: 'Advice' | 'Info'): Promise<void> {
    const control = this.findings.getByRole('button', { name: new RegExp(`^\\d+\\s*${severityLabel}$`) });
    // The group appears with the first check's answer, which can wait on a loaded server.
    await control.waitFor({ timeout: 30_000 });
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  }

  async applyFix(rule: string): Promise<void> {
    await this.finding(rule).getByRole('button', { name: /^Apply fix/ }).click();
  }

  healthScore(): Locator {
    return this.findings.getByLabel(/^Health score /);
  }

  /** The "Draft saved …" line once autosave has reached the server. */
  draftSaved(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Draft saved/ });
  }

  offlineDraft(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Offline: draft kept in this browser/ });
  }

  async saveVersion(comment: string): Promise<void> {
    await this.saveButton.click();
    await this.saveDialog.getByLabel('Comment').fill(comment);
    await this.saveDialog.getByRole('button', { name: 'Save version' }).click();
  }

  /** From the history tab: compare two versions (opens the diff page). */
  async compare(from: number, to: number): Promise<void> {
    await this.historyTab.click();
    const form = this.page.getByRole('form', { name: 'Compare versions' });
    await form.getByLabel('Compare version').selectOption(String(from));
    await form.getByLabel('with version').selectOption(String(to));
    await form.getByRole('button', { name: 'Compare' }).click();
  }

  applyFixButtons(): Locator {
    return this.page.getByRole('button', { name: /^Apply fix/ });
  }
}

/** The comparison of two versions. */
export class PlanDiffPage {
  readonly fieldsTable: Locator;
  readonly findingsAdded: Locator;
  readonly findingsRemoved: Locator;

  constructor(private readonly page: Page) {
    this.fieldsTable = page.getByRole('table', { name: 'Fields changed' });
    this.findingsAdded = page.getByRole('region', { name: /^Findings added/ });
    this.findingsRemoved = page.getByRole('region', { name: /^Findings removed/ });
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: /^Version \d+ → version \d+$/ });
  }

  /** The row of one changed field, by its JSON pointer (e.g. "/interconnect/type"). */
  change(pointer: string): Locator {
    return this.fieldsTable.getByRole('row').filter({ has: this.page.getByText(pointer, { exact: true }) });
  }
}
