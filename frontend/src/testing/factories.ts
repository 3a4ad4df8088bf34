import type { ComparisonResult } from '@/features/comparisons/types';
import type { Finding, ValidationResult, VersionDetail } from '@/features/plans/types';
import type { Schemas } from '@/lib/api/types';

/**
 * Whole API shapes for tests, typed by the generated schema: a test names only what it cares about and the
 * rest is filled with plain defaults, so fixtures never need a cast and break when the schema changes.
 */

export function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    rule: 'NET001',
    slug: 'rule',
    title: 'A finding',
    severity: 'warning',
    category: 'interconnect',
    paths: [],
    message: '',
    rationale: '',
    evidence: '',
    sources: [],
    fix: null,
    ...overrides,
  };
}

export function validationResult(overrides: Partial<ValidationResult> = {}): ValidationResult {
  return {
    score: 100,
    counts: { error: 0, warning: 0, advice: 0, info: 0 },
    findings: [],
    upside: [],
    catalogue_version: 'test',
    ...overrides,
  };
}

export function versionDetail(overrides: Partial<VersionDetail> & Pick<VersionDetail, 'document'>): VersionDetail {
  const { validation, ...rest } = overrides;
  return {
    id: 1,
    number: 1,
    comment: '',
    author: null,
    created_at: '2026-01-01T00:00:00Z',
    score: 100,
    counts: { error: 0, warning: 0, advice: 0, info: 0 },
    validation: validation ?? validationResult(),
    unknown: [],
    provenance: {},
    ...rest,
  };
}

export function comparisonResult(overrides: Partial<ComparisonResult> = {}): ComparisonResult {
  return {
    empty: false,
    metrics: [],
    baseline: null,
    groups: [],
    normalized: { throughput: [], cpu_cost: [] },
    throughput_metric: { key: 'tps', label: 'Throughput', unit: 'transactions/s', direction: 'higher' },
    summary: [],
    wait_classes: { classes: [], groups: [] },
    top_events: { events: [] },
    scaling: [],
    table: { columns: [], rows: [] },
    notes: [],
    charts: [],
    predicted: [],
    change: [],
    ...overrides,
  };
}

/** One entry of the statement ledger (GET /api/studies/statements/). */
export function statement(overrides: Partial<Schemas['Statement']> = {}): Schemas['Statement'] {
  return {
    id: '000-001',
    study: '000',
    quote: 'A sentence of the study.',
    kind: 'requirement',
    cite: { document: '000_f661c8a8ade0fc72.txt', section: 'Summary' },
    scope: {
      platform: [],
      virtualisation: [],
      release: [],
      distribution: [],
      storage: [],
      disk_manager: [],
      workload: [],
      nodes: [],
      server_mode: [],
      carries_over: '',
    },
    does: [],
    effect: null,
    more_effects: [],
    note: '',
    ...overrides,
  };
}

/** A rule of the catalogue (GET /api/rules/{id}/). */
export function rule(overrides: Partial<Schemas['Rule']> = {}): Schemas['Rule'] {
  return {
    id: 'NET001',
    slug: 'rule',
    title: 'A rule',
    severity: 'warning',
    category: 'interconnect',
    kind: 'topology',
    rationale: '',
    evidence: '',
    sources: [],
    policy: 'not_recommended',
    fields: [],
    fix: null,
    upside: null,
    description: '',
    tags: [],
    platforms: [],
    statements: [],
    ...overrides,
  };
}

/** A list answer that fits in one page (DRF's page envelope), as every list endpoint sends it. */
export function onePage<T>(results: T[]): { count: number; next: null; previous: null; results: T[] } {
  return { count: results.length, next: null, previous: null, results };
}
