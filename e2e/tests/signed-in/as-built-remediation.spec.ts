import type { APIRequestContext, Page } from '@playwright/test';

import { AsBuiltPage } from '../../page-objects/as-built-page';
import { seriousA11yViolations } from '../../support/checks';
import { asRole, expect, test } from '../../support/fixtures';
import { referencePlanId } from '../../support/plans-api';

// A demo reference plan (seed_demo) no other as-built spec checks: three 32-bit x86 nodes, study 001's sysctl
// table (Appendix C) with net.core.rmem_max 262144.
const REFERENCE = 's001-fcp-ocfs';
const NODE = 'nsrac1';
const SYSCTL = `${NODE}/etc/sysctl.conf`;
const RMEM_MAX = 'net.core.rmem_max';
const LOWERED = '131071';
// A fixture in `uname -a`'s layout, not a real node's: a 64-bit kernel where the plan has 32-bit x86 nodes, a
// difference of the hardware and its installed system that no configuration file fixes.
const FIXTURE_UNAME = `Linux ${NODE} 2.6.9-22.ELsmp #1 SMP Mon Sep 19 18:32:14 EDT 2005 x86_64 x86_64 x86_64 GNU/Linux\n`;

type Version = { number: number };
type Bundle = { id: number; state: string };

async function signedInApi(page: Page): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const api = page.context().request;
  expect((await api.get('/api/auth/csrf/')).ok()).toBe(true);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return { api, headers: { 'X-CSRFToken': csrf } };
}

/** The planned sysctl.conf of the node, from a bundle of the plan's latest version rendered through the API. */
async function plannedSysctl(page: Page, planId: number): Promise<string> {
  const { api, headers } = await signedInApi(page);
  const versions = ((await (await api.get(`/api/plans/${planId}/versions/`, { params: { page_size: 200 } })).json()) as { results: Version[] }).results;
  const version = Math.max(...versions.map((entry) => entry.number));
  const created = await api.post(`/api/plans/${planId}/versions/${version}/bundles/`, { headers, data: { override_errors: true } });
  expect(created.status(), await created.text()).toBe(201);
  const { bundle } = (await created.json()) as { bundle: number };
  await expect
    .poll(async () => ((await (await api.get(`/api/bundles/${bundle}/`)).json()) as Bundle).state, { timeout: 90_000 })
    .toBe('complete');
  const file = await api.get(`/api/bundles/${bundle}/files/?path=${encodeURIComponent(SYSCTL)}`);
  expect(file.ok()).toBe(true);
  return ((await file.json()) as { content: string }).content;
}

/** axe at a laptop's and a phone's width, back to the laptop's after. */
async function axeAtBothSizes(page: Page): Promise<void> {
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    expect(await seriousA11yViolations(page), `axe at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('as built: drift to remediation, then check again', () => {
  asRole('architect');

  test('a node’s lowered sysctl gives a remediation bundle to download (a 64-bit kernel listed as not fixable); its files uploaded again after applying it make a linked check where the sysctl drift is gone', async ({ page }) => {
    test.setTimeout(300_000);
    const asBuilt = new AsBuiltPage(page);
    const planId = await referencePlanId(page.request, REFERENCE);
    const planned = await test.step('the planned sysctl.conf of the node', () => plannedSysctl(page, planId));
    const line = new RegExp(`^(${RMEM_MAX.replaceAll('.', '\\.')}\\s*=\\s*)(\\d+)$`, 'm').exec(planned);
    expect(line, `${SYSCTL} sets ${RMEM_MAX}`).not.toBeNull();
    const drifted = planned.replace(line?.[0] ?? '', `${line?.[1] ?? ''}${LOWERED}`);
    const uname = { name: 'uname-a.txt', mimeType: 'text/plain', buffer: Buffer.from(FIXTURE_UNAME) };

    const firstId = await test.step('check the node’s drifted files', async () => {
      // without a check in the address, files start a new check (the latest one is only shown)
      await asBuilt.goto(planId);
      await expect(asBuilt.area(`node-${NODE}`)).toBeVisible();
      await asBuilt.upload(`node-${NODE}`, [{ name: 'sysctl.conf', mimeType: 'text/plain', buffer: Buffer.from(drifted) }, uname]);
      await expect(asBuilt.diffLine(`planned ${RMEM_MAX} ${line?.[2] ?? ''}, ${NODE} has ${LOWERED}`)).toBeVisible({ timeout: 120_000 });
      const id = Number(new URL(page.url()).searchParams.get('check'));
      expect(id).toBeGreaterThan(0);
      return id;
    });

    await test.step('produce the node’s remediation and download it', async () => {
      await asBuilt.produceRemediation(NODE);
      const download = asBuilt.remediationDownload(NODE);
      await expect(download).toBeVisible({ timeout: 120_000 });
      const href = (await download.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/as-built-remediations\/\d+\/download\/$/);
      const zip = await page.request.get(href);
      expect(zip.status()).toBe(200);
      expect(zip.headers()['content-type']).toBe('application/zip');
      expect(zip.headers()['content-disposition']).toContain(`check-${firstId}-${NODE}-remediation-`);
      const body = await zip.body();
      expect(body.subarray(0, 2).toString('latin1')).toBe('PK');
      // the zip names its entries in the clear: the node's planned sysctl.conf, the playbook and the README
      for (const entry of [SYSCTL, 'ansible/site.yml', `ansible/host_vars/${NODE}.yml`, 'README.md']) expect(body.includes(Buffer.from(entry))).toBe(true);
      await expect(asBuilt.remediationSection.getByRole('table', { name: 'Differences the remediation puts back' }).getByRole('row', { name: new RegExp(RMEM_MAX) })).toContainText(LOWERED);
      // the 64-bit kernel is hardware and installed software: listed with its reason, never "fixed"
      const architecture = asBuilt.notFixable.filter({ hasText: '/platform/architecture' });
      await expect(architecture).toContainText('the hardware the node runs on');
      await axeAtBothSizes(page);
    });

    const secondId = await test.step('upload the node’s files again after applying it: a linked check', async () => {
      // what the playbook leaves in /etc/sysctl.conf: the node's own lines, then the planned block between markers
      const applied = `${drifted}# BEGIN RACplan sysctl\n${planned}# END RACplan sysctl\n`;
      await asBuilt.recheck(NODE, [{ name: 'sysctl.conf', mimeType: 'text/plain', buffer: Buffer.from(applied) }, uname]);
      await expect(asBuilt.closingSection(firstId)).toBeVisible({ timeout: 120_000 });
      const id = Number(new URL(page.url()).searchParams.get('check'));
      expect(id).toBeGreaterThan(firstId);
      return id;
    });

    await test.step('the page shows the drift closing', async () => {
      await expect(page.getByRole('heading', { name: `Check ${secondId} against version`, exact: false })).toBeVisible();
      await expect(asBuilt.closingItems(firstId, 'Gone').filter({ hasText: `${NODE}: ${RMEM_MAX} (planned ${line?.[2] ?? ''}, as built ${LOWERED})` })).toHaveCount(1);
      await expect(asBuilt.closingItems(firstId, 'Remaining').filter({ hasText: '/platform/architecture' })).toHaveCount(1);
      await expect(asBuilt.closingItems(firstId, 'New')).toHaveCount(0);
      await expect(asBuilt.diffLine(new RegExp(RMEM_MAX))).toHaveCount(0);
      await axeAtBothSizes(page);
    });

    await test.step('the first check links the re-check', async () => {
      await asBuilt.closingSection(firstId).getByRole('link', { name: `check ${firstId}` }).click();
      await expect(page.getByRole('heading', { name: `Check ${firstId} against version`, exact: false })).toBeVisible();
      await page.getByRole('link', { name: `check ${secondId}`, exact: true }).click();
      await expect(asBuilt.closingSection(firstId)).toBeVisible();
    });
  });
});
