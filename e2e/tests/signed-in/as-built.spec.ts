import type { APIRequestContext, Page } from '@playwright/test';

import { AsBuiltPage } from '../../page-objects/as-built-page';
import { PlanEditorPage } from '../../page-objects/plans-editor-page';
import { checkLayouts, horizontalOverflow, seriousA11yViolations, VIEWPORTS } from '../../support/checks';
import { asRole, expect, test } from '../../support/fixtures';
import { referencePlanId } from '../../support/plans-api';
import { storageStatePath } from '../../support/roles';

// A demo reference plan (seed_demo): three x86 nodes on FC HBAs. Study 001's sysctl table (Appendix C) sets
// net.core.rmem_max to 262144; a lower value on a node is the departure rule KN031 reports.
const REFERENCE = 's001-fcp-asm';
const NODE = 'nsrac1';
const SYSCTL = `${NODE}/etc/sysctl.conf`;
const RMEM_MAX = 'net.core.rmem_max';
const PERTURBED = '131071';
const BELOW_STUDY_RULE = 'KN031';

type Version = { number: number };
type Bundle = { id: number; state: string };
type Check = { id: number; state: string };

// A fixture, not a real node's file: one line in sysctl.conf syntax, enough for a check that completes.
const FIXTURE_SYSCTL = 'net.core.rmem_max = 262144\n';
// A fixture in `uname -a`'s layout (kernel, node, release, version, machine, processor, platform, OS) for the plan's
// 32-bit x86 node: the architecture KN031 reads, which no file of a bundle shows.
const FIXTURE_UNAME = `Linux ${NODE} 2.4.21-27.ELsmp #1 SMP Wed Dec 1 21:59:02 EST 2004 i686 i686 i386 GNU/Linux\n`;

/** The signed-in API of the page's context, with the CSRF header unsafe requests need. */
async function signedInApi(page: Page): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const api = page.context().request;
  expect((await api.get('/api/auth/csrf/')).ok()).toBe(true);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return { api, headers: { 'X-CSRFToken': csrf } };
}

/** Renders the plan's latest version through the API and waits for the bundle; returns its id and version. */
async function renderLatest(page: Page, planId: number): Promise<{ bundleId: number; version: number }> {
  const { api, headers } = await signedInApi(page);
  const versions = ((await (await api.get(`/api/plans/${planId}/versions/`, { params: { page_size: 200 } })).json()) as { results: Version[] }).results;
  const version = Math.max(...versions.map((entry) => entry.number));
  const created = await api.post(`/api/plans/${planId}/versions/${version}/bundles/`, { headers, data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const { bundle: bundleId } = (await created.json()) as { bundle: number };
  await expect
    .poll(async () => ((await (await api.get(`/api/bundles/${bundleId}/`)).json()) as Bundle).state, { timeout: 90_000 })
    .toBe('complete');
  return { bundleId, version };
}

test.describe('as built, as an architect', () => {
  asRole('architect');

  test('uploads the plan’s own bundle (no differences, rules on unshown fields not checked), then a node’s changed sysctl.conf and uname (a diff line and its finding)', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const asBuilt = new AsBuiltPage(page);
    const planId = await referencePlanId(page.request, REFERENCE);
    const { bundleId, version } = await test.step('render the plan’s bundle through the API', () => renderLatest(page, planId));

    await test.step('open the As built page from the plan', async () => {
      await page.goto(`/plans/${planId}`);
      await page.getByRole('link', { name: 'As built' }).click();
      await expect(asBuilt.heading).toBeVisible();
      await expect(asBuilt.versionSelect).toHaveValue(`Version ${version}`);
      await expect(asBuilt.area(NODE)).toHaveCount(0);
      await expect(asBuilt.area(`node-${NODE}`)).toBeVisible();
      await expect(asBuilt.area('cluster')).toBeVisible();
      await expect(asBuilt.area('archive')).toBeVisible();
    });

    await test.step('upload the bundle archive as it is: every setting as planned', async () => {
      const archive = await page.request.get(`/api/bundles/${bundleId}/download/?format=zip`);
      expect(archive.ok()).toBe(true);
      await asBuilt.upload('archive', [{ name: 'bundle.zip', mimeType: 'application/zip', buffer: await archive.body() }]);
      await expect(asBuilt.summary).toBeVisible();
      await expect(asBuilt.diffSection.getByText('No differences: every uploaded setting matches the plan.')).toBeVisible({ timeout: 120_000 });
      await expect(asBuilt.stat('Changed')).toHaveAccessibleName('Changed: 0');
      await expect(asBuilt.stat('Missing on the node')).toHaveAccessibleName('Missing on the node: 0');
      await expect(asBuilt.stat('Not in the plan')).toHaveAccessibleName('Not in the plan: 0');
      await expect(asBuilt.stat('Same as planned')).not.toHaveAccessibleName('Same as planned: 0');
      await expect(asBuilt.stat('Files failed')).toHaveAccessibleName('Files failed: 0');
      await expect(asBuilt.filesTable.getByRole('row').filter({ hasText: 'etc/sysctl.conf' }).first()).toContainText('Parsed');
      // The bundle's own files are listed apart, never among the results nor as a node named "ansible".
      await expect(asBuilt.filesTable.getByText(/ansible/)).toHaveCount(0);
      await expect(asBuilt.bundleOnlyFiles).toContainText('of the bundle, not on a cluster');
      await asBuilt.bundleOnlyFiles.getByText(/of the bundle, not on a cluster/).click();
      await expect(asBuilt.bundleOnlyFiles.getByText(/(^|\/)ansible\/site\.yml$/)).toBeVisible();
      // Differences first, then findings, then the files compared.
      const titles = await asBuilt.sectionTitles();
      const at = (title: string) => titles.indexOf(title);
      expect(at('Differences from the plan')).toBeGreaterThan(-1);
      expect(at('Findings on the cluster as built')).toBeGreaterThan(at('Differences from the plan'));
      expect(at('Files compared')).toBeGreaterThan(at('Findings on the cluster as built'));
      await expect(asBuilt.finding(BELOW_STUDY_RULE)).toHaveCount(0);
      // A bundle shows no architecture: the rules that read it are listed as not checked, and the score says how
      // many rules it covers.
      await expect(asBuilt.stat('Rules checked')).toHaveAccessibleName(/^Rules checked: \d+ of \d+$/);
      await expect(asBuilt.coverage).toContainText(/The findings and the score cover \d+ of \d+ rules/);
      await asBuilt.coverage.getByText(/rules? not checked$/).click();
      await expect(asBuilt.notChecked(BELOW_STUDY_RULE)).toContainText('not checked, no file shows platform/architecture');
      await expect(asBuilt.fieldsSection.getByText('No field differs.')).toBeVisible();
      await expect(asBuilt.reportButton('Markdown')).toHaveAttribute('href', /\/report\/\?format=md$/);
    });

    await test.step('a new check with one node’s sysctl.conf, rmem_max lowered, and its uname -a', async () => {
      const file = await page.request.get(`/api/bundles/${bundleId}/files/?path=${encodeURIComponent(SYSCTL)}`);
      expect(file.ok()).toBe(true);
      const { content } = (await file.json()) as { content: string };
      const planned = new RegExp(`^(${RMEM_MAX.replaceAll('.', '\\.')}\\s*=\\s*)(\\d+)`, 'm').exec(content);
      expect(planned, `${SYSCTL} sets ${RMEM_MAX}`).not.toBeNull();
      const perturbed = content.replace(planned?.[0] ?? '', `${planned?.[1] ?? ''}${PERTURBED}`);
      await asBuilt.newCheckButton.click();
      await asBuilt.upload(`node-${NODE}`, [
        { name: 'sysctl.conf', mimeType: 'text/plain', buffer: Buffer.from(perturbed) },
        { name: 'uname-a.txt', mimeType: 'text/plain', buffer: Buffer.from(FIXTURE_UNAME) },
      ]);
      const line = asBuilt.diffLine(`planned ${RMEM_MAX} ${planned?.[2] ?? ''}, ${NODE} has ${PERTURBED}`);
      await expect(line).toBeVisible({ timeout: 120_000 });
      await expect(line).toContainText('Changed');
      await expect(asBuilt.stat('Changed')).toHaveAccessibleName('Changed: 1');
      // The lowered value is also a field of the as-built document: a sysctl override the plan does not make.
      await expect(asBuilt.fieldRow(`/kernel/sysctl/${RMEM_MAX}`)).toContainText(PERTURBED);
      // KN031 is "info": its group of the findings list starts closed.
      await asBuilt.openFindings('Info');
      await expect(asBuilt.finding(BELOW_STUDY_RULE)).toBeVisible();
      await expect(asBuilt.finding(BELOW_STUDY_RULE)).toContainText(RMEM_MAX);
      // The diff line links the rule of the finding on the same field.
      await expect(line.getByRole('link')).toHaveAttribute('href', /^\/rules\/[A-Z]+\d+$/);
      // With the architecture shown, KN031 ran: it is no longer among the rules not checked.
      await asBuilt.coverage.getByText(/rules? not checked$/).click();
      await expect(asBuilt.notChecked(BELOW_STUDY_RULE)).toHaveCount(0);
    });

    await test.step('both checks are in the history; layouts and accessibility', async () => {
      await expect(asBuilt.historyTable.getByRole('row')).not.toHaveCount(1);
      // Newest first, and the finished check no longer reads as running.
      await expect(asBuilt.historyTable.getByRole('row').nth(1)).toContainText('Complete');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await checkLayouts(page, testInfo, 'as-built');
      // At phone width too: the differences come first and nothing fails axe.
      await page.setViewportSize({ width: 390, height: 844 });
      const titles = await asBuilt.sectionTitles();
      expect(titles.indexOf('Differences from the plan')).toBeGreaterThan(-1);
      expect(titles.indexOf('Findings on the cluster as built')).toBeGreaterThan(titles.indexOf('Differences from the plan'));
      expect(titles.indexOf('Files compared')).toBeGreaterThan(titles.indexOf('Findings on the cluster as built'));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('opening the page shows the latest check; each check has its own address', async () => {
      const latest = asBuilt.historyTable.getByRole('row').nth(1).getByRole('link');
      const latestName = (await latest.textContent()) ?? '';
      await expect(latest).toHaveAttribute('href', new RegExp(`/plans/${planId}/as-built\\?check=${latestName.replace('Check ', '')}&version=\\d+$`));
      await page.goto(`/plans/${planId}/as-built`);
      await expect(page.getByRole('heading', { name: `${latestName} against version`, exact: false })).toBeVisible();
      // Shown, not chosen: files sent now start a new check rather than join an old one.
      await expect(page.getByRole('status').filter({ hasText: 'Files you add start a new check' })).toBeVisible();
    });

    await test.step('import the first check (the whole bundle) as a new plan and land in its editor', async () => {
      // Newest first, so the bundle's check (the first one) is the last row, whether or not the open check is listed.
      await asBuilt.historyTable.getByRole('row').last().getByRole('link').click();
      await expect(asBuilt.diffSection.getByText('No differences: every uploaded setting matches the plan.')).toBeVisible();
      const name = `${REFERENCE} as built ${testInfo.workerIndex}-${Date.now()}`;
      await asBuilt.importButton.click();
      await asBuilt.importDialog.getByLabel('Name').fill(name);
      await asBuilt.importDialog.getByRole('button', { name: 'Import' }).click();
      await expect(page).toHaveURL(/\/plans\/\d+$/);
      expect(page.url()).not.toMatch(new RegExp(`/plans/${planId}$`));
      const editor = new PlanEditorPage(page);
      await expect(editor.heading(name)).toBeVisible();
      await expect(editor.diagramBox(new RegExp(`^${NODE}\\b`))).toBeVisible();
    });

    await test.step('the Findings panel lists the rules not checked with the fields no file showed, each a link to its input (1280 and 390 px, axe clean)', async () => {
      // A rule that reads a field no file showed gives no finding on its placeholder: it is listed as not checked,
      // and the score says how many of the catalogue's rules it covers.
      const banner = page.getByRole('region', { name: /^\d+ fields? unknown$/ });
      const notChecked = page.getByRole('region', { name: 'Rules not checked' });
      await expect(notChecked).toBeVisible({ timeout: 30_000 });
      const title = (await notChecked.getByText(/^\d+ rules? not checked$/).textContent()) ?? '';
      const count = Number(title.split(' ')[0]);
      expect(count).toBeGreaterThan(0);
      await expect(notChecked.getByRole('listitem')).toHaveCount(count);
      await expect(notChecked.getByRole('listitem').first()).toContainText(/^[A-Z]{2}\d{3} .+: not checked, no file shows /);
      const coverage = /The score covers (\d+) of (\d+) rules\./.exec((await notChecked.textContent()) ?? '');
      expect(coverage).not.toBeNull();
      expect(Number(coverage?.[1]) + count).toBeLessThanOrEqual(Number(coverage?.[2]));
      // Every field it names is one the import lists as unknown, inside a section listed whole, or holds one (nodes).
      const named = await notChecked.getByRole('button').allTextContents();
      expect(named.length).toBeGreaterThan(0);
      const unknown = (await banner.getByRole('button').allTextContents()).filter((name) => !name.startsWith('Keep the value shown'));
      const related = (field: string) => unknown.some((name) => field === name || field.startsWith(`${name} › `) || name.startsWith(`${field} › `));
      for (const field of new Set(named)) expect(related(field), field).toBe(true);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await notChecked.scrollIntoViewIfNeeded();
        await expect(notChecked).toBeVisible();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`not-checked-${viewport.width}.png`), fullPage: false });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      // A field's link takes the user to its input.
      await notChecked.getByRole('button', { name: named[0], exact: true }).first().click();
      await expect(page.locator('input:focus, textarea:focus, [role="combobox"]:focus, [role="switch"]:focus, [type="checkbox"]:focus')).toHaveCount(1);
    });

    await test.step('the import lists the fields no file showed; each is chosen, then a valid version is saved', async () => {
      // The bundle holds no /proc/cpuinfo, no os-release and no workload: those are unknown, not System z defaults.
      const banner = page.getByRole('region', { name: /^\d+ fields? unknown$/ });
      await expect(banner).toBeVisible();
      const items = banner.getByRole('list', { name: 'Unknown fields' }).getByRole('listitem');
      await expect(banner.getByRole('button', { name: 'nodes › 1 › cpus', exact: true })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'workload', exact: true })).toBeVisible();
      // Where each imported field came from: the file and the line.
      const read = page.getByRole('region', { name: "Read from the cluster's files" });
      await expect(read).toContainText(new RegExp(`${NODE}: etc/hosts, line \\d+`));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await checkLayouts(page, testInfo, 'imported-plan');

      // Rows added and removed: a node copied adds no unknown field; the first node removed takes its own unknown
      // fields with it, and the second node's are listed under its new place.
      const before = await items.count();
      await page.getByRole('button', { name: 'Duplicate node 2' }).click();
      await expect(page.getByLabel('Node 3 host name')).toBeVisible();
      await expect(items).toHaveCount(before);
      const firstNode = await items.filter({ hasText: /^nodes › 1 › / }).count();
      const secondNode = await items.filter({ hasText: /^nodes › 2 › / }).count();
      expect(firstNode).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Remove node 1' }).click();
      await expect(items).toHaveCount(before - firstNode);
      await expect(items.filter({ hasText: /^nodes › 1 › / })).toHaveCount(secondNode);
      await expect(items.filter({ hasText: /^nodes › 2 › / })).toHaveCount(0);
      const listed = await items.count();

      // Setting a field chooses it: it leaves the list.
      await banner.getByRole('button', { name: 'nodes › 1 › cpus', exact: true }).click();
      await page.getByLabel('Node 1 CPUs').fill('8');
      await expect(banner.getByRole('button', { name: 'nodes › 1 › cpus', exact: true })).toHaveCount(0);
      await expect(items).toHaveCount(listed - 1);
      // The others: the value shown is kept, one by one, as the user's choice.
      for (let left = listed - 1; left > 0; left -= 1) {
        await banner.getByRole('button', { name: /^Keep the value shown for / }).first().click();
        if (left > 1) await expect(items).toHaveCount(left - 1);
      }
      await expect(banner).toHaveCount(0);
      // Every field chosen: every rule is checked again.
      await expect(page.getByRole('region', { name: 'Rules not checked' })).toHaveCount(0, { timeout: 30_000 });

      const editor = new PlanEditorPage(page);
      await editor.saveVersion('Chose every field the import could not show');
      await expect(page.getByText(/^Version 2 saved$/)).toBeVisible();
      const planId = /\/plans\/(\d+)$/.exec(page.url())?.[1];
      const saved = (await (await page.request.get(`/api/plans/${planId}/versions/2/`)).json()) as {
        document: Record<string, unknown>;
        validation: { unknown: Record<string, string[]> };
      };
      expect(saved.document.unknown).toBeUndefined();
      expect(saved.validation.unknown).toEqual({});
      expect((saved.document.nodes as { cpus: number }[])[0]?.cpus).toBe(8);
    });
  });
});

test.describe('as built, as a contributor', () => {
  asRole('contributor');

  test('a contributor deletes a check after confirming; no import; a viewer sees neither', async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const asBuilt = new AsBuiltPage(page);
    const planId = await referencePlanId(page.request, REFERENCE);
    const { api, headers } = await signedInApi(page);
    const created = await api.post(`/api/plans/${planId}/as-built/`, {
      headers,
      multipart: { node: NODE, files: { name: 'sysctl.conf', mimeType: 'text/plain', buffer: Buffer.from(FIXTURE_SYSCTL) } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: checkId } = (await created.json()) as Check;
    await expect
      .poll(async () => ((await (await api.get(`/api/as-built/${checkId}/`)).json()) as Check).state, { timeout: 120_000 })
      .toBe('complete');

    await test.step('a viewer sees the check but neither delete nor import', async () => {
      const viewer = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: storageStatePath('viewer') });
      const viewerPage = await viewer.newPage();
      const viewerView = new AsBuiltPage(viewerPage);
      await viewerView.goto(planId, checkId);
      await expect(viewerView.historyEntry(checkId)).toBeVisible();
      await expect(viewerPage.getByRole('heading', { name: `Check ${checkId} against version`, exact: false })).toBeVisible();
      await expect(viewerView.deleteButton).toHaveCount(0);
      await expect(viewerView.importButton).toHaveCount(0);
      await viewer.close();
    });

    await test.step('the contributor has no import; Delete asks first, Keep it keeps the check', async () => {
      await asBuilt.goto(planId, checkId);
      await expect(asBuilt.historyEntry(checkId)).toBeVisible();
      await expect(asBuilt.deleteButton).toBeVisible();
      await expect(asBuilt.importButton).toHaveCount(0);
      await asBuilt.deleteButton.click();
      await expect(asBuilt.deleteDialog(checkId)).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await asBuilt.deleteDialog(checkId).getByRole('button', { name: 'Keep it' }).click();
      await expect(asBuilt.deleteDialog(checkId)).toHaveCount(0);
      await expect(asBuilt.historyEntry(checkId)).toBeVisible();
    });

    await test.step('confirming deletes it: the check leaves the screen and the history', async () => {
      await asBuilt.deleteButton.click();
      await asBuilt.deleteDialog(checkId).getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(asBuilt.deleteDialog(checkId)).toHaveCount(0);
      await expect(page).not.toHaveURL(/[?&]check=\d/);
      await expect(asBuilt.deleteButton).toHaveCount(0);
      await expect(asBuilt.historyEntry(checkId)).toHaveCount(0);
      expect((await api.get(`/api/as-built/${checkId}/`)).status()).toBe(404);
    });
  });
});

test.describe('as built, as a viewer', () => {
  asRole('viewer');

  test('a viewer sees the checks but no upload areas and no import', async ({ page }) => {
    const asBuilt = new AsBuiltPage(page);
    await asBuilt.goto(await referencePlanId(page.request, REFERENCE));
    await expect(asBuilt.heading).toBeVisible();
    await expect(asBuilt.historyTable.or(page.getByText('No checks of this plan yet.'))).toBeVisible();
    await expect(asBuilt.uploadSection).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import as new plan' })).toHaveCount(0);
  });
});
