/**
 * The as-built check as the API contract describes it (docs: prompts' as-built contract, issue 15 §3).
 * TEMPORARY: replaced by the generated schema types once the backend's API is merged.
 */
export type ChangeKind = 'changed' | 'missing' | 'extra';
export type CheckState = 'queued' | 'running' | 'complete' | 'failed';
export type CheckFileState = 'stored' | 'parsed' | 'failed' | 'ignored';

export type DiffLine = {
  node: string;
  file: string;
  kind: string;
  key: string;
  planned: string | null;
  actual: string | null;
  change: ChangeKind;
  rule: string | null;
};

export type CheckFile = {
  id: number;
  node: string;
  name: string;
  kind: string | null;
  kind_label: string;
  state: CheckFileState;
  error: string;
  warnings: string[];
  size: number;
};

export type CheckFinding = {
  rule: string;
  slug: string;
  title: string;
  severity: 'error' | 'warning' | 'advice' | 'info';
  category: string;
  paths: string[];
  message: string;
  rationale: string;
  evidence: string;
  sources: { document: string; section: string }[];
  fix: { title: string | null; patch: { [key: string]: unknown }[] } | null;
};

export type AsBuiltCheck = {
  id: number;
  plan: number;
  version: number;
  state: CheckState;
  job: number | null;
  created_at: string;
  created_by: string | null;
  nodes: string[];
  files: CheckFile[];
  findings: CheckFinding[];
  score: number | null;
  diff: { summary: { changed: number; missing: number; extra: number; same: number }; lines: DiffLine[] } | null;
  document: { [key: string]: unknown } | null;
};
