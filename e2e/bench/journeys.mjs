#!/usr/bin/env node
/**
 * Journey benchmarks: how long a plan editor takes to be usable, and how long a six-chart report takes to become a PDF.
 *
 * Assumes the e2e server is running at E2E_BASE_URL (default http://127.0.0.1:8123), started by scripts/e2e-server.sh
 * with its demo data and a Celery worker, serving a current build of frontend/dist.
 *
 * Prints one JSON object to stdout:
 *   plan_editor_ms   median / p95 / max over LOADS cold page loads of a demo reference plan: from navigation start to
 *                    the node fields and the diagram's boxes being on screen (target < 1500 ms)
 *   report_pdf       a report with six charts over three uploaded AWR reports: the export job from POST to
 *                    "succeeded" as the browser sees it, the job's own run time, the PDF's pages and paper size
 *                    (target < 5000 ms)
 *
 * Run: node e2e/bench/journeys.mjs   (Chromium is /usr/bin/chromium, or CHROMIUM_PATH)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, request } from '@playwright/test';

// Same rule as e2e/support/base-url.ts (Node runs these scripts without TypeScript).
const BASE_URL = process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT || '8123'}`;
const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'awr-samples');
const loadsAt = process.argv.indexOf('--loads');
// --loads 1 is the small run CI does (scripts/bench.sh --small).
const LOADS = loadsAt > 0 ? Number(process.argv[loadsAt + 1]) : 7;
const EDITOR_TARGET_MS = 1500;
const PDF_TARGET_MS = 5000;
const PDF_RUNS = 3;
const SIX_CHARTS = ['throughput', 'cpu_cost', 'absolute', 'scaling', 'wait_classes', 'top_events'];
const SAMPLE_FILES = ['AWR-reports__awr_rpt_1.html', 'awr-export__awrrpt_1_160_161.html', 'AWR-reports__awr_rpt_1.html'];

const round = (value) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(username) {
  const api = await request.newContext({ baseURL: BASE_URL });
  await api.get('/api/auth/csrf/');
  const token = () => api.storageState().then((state) => state.cookies.find((c) => c.name === 'csrftoken')?.value ?? '');
  const login = await api.post('/api/auth/login/', { data: { username, password: 'demo' }, headers: { 'X-CSRFToken': await token() } });
  if (!login.ok()) throw new Error(`sign-in as ${username} failed: ${login.status()} ${await login.text()}`);
  return { api, token };
}

async function until(check, { timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
}

async function planEditor(browser) {
  const { api } = await signIn('architect');
  const plans = await (await api.get('/api/plans/')).json();
  const plan = plans.results.find((p) => p.reference) ?? plans.results[0];
  const storageState = await api.storageState();
  await api.dispose();
  const samples = [];
  for (let i = 0; i < LOADS; i += 1) {
    const context = await browser.newContext({ baseURL: BASE_URL, storageState, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/plans/${plan.id}`, { waitUntil: 'commit' });
    await page.getByLabel('Node 1 host name', { exact: true }).waitFor({ timeout: 30_000 });
    await page.locator('[aria-label="Topology diagram"] .react-flow__node').first().waitFor({ timeout: 30_000 });
    samples.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  samples.sort((a, b) => a - b);
  return { plan: plan.name, loads: samples.length, median: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), max: round(samples.at(-1)), target_ms: EDITOR_TARGET_MS, meets_target: percentile(samples, 50) < EDITOR_TARGET_MS };
}

async function sixChartReport() {
  const { api, token } = await signIn('contributor');
  const me = await (await api.get('/api/auth/me/')).json();
  const project = me.memberships.find((m) => m.role === 'contributor').project;
  const stamp = `bench-pdf-${Date.now().toString(36)}`;
  const ids = [];
  for (let i = 0; i < PDF_RUNS; i += 1) {
    const created = await api.post('/api/runs/', { data: { project, label: `${stamp} ${i + 1}`, tags: { bench: 'pdf' }, users: 20 * (i + 1) }, headers: { 'X-CSRFToken': await token() } });
    if (created.status() !== 201) throw new Error(`run creation failed: ${await created.text()}`);
    const run = await created.json();
    const name = SAMPLE_FILES[i % SAMPLE_FILES.length];
    const upload = await api.post(`/api/runs/${run.id}/files/`, { multipart: { files: { name, mimeType: 'text/html', buffer: readFileSync(path.join(SAMPLES, name)) } }, headers: { 'X-CSRFToken': await token() } });
    if (upload.status() !== 201) throw new Error(`upload failed: ${await upload.text()}`);
    ids.push(run.id);
  }
  for (const id of ids) {
    await until(async () => {
      const body = await (await api.get(`/api/runs/${id}/`)).json();
      if (body.files.some((f) => f.state === 'failed')) throw new Error(`parsing of run ${id} failed`);
      return body.files.length > 0 && body.files.every((f) => f.state === 'parsed') && 'tps' in body.metrics;
    }, { timeoutMs: 120_000, what: `run ${id} to be parsed` });
  }
  const saved = await api.post('/api/reports/', {
    data: { project, title: `${stamp} six charts`, narrative: 'Benchmark report: three AWR reports at 20, 40 and 60 users.', request: { runs: ids, baseline: { run: ids[0] } }, charts: SIX_CHARTS.map((chart) => ({ chart })) },
    headers: { 'X-CSRFToken': await token() },
  });
  if (saved.status() !== 201) throw new Error(`report creation failed: ${await saved.text()}`);
  const report = await saved.json();
  const drawn = report.comparison.charts.filter((c) => c.available).map((c) => c.chart);
  return { api, token, report, drawn, runs: ids };
}

async function reportPdf() {
  const { api, token, report, drawn, runs } = await sixChartReport();
  const started = Date.now();
  const posted = await api.post(`/api/reports/${report.uuid}/pdf/`, { headers: { 'X-CSRFToken': await token() } });
  if (posted.status() !== 202) throw new Error(`PDF export failed to start: ${await posted.text()}`);
  const job = await posted.json();
  const done = await until(async () => {
    const body = await (await api.get(`/api/jobs/${job.id}/`)).json();
    if (body.state === 'failed') throw new Error(`PDF job failed: ${body.error}`);
    return body.state === 'succeeded' ? body : null;
  }, { timeoutMs: 120_000, what: 'the PDF job' });
  const elapsed = Date.now() - started;
  const pdf = Buffer.from(await (await api.get(`/api/reports/${report.uuid}/pdf/`)).body()).toString('latin1');
  const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
  const jobMs = done.started_at && done.finished_at ? new Date(done.finished_at) - new Date(done.started_at) : null;
  // Leave the server as it was: the e2e specs (CI runs this script beside them) list the project's runs and reports.
  await api.delete(`/api/reports/${report.uuid}/`, { headers: { 'X-CSRFToken': await token() } });
  for (const id of runs) await api.delete(`/api/runs/${id}/`, { headers: { 'X-CSRFToken': await token() } });
  await api.dispose();
  return {
    charts_asked: SIX_CHARTS.length,
    charts_drawn: drawn.filter((c) => SIX_CHARTS.includes(c)).length,
    export_ms: elapsed,
    job_run_ms: jobMs,
    pages: boxes.length,
    paper_points: boxes[0] ?? null,
    target_ms: PDF_TARGET_MS,
    meets_target: elapsed < PDF_TARGET_MS,
  };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
let editor;
try {
  editor = await planEditor(browser);
} finally {
  await browser.close();
}
const pdf = await reportPdf();
process.stdout.write(`${JSON.stringify({ bench: 'journeys', base_url: BASE_URL, plan_editor_ms: editor, report_pdf: pdf })}\n`);
