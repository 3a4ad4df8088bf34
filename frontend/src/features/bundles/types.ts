import type { Schemas } from '@/lib/api/types';

/** A bundle as the plan's list shows it. */
export type Bundle = Schemas['Bundle'];
export type BundleState = Bundle['state'];

/** One file as MANIFEST.json lists it (backend/apps/bundles/renderer/archive.py). */
export type ManifestFile = { path: string; sha256: string; size: number; mode: string };

/** MANIFEST.json of a complete bundle; empty ({}) until the bundle is rendered. */
export type Manifest = {
  format?: number;
  plan?: { id: number | null; name: string | null; version: number | null };
  rule_catalogue_version?: string;
  generator_version?: string;
  files?: ManifestFile[];
};

/** The detail answer with the two JSON fields the schema leaves untyped spelled out. */
export type BundleDetail = Omit<Schemas['BundleDetail'], 'manifest' | 'files'> & {
  manifest: Manifest;
  files: ManifestFile[];
};

export type BundleFile = Schemas['BundleFile'];
export type BundleDiff = Schemas['BundleDiff'];
export type BundleDiffFile = Schemas['BundleDiffFile'];

export type SeverityCounts = Partial<Record<'error' | 'warning' | 'advice' | 'info', number>>;

/** A saved plan version as the version picker needs it. */
export type PlanVersionSummary = {
  number: number;
  comment: string;
  author: string | null;
  created_at: string;
  score: number | null;
  counts: SeverityCounts | null;
};

export type PlanFinding = Pick<Schemas['Finding'], 'rule' | 'title' | 'severity' | 'message'>;

export type PlanSummary = Pick<Schemas['Plan'], 'id' | 'name' | 'project' | 'project_name' | 'archived'>;

/** Bundles in these states are still being worked on: their lists and pages poll. */
export const ACTIVE_BUNDLE_STATES: ReadonlySet<BundleState> = new Set<BundleState>(['queued', 'rendering']);
