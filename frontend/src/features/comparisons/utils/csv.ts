import type { ChartId, ComparisonResult } from '../types';

type Cell = string | number | boolean | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  // A leading = + - @ makes spreadsheets evaluate the cell; numbers are safe, text gets a quote.
  if (/^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text))) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(head: string[], rows: Cell[][]): string {
  return [head, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
}

/** The data behind one chart as CSV, built from the series the page already has (same columns as the server's). */
export function chartCsv(result: ComparisonResult, chart: ChartId): string {
  switch (chart) {
    case 'throughput':
    case 'cpu_cost':
      return toCsv(
        ['group', 'runs', 'pct_of_baseline', 'ci95_low', 'ci95_high', 'pct_change', 'within_noise', 'test', 'p_value'],
        result.normalized[chart].map((r) => [r.group, r.n, r.pct_of_baseline, r.ci95?.[0], r.ci95?.[1], r.pct_change, r.within_noise, r.test, r.p_value]),
      );
    case 'absolute':
    case 'table':
      return toCsv(
        ['metric', 'unit', 'group', 'runs', 'mean', 'median', 'stdev', 'ci95_low', 'ci95_high', 'pct_of_baseline', 'pct_change', 'within_noise'],
        result.table.rows.flatMap((row) =>
          row.cells.map((c) => [row.key, row.unit, c.group, c.n, c.mean, c.median, c.stdev, c.ci95?.[0], c.ci95?.[1], c.pct_of_baseline, c.pct_change, c.within_noise]),
        ),
      );
    case 'scaling':
      return toCsv(
        ['curve', 'group', 'source', 'users', 'tps', 'cpu_util_pct', 'txn_per_cpu', 'cpu_seconds_per_1000_txn'],
        result.scaling.flatMap((c) => c.points.map((p) => [c.name, c.group, c.source, p.users, p.tps, p.cpu_util_pct, p.txn_per_cpu, p.cpu_seconds_per_1000_txn])),
      );
    case 'wait_classes': {
      const classes = result.wait_classes.classes;
      return toCsv(['group', ...classes], result.wait_classes.groups.map((g) => [g.group, ...classes.map((c) => g.shares[c])]));
    }
    case 'top_events':
      return toCsv(
        ['event', 'wait_class', 'group', 'pct_db_time', 'time_s', 'delta_pct_points'],
        result.top_events.events.flatMap((e) => e.groups.map((c) => [e.name, e.wait_class, c.group, c.pct_db_time, c.time_s, c.delta_pct_points])),
      );
  }
}

/** Saves text as a file through a temporary object URL. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
