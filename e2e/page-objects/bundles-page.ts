import type { Download, Locator, Page } from '@playwright/test';

/** Any bundle's job progress bar, as the shared JobProgress component labels it. */
const JOB_PROGRESS = /^Job \d+ progress$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** /plans/:planId/bundles: version picker, Render bundle (architects), the render's progress and the bundle list. */
export class PlanBundlesPage {
  readonly heading: Locator;
  readonly renderSection: Locator;
  readonly versionSelect: Locator;
  readonly renderButton: Locator;
  readonly progressBar: Locator;
  readonly bundlesTable: Locator;
  readonly overrideDialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Bundles' });
    this.renderSection = page.getByRole('region', { name: 'Render a bundle' });
    this.versionSelect = this.renderSection.getByLabel('Plan version');
    this.renderButton = page.getByRole('button', { name: 'Render bundle' });
    this.progressBar = this.renderSection.getByRole('progressbar', { name: JOB_PROGRESS });
    this.bundlesTable = page.getByRole('table', { name: 'Bundles' });
    this.overrideDialog = page.getByRole('dialog');
  }

  async goto(planId: number): Promise<void> {
    await this.page.goto(`/plans/${planId}/bundles`);
  }

  /** Starts a render of the picked version; returns the progress bar of its job. */
  async render(): Promise<Locator> {
    await this.renderButton.click();
    return this.progressBar;
  }

  /** The link to the bundle the last render created. */
  renderedBundleLink(): Locator {
    return this.renderSection.getByRole('link', { name: /^Open bundle #\d+$/ });
  }

  async openRenderedBundle(): Promise<void> {
    await this.renderedBundleLink().click();
  }

  rowFor(bundleId: number): Locator {
    return this.bundlesTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: `Bundle #${bundleId}`, exact: true }) });
  }
}

/** /bundles/:bundleId: state, downloads, file tree, preview, comparison and manifest. */
export class BundlePage {
  readonly heading: Locator;
  readonly progressBar: Locator;
  readonly tree: Locator;
  readonly previewSection: Locator;
  readonly compareSection: Locator;
  readonly compareSelect: Locator;
  readonly manifestSection: Locator;
  readonly manifestTable: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Bundle #\d+$/ });
    this.progressBar = page.getByRole('progressbar', { name: JOB_PROGRESS });
    this.tree = page.getByRole('navigation', { name: 'Bundle files' });
    this.previewSection = page.getByRole('region', { name: 'Preview' });
    this.compareSection = page.getByRole('region', { name: 'Compare' });
    this.compareSelect = this.compareSection.getByLabel('Compare with…');
    this.manifestSection = page.getByRole('region', { name: 'Manifest' });
    this.manifestTable = page.getByRole('table', { name: 'Files and their SHA-256' });
  }

  async goto(bundleId: number): Promise<void> {
    await this.page.goto(`/bundles/${bundleId}`);
  }

  /** The bundle id from the page address. */
  bundleId(): number {
    return Number(new URL(this.page.url()).pathname.split('/').filter(Boolean).pop());
  }

  /** A directory row of the tree by the name it shows (a hostname, `cluster`, or a folded chain like `etc`). */
  directory(name: string): Locator {
    return this.tree.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}/ \\d+ files?$`) });
  }

  /** A file row by its full path (its accessible name; the row shows only the file name). */
  file(path: string): Locator {
    return this.tree.getByRole('button', { name: path, exact: true });
  }

  async openDirectory(name: string): Promise<void> {
    const row = this.directory(name);
    if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  }

  /** Opens a file from the tree; returns the region holding its text. */
  async previewFile(path: string): Promise<Locator> {
    await this.file(path).click();
    return this.preview(path);
  }

  preview(path: string): Locator {
    return this.previewSection.getByRole('region', { name: `Contents of ${path}` });
  }

  downloadButton(format: 'zip' | 'tar.gz'): Locator {
    return this.page.getByRole('link', { name: `Download ${format}` });
  }

  disabledDownloadButton(format: 'zip' | 'tar.gz'): Locator {
    return this.page.getByRole('button', { name: `Download ${format}` });
  }

  async download(format: 'zip' | 'tar.gz'): Promise<Download> {
    const downloading = this.page.waitForEvent('download');
    await this.downloadButton(format).click();
    return downloading;
  }

  /** Picks the other bundle in "Compare with…"; returns the region with the comparison. */
  async compareWith(otherId: number): Promise<Locator> {
    await this.compareSelect.click();
    await this.page.getByRole('option', { name: new RegExp(`^Bundle #${otherId} ·`) }).click();
    return this.compareSection.getByRole('group', { name: /^Changes from bundle #\d+ to bundle #\d+$/ });
  }
}
