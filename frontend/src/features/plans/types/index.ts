import type { Schemas } from '@/lib/api/types';

/** Any JSON value; the editor keeps what the user typed, so documents may be invalid while edited. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** The topology document as the editor holds it (see backend/apps/topology/schema.py). */
export type TopologyDocument = JsonObject;

export type Severity = Schemas['SeverityEnum'];
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'advice', 'info'];

export type Source = { document: string; section: string };
export type PatchOperation = {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: JsonValue;
};
export type Finding = Omit<Schemas['Finding'], 'fix' | 'sources'> & {
  sources: Source[];
  fix: { title: string | null; patch: PatchOperation[] } | null;
};
export type SeverityCounts = Record<Severity, number>;
export type UpsideGroup = Schemas['UpsideGroup'];

export type ValidationResult = {
  score: number;
  counts: SeverityCounts;
  findings: Finding[];
  upside: UpsideGroup[];
  document?: TopologyDocument;
};

export type LatestVersion = { number: number; score: number | null; counts: SeverityCounts | null };
export type Plan = Omit<Schemas['Plan'], 'latest_version'> & { latest_version: LatestVersion | null };

export type VersionSummary = {
  number: number;
  comment: string;
  author: string | null;
  created_at: string;
  score: number;
  counts: SeverityCounts;
};
export type VersionDetail = VersionSummary & {
  document: TopologyDocument;
  validation: ValidationResult & { catalogue_version?: string };
};

export type FieldChange = { path: string; before: JsonValue; after: JsonValue; change: 'added' | 'removed' | 'changed' };
export type VersionDiff = {
  from: number;
  to: number;
  fields: FieldChange[];
  findings_added: Finding[];
  findings_removed: Finding[];
  score: { from: number | null; to: number | null };
};

export type Draft = { document: TopologyDocument; base_version: number | null; updated_at: string };

export type ReferencePlan = {
  slug: string;
  name: string;
  description: string;
  recommended: boolean;
  expected_rules: string[];
  sources: Source[];
};

/** The 409 answer of POST /versions/ when someone saved meanwhile. */
export type VersionConflictBody = {
  detail: string;
  latest: number;
  base: number | null;
  diff?: VersionDiff;
};

/** Where the document the editor opened with came from, when it was an unsaved draft. */
export type RestoredFrom = { source: 'server' | 'browser'; savedAt: string } | null;
