"""A run's metrics, in four named steps from the parsed files to the run, all reading one `catalogue` (every numeric
metric's label, unit, direction, rounding and precedence):

1. `derive` (``derive_metrics``): one fresh `ParsedReport` -> that file's normalised metrics, each with the section
   it was read from; stored as ``RunFile.metrics`` beside the report itself (``RunFile.result``).
2. `stored` (``stored_file``): a stored file read back typed, its report a `ParsedReport` again.
3. `precedence` (``pick``): which files supply each run metric, tier by tier (the catalogue's ``PRECEDENCE``), and
   why they win.
4. `aggregate` (``aggregate_run_metrics``): the run's one set of metrics, with sources, reasons and warnings.
"""

from .aggregate import AWR_KINDS, aggregate_run_metrics, plain_metrics, run_warnings
from .catalogue import CATALOGUE, DRIVER_THROUGHPUT, INSTANCES_SUM, METRICS, PRECEDENCE, RAC_GLOBAL, Metric
from .derive import METRIC_KEYS, OS_KEYS, derive_metrics
from .precedence import pick
from .stored import StoredFile, stored_file

__all__ = [
    "AWR_KINDS",
    "CATALOGUE",
    "DRIVER_THROUGHPUT",
    "INSTANCES_SUM",
    "METRICS",
    "METRIC_KEYS",
    "Metric",
    "OS_KEYS",
    "PRECEDENCE",
    "RAC_GLOBAL",
    "StoredFile",
    "aggregate_run_metrics",
    "derive_metrics",
    "pick",
    "plain_metrics",
    "run_warnings",
    "stored_file",
]
