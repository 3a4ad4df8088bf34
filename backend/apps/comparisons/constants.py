"""Messages, charts and limits of apps.comparisons; tests import them rather than repeating the text."""

from __future__ import annotations

# The metrics compared, with their labels, units and directions, are the runs' catalogue (plain data, no Django);
# the engine and the export read them through this module, their one source of words and limits.
from apps.runs.metrics.catalogue import CORE_KEYS as CORE_KEYS
from apps.runs.metrics.catalogue import METRICS as METRICS
from apps.runs.metrics.catalogue import STRUCTURED_RUN_METRICS as STRUCTURED_RUN_METRICS

# The wait classes by the names Oracle documents (the runs' catalogue keeps the abbreviations RAC reports print).
from apps.runs.metrics.catalogue import WAIT_CLASS_NAMES as WAIT_CLASS_NAMES
from apps.runs.metrics.catalogue import wait_class_name as wait_class_name
from apps.runs.metrics.driver import THROUGHPUT_METRICS as THROUGHPUT_METRICS

#: The metrics calculated from transactions per second (with CPU utilisation and count): left out with it.
TXN_DERIVED = ("txn_per_cpu", "cpu_seconds_per_1000_txn")

#: The unit of a metric every run compared holds as an index rather than a measurement.
INDEX_UNIT = "index (baseline = 100)"
GROUP_BY_PLAN_VERSION = "plan_version"
GROUP_BY_MANUAL = "manual"
GROUP_BY_TAG_PREFIX = "tag:"
NO_TAG = "(no {key})"
NO_PLAN = "(no plan)"

MAX_RUNS = 500
#: The largest interval index a request may name (a year of 15-minute snapshots is 35,040 intervals).
MAX_INTERVAL_INDEX = 1_000_000
MAX_GROUPS = 100
TOP_EVENTS_SHOWN = 10

# The charts themselves (ids, titles, empty messages, CSV columns) are the catalogue's: charts.py.

#: What a scaling chart can put on x: users, cluster nodes, or a numeric tag of the runs ("tag:processors").
SCALING_X = ("users", "nodes")
#: Every choice of one chart in a report, with its empty value; ``request`` is null when the chart draws the
#: report's own comparison.
CHART_SPEC_FIELDS = {"chart": "", "metric": "", "x": "", "caption": "", "y_min": None, "y_max": None,
                     "request": None}


def chart_spec(chart: str | dict, **choices) -> dict:
    """A chart spec with every field present: a chart id alone (as reports stored before specs) or a partial spec."""
    given = {"chart": chart} if isinstance(chart, str) else dict(chart)
    given.update(choices)
    return {key: empty if given.get(key) is None else given[key] for key, empty in CHART_SPEC_FIELDS.items()}


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
DRIVERS_DIFFER = ("The runs were driven by different workload drivers ({drivers}): each measures throughput its own "
                  "way, so they are compared only on what every one of them defines, throughput on {label}; left "
                  "out: {left_out}.")
DRIVERS_DIFFER_NO_THROUGHPUT = ("The runs were driven by different workload drivers ({drivers}): each measures "
                                "throughput its own way and they share no measure of it, so no throughput, CPU cost "
                                "or overall figure compares them; left out: {left_out}.")
DRIVER_THROUGHPUT_NOTE = ("Every run was driven by {driver}: throughput is compared on its own measure, {label} "
                          "({unit}), not on transactions per second.")
NO_DRIVER = "driver not recognised"
SINGLE_RUN_NOTE = "Only one run: there is nothing to compare it with, and no spread or confidence interval."
SINGLE_RUN_GROUPS_NOTE = ("Groups with one run have no standard deviation or confidence interval, and their "
                          "differences cannot be tested against noise.")
UNKNOWN_CHART = "Unknown chart {chart!r}; charts are: {names}."
METRIC_MISSING = "None of these runs has {metric}."
REPORT_ORDERING_UNKNOWN = "Sort by one of: {names}."
CITED_CHOICE = "Use true or false."
UNKNOWN_METRIC = "Unknown metric {metric!r}; metrics are: {names}."
METRIC_FIXED = "The {chart} chart draws a fixed quantity; leave metric empty."
BAD_SCALING_X = "Use 'users', 'nodes' or 'tag:<key>' (a tag whose values are numbers)."
X_ONLY_SCALING = "Only a scaling chart has a choice of x axis."
AXIS_RANGE_ORDER = "The axis minimum must be below its maximum."
NO_CHARTS = "A report needs at least one chart."
SCALING_TOO_FEW = "A scaling chart needs {metric} at two or more {x} counts; these runs have {n}."
REVISION_UNKNOWN = "There is no revision {number}; this report has revisions 1 to {latest}."
REVISION_SHAPE = "Give the revision as a whole number."
CLIENT_KEY_TAKEN = "This key was already used for another report; open the dialog again."
REPORT_RUN_OTHER_PROJECT = "Run {ids} belongs to another project than the report."
TITLE_REQUIRED = "A report needs a title."
PDF_NOT_READY = "The PDF has not been rendered yet; export it first and wait for the job."
PDF_OF_OTHER_REVISION = ("The PDF stored is of revision {stored}; export revision {asked} first and wait for the "
                         "job.")

# --- a run's intervals compared (intervals.py) -------------------------------------------------------------------
#: The baseline group when a window is compared with the rest of its line.
INTERVALS_REST = "Rest of the run"
INTERVALS_NOTE = ("The intervals of one run ({run}, {line}) compared with each other: one configuration, so the "
                  "difference is interval to interval. Each interval's figures are its own report's, as the "
                  "timeline shows them.")
SINGLE_INTERVAL_GROUPS_NOTE = ("Groups of one interval have no standard deviation or confidence interval, and their "
                               "differences cannot be tested against noise.")
INTERVALS_ONE_RUN = "Intervals are compared within one run: give exactly one run."
INTERVALS_OWN_GROUPS = "A comparison of intervals makes its own groups and baseline; leave {field} out."
INTERVALS_NO_TIMELINE = "This run has no timeline: none of its files is a database report with a snapshot window."
INTERVALS_NO_LINE = "The timeline has no line {instance!r}; its lines are: {names}."
INTERVALS_ORDER = "The first interval must not come after the last."
INTERVALS_BEYOND = "The timeline has {count} intervals; there is no interval {last}."
INTERVALS_OVERLAP = "The two ranges overlap: an interval cannot be on both sides of the comparison."
INTERVALS_NONE_ON_LINE = "{range} holds no interval of {line}."
INTERVALS_NOTHING_LEFT = "The window covers every interval of {line}: nothing is left to compare it with."
INTERVALS_SHAPE = ("Give the intervals as {\"instance\": <line>, \"window\": {\"first\": <n>, \"last\": <n>}} and, "
                   "optionally, \"against\" in the same shape.")
#: A chart of a report draws runs, or the report's own comparison; a comparison of intervals is saved as the latter.
INTERVALS_CHART_OWN = ("A chart's own comparison compares runs; save a comparison of a run's intervals as the "
                       "report's comparison instead.")
#: A saved report of intervals whose run or range no longer fits its timeline (files removed since it was saved).
INTERVALS_REPORT_GONE = "Run {run} no longer exists, so its intervals cannot be compared."
INTERVALS_REPORT_STALE = "The intervals saved no longer fit the run's timeline: {reason}"

#: The job kind of a report's PDF rendering (the task is in tasks.py).
PDF_KIND = "comparisons.report_pdf"
