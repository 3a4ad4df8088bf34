import type { Schemas } from '@/lib/api/types';

import type { TopologyDraft } from './draft';

export type { JsonObject, JsonValue } from '@/lib/api/json';
export { SEVERITIES, type Severity } from '@/lib/api/types';
export type { DraftOf, NodeDraft, PointerOf, Topology, TopologyDraft, TopologyPointer } from './draft';

export type Source = Schemas['Source'];
export type PatchOperation = Schemas['PatchOperation'];
export type Finding = Schemas['Finding'];
export type SeverityCounts = Schemas['Counts'];
export type UpsideGroup = Schemas['UpsideGroup'];

/**
 * What the editor keeps of a check of its document: POST /api/validate/'s answer or a saved version's stored
 * validation (the answer's defaulted document is not kept; the editor shows the document it holds).
 */
export type ValidationResult = Schemas['StoredValidation'];

export type LatestVersion = Schemas['LatestVersion'];
export type Plan = Schemas['Plan'];

export type VersionSummary = Schemas['VersionSummary'];
/** A saved version: its document is a Topology. */
export type VersionDetail = Schemas['VersionDetail'];

export type FieldChange = Schemas['FieldChange'];
export type VersionDiff = Schemas['Diff'];

/** A draft as the server keeps it: whatever was sent, so its document may be any JSON value. */
export type SavedDraft = Schemas['Draft'];
/** A draft the editor can open: its document is a JSON object, opened as a TopologyDraft. */
export type PlanDraft = Omit<SavedDraft, 'document'> & { document: TopologyDraft };

export type ReferencePlan = Schemas['ReferencePlan'];

/** The 409 answer of POST /versions/ when someone saved meanwhile. */
export type VersionConflictBody = Schemas['VersionConflict'];

/** Where the document the editor opened with came from, when it was an unsaved draft. */
export type RestoredFrom = { source: 'server' | 'browser'; savedAt: string } | null;
