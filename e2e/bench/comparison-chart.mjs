// Chart draw time of a 50-run comparison in Chromium, printed as JSON (target: < 1.5 s).
//
//   E2E_BASE_URL=http://127.0.0.1:8123 node bench/comparison-chart.mjs [--runs 50] [--repeat 5] [--group-by tag:storage|none]
//
// Signs in as the demo contributor, saves a report over the project's newest runs (any runs will do; seed some
// with `manage.py gen_bench_runs --project demo`), then opens its print view repeatedly and measures, inside the
// page, the time from the report's API answer to the moment every chart has an SVG drawn by Plotly.
import { chromium, request } from '@playwright/test';

// Same rule as e2e/support/base-url.ts (Node runs these scripts without TypeScript).
const base = process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT || '8123'}`;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 50);
const REPEAT = arg('repeat', 5);
// A 50-run comparison is normally grouped; pass --group-by none to draw one bar per run instead.
const gi = process.argv.indexOf('--group-by');
const GROUP_BY = gi > 0 ? process.argv[gi + 1] : 'tag:storage';
const TARGET_MS = 1500;
// A report's charts are objects ({ chart, metric, x, caption, ... }); the bench asks for each chart with its defaults.
const CHARTS = ['throughput', 'cpu_cost', 'absolute', 'scaling', 'wait_classes', 'top_events'];

async function csrf(api) {
  return (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
}

const api = await request.newContext({ baseURL: base });
await api.get('/api/auth/csrf/');
const login = await api.post('/api/auth/login/', { data: { username: 'contributor', password: 'demo' }, headers: { 'X-CSRFToken': await csrf(api) } });
if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
const me = await (await api.get('/api/auth/me/')).json();
const project = me.memberships.find((m) => m.role === 'contributor')?.project;
const ids = [];
for (let page = 1; ids.length < RUNS; page += 1) {
  const body = await (await api.get(`/api/runs/?project=${project}&page=${page}`)).json();
  ids.push(...body.results.map((r) => r.id));
  if (!body.next) break;
}
if (ids.length < 2) throw new Error('Not enough runs: seed some with manage.py gen_bench_runs --project demo');
const created = await api.post('/api/reports/', {
  data: { project, title: `chart bench ${Date.now()}`, request: GROUP_BY === 'none' ? { runs: ids.slice(0, RUNS) } : { runs: ids.slice(0, RUNS), group_by: GROUP_BY }, charts: CHARTS.map((chart) => ({ chart })) },
  headers: { 'X-CSRFToken': await csrf(api) },
});
if (created.status() !== 201) throw new Error(`report not saved: ${created.status()} ${await created.text()}`);
const report = await created.json();

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, storageState: await api.storageState(), viewport: { width: 1280, height: 1600 } });
// Records when each Plotly figure appears, so the first chart and the whole set can be told apart.
await context.addInitScript(() => {
  window.__figureTimes = [];
  new MutationObserver(() => {
    const n = document.querySelectorAll('.js-plotly-plot .main-svg').length;
    while (window.__figureTimes.length < n) window.__figureTimes.push(performance.now());
  }).observe(document, { childList: true, subtree: true });
});
const samples = [];
for (let i = 0; i < REPEAT; i += 1) {
  const page = await context.newPage();
  await page.goto(`/reports/${report.uuid}/print`);
  await page.waitForFunction(
    () => {
      const sections = [...document.querySelectorAll('[data-chart]:not([data-chart="table"])')];
      return sections.length > 0 && sections.every((s) => s.querySelector('.js-plotly-plot .main-svg'));
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const timing = await page.evaluate(() => {
    const drawn = performance.now();
    const apiEntry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/reports/')).pop();
    const first = window.__figureTimes[0] ?? drawn;
    return { drawn, first, apiEnd: apiEntry ? apiEntry.responseEnd : 0, charts: document.querySelectorAll('.js-plotly-plot').length };
  });
  samples.push({
    total_ms: timing.drawn,
    draw_ms: timing.drawn - timing.apiEnd,
    first_chart_ms: timing.first - timing.apiEnd,
    after_first_ms: timing.drawn - timing.first,
    charts: timing.charts,
  });
  await page.close();
}
await browser.close();
await api.delete(`/api/reports/${report.uuid}/`, { headers: { 'X-CSRFToken': await csrf(api) } });
await api.dispose();

const sorted = (key) => samples.map((s) => s[key]).sort((a, b) => a - b);
const median = (xs) => xs[Math.floor(xs.length / 2)];
const draw = sorted('draw_ms');
const result = {
  benchmark: 'comparisons.chart_draw',
  runs: Math.min(RUNS, ids.length),
  group_by: GROUP_BY,
  charts: samples[0]?.charts ?? 0,
  repeat: REPEAT,
  first_draw_ms: Math.round(samples[0]?.draw_ms ?? 0),
  median_draw_ms: Math.round(median(draw)),
  max_draw_ms: Math.round(draw[draw.length - 1]),
  median_first_chart_ms: Math.round(median(sorted('first_chart_ms'))),
  median_rest_after_first_ms: Math.round(median(sorted('after_first_ms'))),
  median_page_to_charts_ms: Math.round(median(sorted('total_ms'))),
  load_average: (await import('node:os')).loadavg().map((x) => Math.round(x * 100) / 100),
  target_ms: TARGET_MS,
  meets_target: median(draw) < TARGET_MS,
};
console.log(JSON.stringify(result, null, 2));
