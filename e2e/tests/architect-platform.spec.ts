import { expect, type Locator, type Page, test } from '@playwright/test';

import { PlanEditorPage } from '../page-objects/plans-editor-page';
import { PlansListPage } from '../page-objects/plans-list-page';
import { signedInPage } from '../page-objects/plans-session';
import { seriousA11yViolations, VIEWPORTS } from '../support/checks';

// What the topology schema publishes as the platforms' own choices (backend apps/topology/platforms.py), read from
// the API rather than copied here, so the journey checks the page against the one table.
type Platforms = { families: Record<'system_z' | 'x86', { choices: Record<string, string[]> }> };

const unique = (stem: string) => `${stem} ${Date.now().toString(36)}`;

async function offered(select: Locator): Promise<string[]> {
  return select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
}

async function platforms(page: Page): Promise<Platforms> {
  const answer = await page.request.get('/api/topology-schema/');
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { 'x-platforms': Platforms })['x-platforms'];
}

for (const viewport of VIEWPORTS) {
  test(`an architect's new plan starts clean and switches between System z and x86 completely (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, 'architect');
    await page.setViewportSize(viewport);
    const list = new PlansListPage(page);
    const editor = new PlanEditorPage(page);
    const table = await platforms(page);
    const zOnly = new Set(Object.values(table.families.system_z.choices).flat());
    const x86Only = new Set(Object.values(table.families.x86.choices).flat());
    const selects = ['Device type', 'Interconnect type', 'Protocol', 'Virtualization'];

    await test.step('a blank plan passes the catalogue: no error and no warning (no PL001, no IC001)', async () => {
      await list.goto();
      await list.createBlankPlan(unique('platform switch'));
      await expect(editor.healthScore()).toBeVisible({ timeout: 30_000 });
      await expect(editor.findings.getByText('0 error', { exact: true })).toBeVisible();
      await expect(editor.findings.getByText('0 warning', { exact: true })).toBeVisible();
      await expect(editor.finding('PL001')).toHaveCount(0);
      await expect(editor.finding('IC001')).toHaveCount(0);
      await expect(editor.field('Node 1 machine')).toHaveValue('cpc1');
      await expect(editor.field('Node 2 machine')).toHaveValue('cpc2');
    });

    await test.step('x86_64: every platform-bound field changes, and the page says which', async () => {
      await editor.choose('Architecture', 'x86_64');
      const changes = page.getByTestId('platform-changes');
      await expect(changes).toBeVisible();
      await expect(changes).toContainText('Switching to x86_64 changed');
      await expect(changes).toContainText('public network › device type: OSA Express 1 GbE → Gigabit Ethernet');
      await expect(changes).toContainText('interconnect › type: OSA Express 10 GbE → Gigabit Ethernet');
      await expect(changes).toContainText('storage › protocol: ECKD DASD (FICON) → Fibre Channel HBA');
      await expect(changes).toContainText('public network › mtu: 1492 → 1500 (unknown until you choose it)');
      await expect(editor.field('Node 1 machine')).toHaveValue('server1');
      await expect(editor.field('Node 2 machine')).toHaveValue('server2');
      await expect(editor.field('Distribution')).toHaveValue('rhel');
      for (const label of selects) {
        await expect(editor.field(label)).not.toHaveValue(/^(osa_|hipersockets|eckd|fcp|lpar|zvm)/);
        const choices = await offered(editor.field(label));
        expect(choices.filter((value) => zOnly.has(value)), `${label} offers System z choices on x86`).toEqual([]);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    await test.step('back to System z: its own values and only its own choices', async () => {
      await editor.choose('Architecture', 'IBM zEnterprise 196');
      await expect(page.getByTestId('platform-changes')).toContainText('Switching to IBM zEnterprise 196 changed');
      await expect(editor.field('Node 1 machine')).toHaveValue('cpc1');
      await expect(editor.field('Node 2 machine')).toHaveValue('cpc2');
      await expect(editor.field('Device type')).toHaveValue('osa_1gbe');
      await expect(editor.field('Interconnect type')).toHaveValue('osa_10gbe');
      await expect(editor.field('Protocol')).toHaveValue('eckd');
      await expect(editor.field('Distribution')).toHaveValue('sles');
      for (const label of selects) {
        const choices = await offered(editor.field(label));
        expect(choices.filter((value) => x86Only.has(value)), `${label} offers x86 choices on System z`).toEqual([]);
      }
      await expect(editor.findings.getByText('0 error', { exact: true })).toBeVisible();
      await expect(editor.findings.getByText('0 warning', { exact: true })).toBeVisible();
    });
    await page.context().close();
  });
}
