import type { Schemas } from '@/lib/api/types';

/**
 * Runs API shapes. The generated schema types the structural fields; the JSON blobs the
 * serializers describe as free-form (tags, metrics, diagnosis, plan) are typed here from
 * apps/runs/metrics.py and apps/runs/diagnosis.py.
 */

export type Tags = Record<string, string>;

/** Where a value came from: a stored file and the report section, or (file null) derived from other metrics. */
export type MetricSource = { file: number | null; name: string; section: string | null };

/** A run metric: its value, the files it came from and why those files won (apps/runs/metrics.py PRECEDENCE). */
export type Metric<T> = {
  value: T;
  sources: MetricSource[];
  reason?: string;
  kind?: string;
  /** The value is an index (the experiment's reference run = 100), not a measurement (apps/comparisons/reference.py). */
  indexed?: boolean;
};

/** Files of a run that may not belong together (different DBIDs, periods that do not overlap). */
export type RunWarning = { code: string; message: string; files: number[] };

export type TopEvent = {
  name: string;
  waits: number | null;
  time_s: number | null;
  avg_ms: number | null;
  pct_db_time: number | null;
  wait_class: string | null;
};

export const NUMERIC_METRIC_KEYS = [
  'tps',
  'db_time_per_s',
  'cpu_util_pct',
  'cpus',
  'cpu_seconds_per_1000_txn',
  'txn_per_cpu',
  'read_mb_s',
  'write_mb_s',
  'interconnect_mb_s',
] as const;
export type NumericMetricKey = (typeof NUMERIC_METRIC_KEYS)[number];

export type RunMetrics = Partial<Record<NumericMetricKey, Metric<number>>> & {
  /** Which kind of file speaks for the run (awr_rac_global, awr_instance, benchmark_table, sar, none). */
  basis?: string;
  files?: number[];
  wait_class_shares?: Metric<Record<string, number>>;
  top_events?: Metric<TopEvent[]>;
  series?: unknown[];
  warnings?: RunWarning[];
  /** Per-host OS figures (apps/runs/metrics.py _os_metrics), each with its own source. */
  os?: Metric<Record<string, OsHostFigures>>;
  /** The plan's interconnect interface as the OS measured it: received plus sent MB/s, summed over hosts. */
  interconnect_os_mb_s?: Metric<number> & { interface: string; per_host: Record<string, number> };
};

export const OS_HOST_KEYS = ['cpu_busy_pct', 'cpu_iowait_pct', 'cpu_steal_pct', 'run_queue', 'iops', 'read_mb_s', 'write_mb_s'] as const;
export type OsHostKey = (typeof OS_HOST_KEYS)[number];
export type OsHostFigures = Partial<Record<OsHostKey, Metric<number>>> & {
  interfaces?: Metric<Record<string, { rx_mb_s: number | null; tx_mb_s: number | null }>>;
};

export type DriftItem = {
  parameter: string;
  path: string;
  plan: unknown;
  measured: unknown;
  message: string;
};

export type Severity = 'error' | 'warning' | 'advice' | 'info';

export type FindingSource = { document: string; section: string };

export type ResultFinding = {
  rule: string;
  slug: string;
  title: string;
  severity: Severity;
  category: string;
  paths: string[];
  message: string;
  rationale: string;
  evidence: string;
  sources: FindingSource[];
  fix: { title: string | null; patch: unknown[] } | null;
};

export type Diagnosis = {
  drift: DriftItem[];
  findings: ResultFinding[];
  catalogue_version?: string;
};

/** The plan version a run is linked to, as the run serializer summarises it. */
export type RunPlanRef = { id: number; name: string; version: number };

type Overrides = { tags: Tags; metrics: RunMetrics | null; plan: RunPlanRef | null };

export type RunFile = Omit<Schemas['RunFile'], 'job_state' | 'job_progress'> & {
  job_state: string | null;
  job_progress: number | null;
};
export type RunFileState = RunFile['state'];
export type ArchiveEntry = Schemas['ArchiveEntry'];
export type ArchiveEntryState = ArchiveEntry['state'];

export type Run = Omit<Schemas['Run'], keyof Overrides> & Overrides;

export type RunDetail = Omit<Schemas['RunDetail'], keyof Overrides | 'diagnosis' | 'files'> &
  Overrides & { diagnosis: Diagnosis | null; files: RunFile[] };

export type UploadRejection = { name: string; error: string };

export type UploadResult = {
  files: RunFile[];
  duplicates: number[];
  jobs: number[];
  rejected: UploadRejection[];
};

export type RunFileText = Schemas['FileText'];

/** Files in these states still have work queued or running. */
export const ACTIVE_FILE_STATES: ReadonlySet<RunFileState> = new Set(['stored', 'parsing']);
