import { expect, type Page, test } from '@playwright/test';

import { signedInPage } from '../page-objects/plans-session';
import { horizontalOverflow, seriousA11yViolations } from '../support/checks';
import { post, runWithTable, signIn } from '../support/runs-api';

// Predict, then measure: a plan whose second version moves the interconnect from HiperSockets to a 10 GbE OSA
// (8 KB blocks: the study configuration "s000-z10-hipersockets-asm-8k-dedicated" is version 1), and runs linked to
// each version whose benchmark tables the test writes itself (one row, its throughput chosen).
const REFERENCE = 's000-z10-hipersockets-asm-8k-dedicated';
// The first answer on each page waits for the page to load its data (the editor: the version, the schema and the
// diagram's layout before the first estimate), which takes well over the default 10 s on a machine shared by
// several test runs; every later expectation keeps the default.
const FIRST = { timeout: 30_000 };
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

type Setup = { planId: number; v1: number; v2: number; base: number; inside: number; outside: number; project: number; stamp: string };

async function setUp(): Promise<Setup> {
  const stamp = `e2e-${Date.now()}`;
  const architect = await signIn('architect');
  const contributor = await signIn('contributor');
  const me = (await (await contributor.get('/api/auth/me/')).json()) as { memberships: { project: number; role: string }[] };
  const project = me.memberships.find((m) => m.role === 'contributor')?.project as number;
  const plan = await post(architect, '/api/plans/', { project, name: `${stamp} OSA`, reference: REFERENCE });
  const planId = plan.id as number;
  const v1 = (await (await architect.get(`/api/plans/${planId}/versions/1/`)).json()) as { id: number; document: Record<string, Record<string, unknown>> };
  const document = structuredClone(v1.document);
  document.interconnect = { ...document.interconnect, type: 'osa_10gbe', interface: 'eth1' };
  const v2 = await post(architect, `/api/plans/${planId}/versions/`, { document, comment: 'OSA interconnect' });
  // 10 GbE OSA against HiperSockets: the studies measured about 8 % less throughput (interval about −13 % to −1 %).
  const base = await runWithTable(contributor, project, v1.id, `${stamp} HiperSockets`, 1000);
  const inside = await runWithTable(contributor, project, v2.id as number, `${stamp} OSA as expected`, 930);
  const outside = await runWithTable(contributor, project, v2.id as number, `${stamp} OSA slow`, 600);
  await architect.dispose();
  await contributor.dispose();
  return { planId, v1: v1.id, v2: v2.id as number, base, inside, outside, project, stamp };
}

async function checkPage(page: Page, include?: string) {
  // Charts load Plotly lazily: check once every placeholder has given way to its chart (or its reason).
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0, { timeout: 30_000 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page, { include })).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

let setup: Setup;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  setup = await setUp();
});

for (const viewport of VIEWPORTS) {
  test(`the estimate follows the editor, the diff and runs at ${viewport.width}×${viewport.height}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, 'architect', viewport);

    await test.step('the panel follows the document as the architect changes it', async () => {
      await page.goto(`/plans/${setup.planId}`);
      const panel = page.getByRole('region', { name: 'Expected performance' });
      await expect(panel.getByTestId('estimate-throughput')).toContainText('Throughput: −', FIRST);
      await expect(panel).toContainText('HiperSockets');
      await page.getByLabel('Interconnect type', { exact: true }).selectOption({ label: 'HiperSockets' });
      // Back on the study's configuration: no measured effect applies, so there is no interval (not "±0.0 %"), and
      // the panel claims no match beyond the settings the estimate reads (issue 39).
      await expect(panel.getByTestId('estimate-throughput')).toContainText('Throughput: as the study configuration measured it');
      await expect(panel.getByTestId('estimate-same')).toContainText('No setting the estimate reads differs from the study configuration.');
      await expect(panel).not.toContainText('±0.0');
      await expect(panel.getByTestId('estimate-status')).toContainText('For the plan as edited');
      await checkPage(page);
      await page.getByLabel('Interconnect type', { exact: true }).selectOption({ label: 'OSA Express 10 GbE' });
      await expect(panel.getByTestId('estimate-throughput')).toContainText('Throughput: −');
    });

    await test.step('the version diff names the change’s expected effect', async () => {
      await page.goto(`/plans/${setup.planId}/diff?from=1&to=2`);
      const section = page.getByRole('region', { name: 'Expected performance' });
      await expect(section.getByTestId('estimate-change')).toContainText(/^This change: −\d+\.\d % throughput expected, from study 000\.$/, FIRST);
      await expect(section.getByRole('list', { name: 'Measured effects in the estimate' })).toContainText('statement 000-16');
      await checkPage(page);
    });

    await test.step('the comparison shows predicted against measured', async () => {
      await page.goto(`/comparisons?runs=${setup.base},${setup.inside}`);
      const block = page.getByRole('region', { name: 'Predicted against measured' });
      await expect(block).toContainText(/Throughput: the plan expected −\d+\.\d % to −\d+\.\d %; the runs measured −7\.0 %/, FIRST);
      await expect(block.getByText('within', { exact: true })).toBeVisible();
      // The run picker's scrolling table above is not keyboard-focusable at 390 px (scrollable-region-focusable, from
      // before this block): axe is held to the block here.
      await checkPage(page, '[data-testid="plan-checks"]');
    });

    await test.step('the run page flags the run outside its plan’s interval, beside the drift', async () => {
      await page.goto(`/runs/${setup.outside}`);
      const check = page.getByRole('region', { name: 'Against the plan’s estimate' });
      await expect(check.getByText('Outside the plan’s interval')).toBeVisible(FIRST);
      await expect(check).toContainText('the runs measured −40.0 %');
      await expect(page.getByRole('region', { name: 'Diagnosis' })).toContainText('Against the plan’s estimate');
      await checkPage(page);
    });
    await page.context().close();
  });
}

test('a saved report shows predicted against measured at both widths', async ({ browser }) => {
  test.setTimeout(120_000);
  const contributor = await signIn('contributor');
  const report = await post(contributor, '/api/reports/', {
    project: setup.project, title: `${setup.stamp} OSA against HiperSockets`,
    request: { runs: [setup.base, setup.inside, setup.outside], baseline: { run: setup.base } },
  });
  await contributor.dispose();
  for (const viewport of VIEWPORTS) {
    const page = await signedInPage(browser, 'viewer', viewport);
    await page.goto(`/reports/${String(report.uuid)}`);
    const block = page.getByRole('region', { name: 'Predicted against measured' });
    await expect(block.getByRole('article')).toHaveCount(2, FIRST);
    await expect(block).toContainText('the runs measured −7.0 %');
    await expect(block).toContainText('the runs measured −40.0 %');
    await expect(block.getByText('Outside the plan’s interval')).toBeVisible();
    await checkPage(page);
    await page.context().close();
  }
});
