import type { Schemas } from '@/lib/api/types';

/** A bundle as the plan's list shows it. */
export type Bundle = Schemas['Bundle'];
export type BundleState = Bundle['state'];

/** One file as MANIFEST.json lists it (backend/apps/bundles/renderer/archive.py). */
export type ManifestFile = Schemas['ManifestFile'];

/** MANIFEST.json of a complete bundle; empty ({}) until the bundle is rendered. */
export type Manifest = Schemas['Manifest'];

export type BundleDetail = Schemas['BundleDetail'];

export type BundleFile = Schemas['BundleFile'];
export type BundleDiff = Schemas['BundleDiff'];
export type BundleDiffFile = Schemas['BundleDiffFile'];

/** A saved plan version as the version picker needs it. */
export type PlanVersionSummary = Schemas['VersionSummary'];

export type PlanFinding = Pick<Schemas['Finding'], 'rule' | 'title' | 'severity' | 'message'>;

export type PlanSummary = Pick<Schemas['Plan'], 'id' | 'name' | 'project' | 'project_name' | 'archived'>;

/** Bundles in these states are still being worked on: their lists and pages poll. */
export const ACTIVE_BUNDLE_STATES: ReadonlySet<BundleState> = new Set<BundleState>(['queued', 'rendering']);
