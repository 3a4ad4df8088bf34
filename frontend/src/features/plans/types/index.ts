import type { Schemas } from '@/lib/api/types';
import type { JsonObject } from '@/lib/api/json';

export type { JsonObject, JsonValue } from '@/lib/api/json';
export { SEVERITIES, type Severity } from '@/lib/api/types';

/** The topology document as the editor holds it (see backend/apps/topology/schema.py). */
export type TopologyDocument = JsonObject;

export type Source = Schemas['Source'];
export type PatchOperation = Schemas['PatchOperation'];
export type Finding = Schemas['Finding'];
export type SeverityCounts = Schemas['Counts'];
export type UpsideGroup = Schemas['UpsideGroup'];

/** What POST /api/validate/ answers, with the defaulted document checked into the editor's JSON type. */
export type ValidationResult = Omit<Schemas['ValidationResult'], 'document'> & { document?: TopologyDocument };

export type LatestVersion = Schemas['LatestVersion'];
export type Plan = Schemas['Plan'];

export type VersionSummary = Schemas['VersionSummary'];
/** A saved version, its document checked into the editor's JSON type. */
export type VersionDetail = Omit<Schemas['VersionDetail'], 'document'> & { document: TopologyDocument };

export type FieldChange = Schemas['FieldChange'];
export type VersionDiff = Schemas['Diff'];

/** A draft as the server keeps it: whatever was sent, so its document may be any JSON value. */
export type SavedDraft = Schemas['Draft'];
/** A draft the editor can open: its document is a JSON object. */
export type Draft = Omit<SavedDraft, 'document'> & { document: TopologyDocument };

export type ReferencePlan = Schemas['ReferencePlan'];

/** The 409 answer of POST /versions/ when someone saved meanwhile. */
export type VersionConflictBody = Schemas['VersionConflict'];

/** Where the document the editor opened with came from, when it was an unsaved draft. */
export type RestoredFrom = { source: 'server' | 'browser'; savedAt: string } | null;
