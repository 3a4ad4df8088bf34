import { expect, type Page, test, type TestInfo } from '@playwright/test';

import { PlanEditorPage } from '../page-objects/plans-editor-page';
import { PlansListPage } from '../page-objects/plans-list-page';
import { signedInPage } from '../page-objects/plans-session';
import { RuleDetailPage, RulesPage } from '../page-objects/rules-page';
import { storageStatePath } from '../support/roles';
import { checkLayouts, horizontalOverflow, seriousA11yViolations } from '../support/checks';


// The catalogue reads the same for every role; a viewer's session is enough.
test.use({ storageState: storageStatePath('viewer') });

test('searching the catalogue by words finds the rule', async ({ page }) => {
  const rules = new RulesPage(page);
  await rules.goto();
  await expect(rules.heading).toBeVisible();
  const total = Number((await rules.count.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(50);

  await test.step('search by words from the title', async () => {
    await rules.search('voting disks 100');
    await expect(rules.card('CF001')).toBeVisible();
    await expect(rules.card('CF001')).toContainText('OCR and voting disks need 100 MB each');
    await expect(rules.card('CF001')).toContainText('000_f661c8a8ade0fc72.txt');
    await expect(rules.card('CF001')).toContainText('Fix:');
    await expect.poll(async () => rules.cards().count()).toBeLessThan(total);
  });

  await test.step('a rule limited to System z says so; one for any platform names none', async () => {
    await rules.search('KN001');
    await expect(rules.card('KN001')).toContainText('IBM System z only');
    await rules.search('CF001');
    await expect(rules.card('CF001')).toBeVisible();
    await expect(rules.card('CF001')).not.toContainText(/IBM System z only|x86 only|x86_64 only/);
  });

  await test.step('words that match nothing say so', async () => {
    await rules.search('zzzz-no-such-words');
    await expect(rules.list.getByText('No rule matches')).toBeVisible();
  });
});

test('the whole catalogue and a rule with long mount options fit a phone', async ({ page }) => {
  // CF030's evidence and fix quote NFS mount options as one unbroken word of 55 characters
  const rules = new RulesPage(page);
  const detail = new RuleDetailPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await rules.goto();
  await expect(rules.card('CF030')).toContainText('hard,nointr,rsize=32768,wsize=32768,tcp,noac,timeo=600');
  await expect.poll(() => horizontalOverflow(page), { message: 'the catalogue overflows at 390 px' }).toBeLessThanOrEqual(0);
  await rules.openRule('CF030');
  await expect(detail.heading()).toContainText('CF030');
  await expect.poll(() => horizontalOverflow(page), { message: 'rule CF030 overflows at 390 px' }).toBeLessThanOrEqual(0);
});

test('filtering by severity shows only that severity', async ({ page }, testInfo) => {
  const rules = new RulesPage(page);
  await rules.goto();
  await expect(rules.cards().first()).toBeVisible();
  await rules.filter('Severity', 'error');
  await expect(rules.count).not.toHaveText(/^9\d rules$/);
  const badges = rules.list.locator('[data-severity]');
  await expect.poll(async () => new Set(await badges.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-severity')))))
    .toEqual(new Set(['error']));

  await checkLayouts(page, testInfo, 'rules-page');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a rule page shows its sources and the description as formatted text', async ({ page }, testInfo) => {
  const rules = new RulesPage(page);
  const detail = new RuleDetailPage(page);
  await rules.goto();
  await rules.search('CF001');
  await rules.openRule('CF001');

  await expect(page).toHaveURL(/\/rules\/CF001$/);
  await expect(detail.heading()).toHaveText('CF001: OCR and voting disks need 100 MB each');
  await expect(detail.sources.getByRole('listitem')).toHaveCount(2);
  await expect(detail.sources).toContainText('The Oracle Cluster Registry and the Voting Disk');
  await expect(detail.sources).toContainText('000_f661c8a8ade0fc72.txt');
  // The description's fenced example is a code block, not literal back-ticks.
  await expect(detail.details.locator('pre').first()).toContainText('"size_mb": 50');
  await expect(detail.details).not.toContainText('```');

  await checkLayouts(page, testInfo, 'rule-page');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

// A blank plan runs on a z10, where study 000 measured 45 % more work per CPU on a z196 (PL002, advice); the rule
// carries the study's words in the statement ledger. What the page must show is read from the API, not copied here.
const LEDGER_RULE = 'PL002';

type Statement = { id: string; quote: string; kind: string; cite: { document: string; section: string } };

test('a finding quotes the study statements of its rule and links to them on the rule page', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'architect');
  const list = new PlansListPage(page);
  const editor = new PlanEditorPage(page);
  const detail = new RuleDetailPage(page);
  const answer = await page.request.get(`/api/studies/statements/?rule=${LEDGER_RULE}&page_size=200`);
  expect(answer.ok()).toBeTruthy();
  const ledger = (await answer.json()) as { next: string | null; results: Statement[] };
  expect(ledger.next, `the statements of ${LEDGER_RULE} fit one page`).toBeNull();
  const statements = ledger.results;
  expect(statements.length, `the ledger names ${LEDGER_RULE}`).toBeGreaterThan(0);
  const last = statements[statements.length - 1] as Statement;

  await test.step('the finding’s details quote each statement with its study and section', async () => {
    await list.goto();
    await list.createBlankPlan(`ledger ${Date.now().toString(36)}`);
    // The first check of a new plan waits for the server, which two cores shared by every suite can slow down.
    await expect(editor.healthScore()).toBeVisible({ timeout: 30_000 });
    // PL002 is advice, whose group of the findings panel starts folded.
    await editor.openFindings('Advice');
    const finding = editor.finding(LEDGER_RULE);
    await expect(finding).toBeVisible();
    await finding.getByText('Why, evidence and study statements').click();
    const quoted = finding.getByRole('list', { name: 'What the studies say:' });
    await expect(quoted.getByRole('listitem')).toHaveCount(statements.length);
    for (const statement of statements) {
      const item = quoted.locator(`li[data-statement="${statement.id}"]`);
      await expect(item).toContainText(`“${statement.quote}”`);
      await expect(item).toContainText(`Study ${statement.cite.document.slice(0, 3)} · § ${statement.cite.section}`);
    }
    expect(await seriousA11yViolations(page, { include: `[data-rule="${LEDGER_RULE}"]` })).toEqual([]);
  });

  await test.step('its link opens the rule page at that statement, marked', async () => {
    await editor.finding(LEDGER_RULE).getByRole('link', { name: `Statement ${last.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/rules/${LEDGER_RULE}#statement-${last.id}$`));
    await expect(detail.heading()).toContainText(LEDGER_RULE);
    await expect(detail.statements.getByRole('listitem')).toHaveCount(statements.length);
    await expect(detail.statement(last.id)).toHaveAttribute('aria-current', 'true');
    await expect(detail.statement(last.id)).toContainText(`“${last.quote}”`);
    await expect(detail.statement(last.id)).toBeInViewport();
  });

  await test.step('the rule page with its statements fits a laptop and a phone, axe clean', async () => {
    await checkLayouts(page, testInfo, 'rule-statements');
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });
  await page.context().close();
});
