import { readFile } from 'node:fs/promises';

import { BundlePage, PlanBundlesPage } from '../../page-objects/bundles-page';
import { asRole, expect, test } from '../../support/fixtures';
import { horizontalOverflow, seriousA11yViolations } from '../../support/checks';
import { referencePlanId } from '../../support/plans-api';

// A demo reference plan (loaded by seed_demo): a 3-node x86 cluster on FC HBAs with no error findings.
const REFERENCE = 's001-fcp-asm';
const NODE = 'nsrac1';
const SYSCTL = `${NODE}/etc/sysctl.conf`;

test.describe('bundles as an architect', () => {
  asRole('architect');

  test('renders a reference plan, browses, previews, downloads and compares two bundles', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const list = new PlanBundlesPage(page);
    const bundle = new BundlePage(page);
    const planId = await referencePlanId(page.request, REFERENCE);

    await test.step('open the plan’s bundles page', async () => {
      await list.goto(planId);
      await expect(list.heading).toBeVisible();
      await expect(list.versionSelect).toHaveValue(/^Version \d+/);
      await expect(list.renderSection.getByText(/^0 errors$/)).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    const firstId = await test.step('render a bundle and follow its job to 100%', async () => {
      const progress = await list.render();
      await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
      await list.openRenderedBundle();
      await expect(bundle.heading).toBeVisible();
      return bundle.bundleId();
    });

    await test.step('the bundle is complete: downloads enabled, tree and manifest shown', async () => {
      await expect(bundle.downloadButton('zip')).toBeVisible();
      await expect(bundle.downloadButton('tar.gz')).toBeVisible();
      await expect(bundle.directory(NODE)).toBeVisible();
      await expect(bundle.directory('cluster')).toBeVisible();
      await expect(bundle.manifestSection.getByText('Generator version')).toBeVisible();
      await expect(bundle.manifestTable.getByRole('row').filter({ hasText: SYSCTL })).toContainText(/[0-9a-f]{64}/);
    });

    await test.step('browse the tree and preview the node’s sysctl.conf', async () => {
      await expect(bundle.file(SYSCTL)).toHaveCount(0);
      await bundle.openDirectory(NODE);
      const preview = await bundle.previewFile(SYSCTL);
      await expect(preview).toContainText('kernel.sem');
      await expect(bundle.file(SYSCTL)).toHaveAttribute('aria-current', 'true');
      await expect(page).toHaveURL(/[?&]file=/);
    });

    await test.step('the bundle carries its Ansible project: the playbook runs one role per concern', async () => {
      await expect(bundle.directory('ansible')).toBeVisible();
      await bundle.openDirectory('ansible');
      const playbook = await bundle.previewFile('ansible/site.yml');
      await expect(playbook).toContainText('hosts: racplan_nodes');
      await expect(playbook).toContainText('role: racplan_kernel');
      await expect(playbook).toContainText('{{ racplan_root == \'/\' }}');
      await expect(bundle.manifestTable.getByRole('row').filter({ hasText: `ansible/host_vars/${NODE}.yml` }))
        .toContainText(/[0-9a-f]{64}/);
    });

    await test.step('no serious accessibility violations and no horizontal overflow on a phone', async () => {
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => horizontalOverflow(page), { message: 'bundle page overflows at 390px' }).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath('bundle-390x844.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('download the zip: an archive starting with "PK"', async () => {
      const download = await bundle.download('zip');
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    });

    const secondId = await test.step('render the same version again', async () => {
      await list.goto(planId);
      const progress = await list.render();
      await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
      await expect(list.rowFor(firstId)).toBeVisible();
      await list.openRenderedBundle();
      await expect(bundle.heading).toBeVisible();
      const id = bundle.bundleId();
      expect(id).not.toBe(firstId);
      return id;
    });

    await test.step('compare the two bundles: identical, no changed files', async () => {
      await expect(bundle.downloadButton('zip')).toBeVisible();
      const comparison = await bundle.compareWith(firstId);
      await expect(comparison.getByRole('status')).toHaveText(
        new RegExp(`^From bundle #${firstId} to bundle #${secondId}: 0 changed, 0 added, 0 removed, \\d+ unchanged\\.$`),
      );
      await expect(comparison.getByText('No files changed')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`[?&]compare=${firstId}`));
    });
  });
});

test.describe('bundles as a viewer', () => {
  asRole('viewer');

  test('a viewer sees the bundles page without a Render button, and reads and downloads the reference bundle', async ({ page }) => {
    const list = new PlanBundlesPage(page);
    const bundle = new BundlePage(page);
    const planId = await referencePlanId(page.request, REFERENCE);

    await list.goto(planId);
    await expect(list.heading).toBeVisible();
    await expect(list.versionSelect).toBeVisible();
    await expect(list.renderSection.getByText(/Only architects of this project render bundles/)).toBeVisible();
    await expect(list.renderButton).toHaveCount(0);

    // The reference plan came with its bundle when the demo was seeded: the viewer opens it, reads a file, downloads it.
    await list.bundlesTable.getByRole('link', { name: /^Bundle #\d+$/ }).first().click();
    await expect(bundle.heading).toBeVisible();
    await bundle.openDirectory(NODE);
    await expect(await bundle.previewFile(SYSCTL)).toContainText('kernel.sem');
    const download = await bundle.download('zip');
    expect(download.suggestedFilename()).toMatch(/^racplan-[a-z0-9]+(-[a-z0-9]+)*-v\d+-bundle-\d+\.zip$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
