import type { Locator, Page } from '@playwright/test';

/** A file handed to an upload area as the file chooser or a drop would. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** /plans/:planId/as-built: upload areas (writers), the check on screen (summary, files, diff, findings) and history. */
export class AsBuiltPage {
  readonly heading: Locator;
  readonly uploadSection: Locator;
  readonly versionSelect: Locator;
  readonly newCheckButton: Locator;
  readonly summary: Locator;
  readonly filesTable: Locator;
  readonly diffSection: Locator;
  readonly fieldsSection: Locator;
  readonly findingsSection: Locator;
  readonly historyTable: Locator;
  readonly importButton: Locator;
  readonly importDialog: Locator;
  readonly deleteButton: Locator;
  readonly remediationSection: Locator;
  readonly recheckSection: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /: as built$/ });
    this.uploadSection = page.getByRole('region', { name: "Upload the cluster's files" });
    this.versionSelect = this.uploadSection.getByLabel('Plan version to check against');
    this.newCheckButton = page.getByRole('button', { name: 'Start a new check' });
    this.summary = page.getByTestId('as-built-summary');
    this.filesTable = page.getByRole('table', { name: 'Uploaded files' });
    this.diffSection = page.getByRole('region', { name: 'Differences from the plan' });
    this.fieldsSection = page.getByRole('region', { name: 'Document fields' });
    this.findingsSection = page.getByRole('region', { name: 'Findings on the cluster as built' });
    this.historyTable = page.getByRole('table', { name: 'Earlier checks' });
    this.importButton = page.getByRole('button', { name: 'Import as new plan' });
    this.importDialog = page.getByRole('dialog', { name: 'Import this cluster as a new plan' });
    this.deleteButton = page.getByRole('button', { name: 'Delete check' });
    this.remediationSection = page.getByRole('region', { name: 'Remediation', exact: true });
    this.recheckSection = page.getByRole('region', { name: 'Check again', exact: true });
  }

  /** The drift closing of a re-check against the check it checks again. */
  closingSection(previousId: number): Locator {
    return this.page.getByRole('region', { name: `Drift since check ${previousId}` });
  }

  /** One group of the drift closing ("Gone", "Remaining", "New"): its list items. */
  closingItems(previousId: number, group: 'Gone' | 'Remaining' | 'New'): Locator {
    return this.closingSection(previousId).getByRole('region', { name: group, exact: true }).getByRole('listitem');
  }

  /** Asks for the remediation bundle of a node (the node chosen first). */
  async produceRemediation(node: string): Promise<void> {
    await this.remediationSection.getByLabel('Node to remediate', { exact: true }).click();
    await this.page.getByRole('option', { name: node, exact: true }).click();
    await this.remediationSection.getByRole('button', { name: 'Produce the remediation bundle' }).click();
  }

  /** The download of a node's remediation, once it is ready. */
  remediationDownload(node: string): Locator {
    return this.remediationSection.getByRole('link', { name: `Download the remediation of ${node}` });
  }

  /** The differences the remediation cannot put back. */
  get notFixable(): Locator {
    return this.remediationSection.getByRole('list', { name: 'Not fixable by configuration' }).getByRole('listitem');
  }

  /** "Check again": the node's files uploaded again make a new check linked to this one. */
  async recheck(node: string, files: UploadFile[]): Promise<void> {
    await this.recheckSection.getByLabel('Node checked again', { exact: true }).click();
    await this.page.getByRole('option', { name: node, exact: true }).click();
    await this.recheckSection.locator('input[type="file"]').setInputFiles(files);
    await this.recheckSection.getByRole('button', { name: 'Check again' }).click();
  }

  /** The page of a plan, optionally with one check on screen. */
  async goto(planId: number, checkId?: number): Promise<void> {
    await this.page.goto(`/plans/${planId}/as-built${checkId === undefined ? '' : `?check=${checkId}`}`);
  }

  /** The confirm dialog of "Delete check". */
  deleteDialog(checkId: number): Locator {
    return this.page.getByRole('dialog', { name: `Delete check ${checkId}?` });
  }

  /** The history row's link to a check (each check has its own address). */
  historyEntry(checkId: number): Locator {
    return this.historyTable.getByRole('link', { name: `Check ${checkId}`, exact: true });
  }

  /** The list of a bundle's own files (README, ansible/...), kept apart from the files compared. */
  get bundleOnlyFiles(): Locator {
    return this.page.getByTestId('bundle-only-files');
  }

  /** The titles of the check's sections, in the order the page shows them. */
  async sectionTitles(): Promise<string[]> {
    return this.page.getByRole('heading', { level: 2 }).allTextContents();
  }

  /** The upload area of one node, of the cluster-wide files ("cluster") or of an archive ("archive"). */
  area(key: string): Locator {
    return this.page.locator(`[data-area="${key}"]`);
  }

  /** Hands files to an area's file input (hidden, as a drop target's input is), like the chooser or a drop. */
  async upload(key: string, files: UploadFile[]): Promise<void> {
    await this.area(key).locator('input[type="file"]').setInputFiles(files);
  }

  /** The summary figure with the given label ("Changed", "Same as planned", "Files failed"...). */
  stat(label: string): Locator {
    return this.summary.getByLabel(new RegExp(`^${label}: `));
  }

  /** A row of the diff, named by the server's sentence without its code marks. */
  diffLine(sentence: string | RegExp): Locator {
    return this.diffSection.getByRole('row', { name: sentence });
  }

  /** The row of a document field that differs from the plan, by its JSON pointer. */
  fieldRow(pointer: string): Locator {
    return this.fieldsSection.getByRole('row').filter({ hasText: pointer });
  }

  /** Opens a severity group of the findings list (errors and warnings start open, advice and info closed). */
  async openFindings(severityLabel: 'Advice' | 'Info'): Promise<void> {
    const control = this.findingsSection.getByRole('button', { name: new RegExp(`^\\d+ ${severityLabel}$`) });
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  }

  /** What the findings and the score cover, and the rules not checked (no uploaded file showed a field they read). */
  get coverage(): Locator {
    return this.page.getByTestId('as-built-coverage');
  }

  /** The entry of a rule among those not checked (open the list first). */
  notChecked(rule: string): Locator {
    return this.coverage.getByRole('list', { name: 'Rules not checked' }).getByRole('listitem').filter({ hasText: new RegExp(`^${rule} `) });
  }

  finding(rule: string): Locator {
    return this.findingsSection.locator(`article[data-rule="${rule}"]`);
  }

  reportButton(label: 'Markdown' | 'HTML'): Locator {
    return this.page.getByRole('link', { name: `${label} report` });
  }
}
