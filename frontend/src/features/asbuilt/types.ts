import type { Schemas } from '@/lib/api/types';

/** An as-built check: its files, findings and plan diff (GET /api/as-built/{id}/). */
export type AsBuiltCheck = Schemas['AsBuiltCheck'];
export type CheckState = AsBuiltCheck['state'];
export type CheckFile = Schemas['AsBuiltFile'];
export type CheckFileState = CheckFile['state'];
export type CheckFinding = Schemas['Finding'];
export type DiffLine = Schemas['AsBuiltDiffLine'];
export type ChangeKind = DiffLine['change'];
export type NotUploaded = Schemas['AsBuiltNotUploaded'];
/** A document field whose as-built value differs from the plan version's (before: planned, after: as built). */
export type FieldDifference = Schemas['FieldChange'];
