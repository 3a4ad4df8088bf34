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
/** A node's remediation bundle: the planned files behind its differences and what no file can put back. */
export type Remediation = Schemas['Remediation'];
export type RemediationFix = Schemas['RemediationFix'];
export type NotFixable = Schemas['NotFixable'];
/** One difference of a check (a setting of a file, or a document field), as the drift closing lists it. */
export type Difference = Schemas['Difference'];
/** A re-check against the check before it: the differences gone, remaining, new and not checked again. */
export type DriftClosing = Schemas['DriftClosing'];
