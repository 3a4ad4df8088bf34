import type { Schemas } from '@/lib/api/types';
import type { METRICS } from '@/lib/api/vocabulary';

/** Runs API shapes, all read off the generated schema (apps/runs/api/serializers.py). */

export type Tags = Schemas['Run']['tags'];

/** Where a value came from: a stored file and the report section, or (file null) derived from other metrics. */
export type MetricSource = Schemas['MetricSource'];

/** A run metric: its value, the files it came from and why those files won (apps/runs/metrics/catalogue.py). */
export type Metric = Schemas['Metric'];

/** Files of a run that may not belong together (different DBIDs, periods that do not overlap). */
export type RunWarning = Schemas['RunWarning'];

export type TopEvent = Schemas['RunTopEvent'];
export type TopEventsMetric = Schemas['TopEventsMetric'];
export type WaitClassSharesMetric = Schemas['WaitClassSharesMetric'];

export type RunMetrics = Schemas['RunMetrics'];

/** The report a run's figures come from, the files set aside and the run's workload driver (apps/runs/metrics). */
export type MainReport = Schemas['MainReport'];
export type FileCheck = Schemas['FileCheck'];
export type RunDriver = Schemas['RunDriver'];

/** A numeric metric of the catalogue (apps/runs/metrics/catalogue.py); a run's metrics can carry each. */
export type NumericMetricKey = keyof typeof METRICS & keyof RunMetrics;

export type OsHostFigures = Schemas['OsHostFigures'];
export const OS_HOST_KEYS = [
  'cpu_busy_pct',
  'cpu_iowait_pct',
  'cpu_steal_pct',
  'run_queue',
  'iops',
  'read_iops',
  'write_iops',
  'read_mb_s',
  'write_mb_s',
] as const satisfies readonly (keyof OsHostFigures)[];
export type OsHostKey = (typeof OS_HOST_KEYS)[number];

export type DriftItem = Schemas['DriftItem'];

export type ResultFinding = Schemas['Finding'];

export type Diagnosis = Schemas['Diagnosis'];

/** The plan version a run is linked to, as the run serializer summarises it. */
export type RunPlanRef = Schemas['PlanRef'];

export type RunFile = Schemas['RunFile'];
export type RunFileState = RunFile['state'];
export type ArchiveEntry = Schemas['ArchiveEntry'];
export type ArchiveEntryState = ArchiveEntry['state'];

export type Run = Schemas['Run'];

export type RunDetail = Schemas['RunDetail'];

export type UploadRejection = Schemas['UploadRejection'];

export type UploadResult = Schemas['Uploaded'];

export type RunFileText = Schemas['FileText'];

/** Files in these states still have work queued or running. */
export const ACTIVE_FILE_STATES: ReadonlySet<RunFileState> = new Set(['stored', 'parsing']);
