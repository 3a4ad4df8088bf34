import type { ComparisonRequest, RunListItem } from '../types';

export type GroupMode = 'none' | 'tag' | 'plan_version' | 'manual';

export type BuilderState = {
  selected: number[];
  mode: GroupMode;
  tagKey: string;
  /** Manual grouping: run id -> group name. */
  manual: Record<number, string>;
  /** A group name, or "run:<id>" for a single run (always so with one group per run). */
  baseline: string;
};

export const NO_PLAN = '(no plan)';

/** The group each picked run falls in, named exactly as the server names it. */
export function groupNameOf(run: RunListItem, state: BuilderState): string {
  switch (state.mode) {
    case 'tag':
      return run.tags[state.tagKey] ?? `(no ${state.tagKey})`;
    case 'plan_version':
      return run.plan ? `${run.plan.name} v${run.plan.version}` : NO_PLAN;
    case 'manual':
      return state.manual[run.id]?.trim() || 'Group 1';
    default:
      return run.label;
  }
}

/** Baseline choices: groups when grouping, runs otherwise; first-seen order. */
export function baselineOptions(runs: RunListItem[], state: BuilderState): { value: string; label: string }[] {
  if (state.mode === 'none') return runs.map((r) => ({ value: `run:${r.id}`, label: r.label }));
  const names = [...new Set(runs.map((r) => groupNameOf(r, state)))];
  return names.map((name) => ({ value: name, label: name }));
}

/** The POST /api/comparisons/ body for the builder's state. */
export function buildRequest(runs: RunListItem[], state: BuilderState): ComparisonRequest {
  const request: ComparisonRequest = { runs: runs.map((r) => r.id) };
  if (state.mode === 'tag' && state.tagKey) request.group_by = `tag:${state.tagKey}`;
  if (state.mode === 'plan_version') request.group_by = 'plan_version';
  if (state.mode === 'manual') {
    request.group_by = 'manual';
    const groups: Record<string, number[]> = {};
    for (const run of runs) (groups[groupNameOf(run, state)] ??= []).push(run.id);
    request.groups = groups;
  }
  const options = baselineOptions(runs, state);
  const chosen = options.some((o) => o.value === state.baseline) ? state.baseline : options[0]?.value;
  if (chosen?.startsWith('run:')) request.baseline = { run: Number(chosen.slice(4)) };
  else if (chosen !== undefined) request.baseline = { group: chosen };
  return request;
}
