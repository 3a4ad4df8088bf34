import type { ComparisonResult } from '@/features/comparisons/types';
import type { Finding, TopologyDocument, ValidationResult, VersionDetail } from '@/features/plans/types';

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

export function versionDetail(overrides: Partial<VersionDetail> & { document: TopologyDocument }): VersionDetail {
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
    summary: [],
    wait_classes: { classes: [], groups: [] },
    top_events: { events: [] },
    scaling: [],
    table: { columns: [], rows: [] },
    notes: [],
    charts: [],
    ...overrides,
  };
}
