import { expect, type Locator, type Page } from '@playwright/test';

type UploadFile = string | { name: string; mimeType: string; buffer: Buffer };

/** The run list: filters, the table and the New run form (contributors only). */
export class RunsListPage {
  readonly heading: Locator;
  readonly newRunButton: Locator;
  readonly table: Locator;
  readonly filters: Locator;
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Runs' });
    this.newRunButton = page.getByRole('button', { name: 'New run' });
    this.table = page.getByRole('table', { name: 'Runs' });
    this.filters = page.getByRole('search', { name: 'Filter runs' });
    this.form = page.getByRole('form', { name: 'New run' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/runs');
  }

  async openNewRunForm(): Promise<Locator> {
    await this.newRunButton.click();
    return this.form;
  }

  /** Fills the New run form (the form must be open) and submits it. */
  async submitNewRun(values: { label: string; workload?: string; users?: number; tags?: string[] }): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Label' }).fill(values.label);
    if (values.workload !== undefined) await this.form.getByRole('textbox', { name: 'Workload' }).fill(values.workload);
    if (values.users !== undefined) await this.form.getByRole('textbox', { name: 'Users' }).fill(String(values.users));
    for (const tag of values.tags ?? []) {
      const input = this.form.getByRole('combobox', { name: 'Tags' });
      await input.fill(tag);
      await input.press('Enter');
    }
    await this.form.getByRole('button', { name: 'Create run' }).click();
  }

  formField(name: string): Locator {
    return this.form.getByRole('textbox', { name });
  }

  async search(text: string): Promise<void> {
    await this.filters.getByRole('textbox', { name: 'Search' }).fill(text);
  }

  rowFor(label: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: label, exact: true }) });
  }
}

/** One run: header, metrics, chart, diagnosis, files, upload and the text view. */
export class RunPage {
  readonly metricsSection: Locator;
  readonly waitClassSection: Locator;
  readonly topEventsTable: Locator;
  readonly filesSection: Locator;
  readonly filesTable: Locator;
  readonly uploadInput: Locator;
  readonly folderInput: Locator;
  readonly uploads: Locator;
  readonly editButton: Locator;
  readonly textDialog: Locator;

  constructor(private readonly page: Page) {
    this.metricsSection = page.getByRole('region', { name: 'Metrics' });
    this.waitClassSection = page.getByRole('region', { name: 'Wait classes' });
    this.topEventsTable = page.getByRole('table', { name: 'Top wait events' });
    this.filesSection = page.getByRole('region', { name: 'Files', exact: true });
    this.filesTable = page.getByRole('table', { name: 'Files' });
    // The dropzone's own file input (hidden, as drop targets' inputs are); setInputFiles works on it directly.
    this.uploadInput = page.getByLabel('Report files', { exact: true });
    // The input behind "Upload a whole folder" (a folder chooser: it takes a folder, subfolders included).
    this.folderInput = page.getByLabel('Report folder', { exact: true });
    this.uploads = page.getByRole('region', { name: 'Uploads' });
    this.editButton = page.getByRole('button', { name: 'Edit run' });
    this.textDialog = page.getByRole('dialog');
  }

  async goto(runId: number | string): Promise<void> {
    await this.page.goto(`/runs/${runId}`);
  }

  heading(label: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: label });
  }

  /** Drops files on the upload area, as a drag-and-drop or the file chooser would hand them over. */
  async upload(files: UploadFile[]): Promise<void> {
    await this.uploadInput.setInputFiles(files as Parameters<Locator['setInputFiles']>[0]);
  }

  /** Hands over a whole folder, as "Upload a whole folder" and the browser's folder chooser would. */
  async uploadFolder(folder: string): Promise<void> {
    await this.folderInput.setInputFiles(folder);
  }

  uploadProgress(name: string): Locator {
    return this.uploads.getByRole('progressbar', { name: `Upload of ${name}` });
  }

  fileRow(name: string): Locator {
    return this.filesTable.getByRole('row', { name, exact: true });
  }

  /** The state badge of a file or archive entry: Stored, Parsing, Parsed, Partial or Failed; for an
   * entry that is no file of the run, Skipped, Ignored, Unpacked or Removed. */
  fileState(name: string): Locator {
    return this.fileRow(name).getByText(/^(Stored|Parsing|Parsed|Partial|Failed|Skipped|Ignored|Unpacked|Removed)$/);
  }

  /** Expands an archive's row to list its entries (each then a row named by its path in the archive). */
  async showEntries(archive: string): Promise<void> {
    await this.filesTable.getByRole('button', { name: new RegExp(`^Show the \\d+ entries of ${archive.replace(/\./g, '\\.')}$`) }).click();
  }

  /** Queues a fresh parse of every file of the run. */
  async reparseAll(): Promise<void> {
    await this.filesSection.getByRole('button', { name: 'Re-parse all files' }).click();
  }

  removeButton(name: string): Locator {
    return this.filesTable.getByRole('button', { name: `Remove ${name}`, exact: true });
  }

  /** Removes a file from the run through its confirmation dialog. */
  async removeFile(name: string): Promise<void> {
    await this.removeButton(name).click();
    const dialog = this.page.getByRole('dialog', { name: 'Remove this file from the run?' });
    await dialog.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** A file the run checked against its main report (set aside, or accepted), with its reason and button. */
  fileCheck(name: string): Locator {
    return this.page.getByTestId('run-sources').locator('[data-file-check]').filter({ hasText: name });
  }

  metricCard(label: string): Locator {
    return this.metricsSection.getByRole('group', { name: label });
  }

  /** Shows the provenance tooltip of a metric card and returns it. */
  async showSource(label: string): Promise<Locator> {
    await this.metricCard(label).getByRole('button', { name: `Source of ${label}` }).hover();
    return this.page.getByRole('tooltip');
  }

  waitClassChart(): Locator {
    return this.waitClassSection.getByRole('img', { name: /^Wait classes by share of DB time/ });
  }

  /** Opens the safe text view of a file; returns the code block with its text. */
  async openText(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `View text of ${name}` }).click();
    return this.textDialog.getByLabel(`Contents of ${name}`);
  }

  async closeText(): Promise<void> {
    await this.page.keyboard.press('Escape');
  }

  /** Opens every sample of a parsed OS capture; returns the dialog. */
  async openSamples(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Samples of ${name}` }).click();
    return this.page.getByRole('dialog', { name: `Samples of ${name}` });
  }
}

/** The samples dialog of one OS capture: a group, a column and the objects drawn, a page of samples at a time. */
export class SamplesDialog {
  constructor(
    private readonly page: Page,
    readonly dialog: Locator,
  ) {}

  async pick(label: 'Series' | 'Column', option: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Draws exactly these objects (CPUs, devices or interfaces), chosen with the keyboard. */
  async drawObjects(names: string[]): Promise<void> {
    const field = this.dialog.getByRole('combobox', { name: /^Objects/ });
    await field.focus();
    // Backspace in the empty search removes the last object picked; eight is the most there can be
    for (let i = 0; i < 8; i += 1) await field.press('Backspace');
    for (const name of names) {
      await field.fill(name);
      await this.page.getByRole('option', { name, exact: true }).click();
    }
    // a click beside the field closes its list of objects
    await this.dialog.getByRole('heading').click();
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }

  window(): Locator {
    return this.dialog.getByTestId('samples-window');
  }

  /** How far apart the chosen series' samples are, and how that is known. */
  interval(): Locator {
    return this.dialog.getByTestId('samples-interval');
  }

  chart(): Locator {
    return this.dialog.getByRole('img', { name: /, samples \d+ to \d+$/ });
  }

  /** The lines Plotly drew, as SVG paths (one per object). */
  lines(): Locator {
    return this.chart().locator('.scatterlayer .trace path.js-line');
  }

  legend(): Locator {
    return this.chart().locator('.legend .legendtext');
  }
}

/** The "Report details" section of a run page: one tab per detail list of a parsed AWR / Statspack report. */
export class ReportDetails {
  readonly region: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Report details' });
  }

  tab(name: RegExp | string): Locator {
    return this.region.getByRole('tab', { name });
  }

  table(name: string): Locator {
    return this.region.getByRole('table', { name, exact: true });
  }

  search(): Locator {
    return this.region.getByRole('textbox', { name: 'Search' });
  }

  sortBy(column: string): Locator {
    return this.region.getByRole('button', { name: `Sort by ${column}`, exact: true });
  }

  /** Opens the full text of a statement from its SQL id in the Top SQL table. */
  async openSqlText(sqlId: string): Promise<Locator> {
    await this.table('Top SQL').getByRole('button', { name: sqlId }).first().click();
    return this.page.getByRole('dialog', { name: `SQL ${sqlId}` });
  }
}
