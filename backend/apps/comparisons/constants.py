"""Messages, metric catalogue and limits of apps.comparisons; tests import them rather than repeating the text."""

from __future__ import annotations

#: (key, label, unit, direction) of the metrics every comparison reports, in display order. ``direction`` says
#: which way is better for the multi-metric summary: "higher", "lower" or None (neither; left out of the summary).
METRICS: tuple[tuple[str, str, str, str | None], ...] = (
    ("tps", "Throughput", "transactions/s", "higher"),
    ("cpu_util_pct", "CPU utilisation", "%", None),
    ("cpus", "CPUs", "CPUs", None),
    ("cpu_seconds_per_1000_txn", "CPU cost", "CPU seconds per 1000 transactions", "lower"),
    ("txn_per_cpu", "Throughput per CPU", "transactions/s per CPU", "higher"),
    ("read_mb_s", "Disk reads", "MB/s", None),
    ("write_mb_s", "Disk writes", "MB/s", None),
    ("read_iops", "Disk read operations", "reads/s", None),
    ("write_iops", "Disk write operations", "writes/s", None),
    ("interconnect_mb_s", "Interconnect traffic", "MB/s", None),
)
METRIC_KEYS = tuple(m[0] for m in METRICS)
#: Extra numeric metrics some runs carry (the reference runs, for instance); shown when present.
EXTRA_METRIC_LABELS = {
    "oet_per_min": ("Order entry transactions", "OET/minute"),
    "disk_mb_s": ("Disk throughput (read + write)", "MB/s"),
    "db_time_per_s": ("DB time", "s/s"),
    "memory_gb": ("Memory used", "GB"),
    "nodes": ("RAC nodes", "nodes"),
    "concurrent_users": ("Concurrent users", "users"),
    "io_per_s": ("I/O operations", "I/Os per second"),
    "query_rate": ("Query rate (1 / completion time)", "queries/s"),
    "gc_cr_blocks": ("Global cache CR blocks received", "blocks/s"),
}
INDEX_UNIT = "index (baseline = 100)"
#: Metrics that are not plain numbers and are reported in their own sections.
STRUCTURED_METRICS = ("wait_class_shares", "top_events", "series")

GROUP_BY_PLAN_VERSION = "plan_version"
GROUP_BY_MANUAL = "manual"
GROUP_BY_TAG_PREFIX = "tag:"
NO_TAG = "(no {key})"
NO_PLAN = "(no plan)"

MAX_RUNS = 500
MAX_GROUPS = 100
TOP_EVENTS_SHOWN = 10

#: Chart ids a report can show; each has a CSV export.
CHARTS = ("throughput", "cpu_cost", "absolute", "scaling", "wait_classes", "top_events", "table")
DEFAULT_CHARTS = ("throughput", "cpu_cost", "absolute", "scaling", "wait_classes")
#: Why a chart has nothing to draw, one line each; ``{runs}`` names the runs lacking the figure.
CHART_EMPTY = {
    "throughput": "No throughput figure in {runs}.",
    "cpu_cost": "No CPU cost (CPU seconds per 1000 transactions, or throughput per CPU) in {runs}.",
    "absolute": "None of the core metrics (throughput, CPU, disk, interconnect) in {runs}.",
    "scaling": "No user or node count with throughput in {runs}, and no benchmark table with user steps.",
    "wait_classes": "No wait class breakdown (from an AWR report) in {runs}.",
    "top_events": "No top wait events (from an AWR report) in {runs}.",
    "table": "No numeric metric in {runs}.",
}
CHART_SCALING_ONE_COUNT = ("Every group has throughput at one user or node count only; a curve needs two or more "
                           "in one group (group the runs so that a group spans several counts).")
#: The name of the one scaling curve drawn through runs compared without a grouping.
ALL_RUNS_CURVE = "All runs"
CHART_BASELINE_EMPTY = "The baseline {group!r} has no {what}, so nothing can be indexed against it."
#: How many run labels a "which runs lack what" line names before it says "and N more".
RUNS_NAMED = 3

# --- messages -------------------------------------------------------------------------------------------------------
NO_RUNS = "Pick at least one run."
TOO_MANY_RUNS = "At most {limit} runs can be compared at once."
RUNS_NOT_FOUND = "Not found: run {ids}."
RUN_IDS_SHAPE = "Give the runs as a list of run ids (whole numbers)."
DUPLICATE_RUNS = "Run {ids} is listed more than once."
BAD_GROUP_BY = "Use 'tag:<key>', 'plan_version' or 'manual'."
GROUPS_REQUIRED = "Manual grouping needs groups: {name: [run ids]}."
GROUPS_ONLY_MANUAL = "Groups are only used with group_by 'manual'."
GROUP_UNKNOWN_RUN = "Group {group!r} names run {ids}, which is not among the runs compared."
GROUP_EMPTY = "Group {group!r} has no runs."
RUN_IN_TWO_GROUPS = "Run {run} is in more than one group."
TOO_MANY_GROUPS = "At most {limit} groups."
BASELINE_SHAPE = "Give {\"run\": <id>} or {\"group\": \"<name>\"}."
BASELINE_RUN_UNKNOWN = "The baseline run {run} is not among the runs compared."
BASELINE_GROUP_UNKNOWN = "There is no group named {group!r}; groups are: {names}."
MIXED_BASIS = ("Some runs hold indexed values (a study's relative result, baseline = 100) and others absolute "
               "measurements; differences between the two kinds mean nothing.")
SINGLE_RUN_NOTE = "Only one run: there is nothing to compare it with, and no spread or confidence interval."
SINGLE_RUN_GROUPS_NOTE = ("Groups with one run have no standard deviation or confidence interval, and their "
                          "differences cannot be tested against noise.")
UNKNOWN_CHART = "Unknown chart {chart!r}; charts are: {names}."
REPORT_RUN_OTHER_PROJECT = "Run {ids} belongs to another project than the report."
TITLE_REQUIRED = "A report needs a title."
PDF_NOT_READY = "The PDF has not been rendered yet; export it first and wait for the job."
PRINT_TOKEN_INVALID = "The print link is invalid or has expired."

#: The job kind of a report's PDF rendering (the task is in tasks.py).
PDF_KIND = "comparisons.report_pdf"
