"""The metric catalogue: every numeric metric a run can carry, listed once.

Each row says what the metric is called and in which unit (the same words on the run page, in comparisons and in
charts), which way is better, how files of one kind combine into the run's value, how many decimals people see, and
which files supply it (its precedence: tiers tried in order, the first tier with a value wins; see
docs/user-guide/contributors.md). `derive`, `precedence`, `aggregate`, the runs serializers, `apps.comparisons` and,
through the generated vocabulary (config/api_vocabulary.py), the frontend all read it from here.

The rows are in display order: the core metrics (every comparison reports them; the run page shows them as cards)
keep their order when the others are left out, and so do the per-file metrics (``derive_metrics`` gives them for
every parsed file). Structured metrics (wait class shares, top events, benchmark series) are not numbers and are
named in :data:`STRUCTURED_FILE_METRICS` and :data:`STRUCTURED_RUN_METRICS`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

Direction = Literal["higher", "lower"]
#: How the instance reports of one run give the run's value: added up, averaged, or one value (from one file, or
#: calculated from other metrics of the run). The run page's provenance sentence says so.
Combine = Literal["sum", "mean", "one"]

# --------------------------------------------------------------------------- which files supply a run metric

DRIVER_KINDS = ("benchmark_table",)
OS_KINDS = ("sar", "os_stats")
INSTANCE_KINDS = ("awr_instance", "statspack")  # a Statspack report stands where an AWR instance report would


class Tier(NamedTuple):
    """One tier of a metric's precedence: the file kinds it reads, how several such files combine ("last": the
    latest one; "sum"; "mean") and why this tier wins over the ones after it."""

    kinds: tuple[str, ...]
    combine: Literal["last", "sum", "mean"]
    reason: str


RAC_GLOBAL = Tier(("awr_rac_global",), "last",
                  "A RAC-global report covers every instance of the cluster in one report, so it wins over instance "
                  "reports.")
INSTANCES_SUM = Tier(INSTANCE_KINDS, "sum",
                     "Added up over the instance reports (one per instance of the same period); the run has no "
                     "RAC-global report with this value.")
INSTANCES_MEAN = Tier(INSTANCE_KINDS, "mean",
                      "Averaged over the instance reports; the run has no RAC-global report with this value.")
DRIVER_THROUGHPUT = Tier(DRIVER_KINDS, "last",
                         "The driver's result measures throughput at the client, as the users saw it, so it wins "
                         "over the database's own count of transactions.")
DRIVER_FALLBACK = Tier(DRIVER_KINDS, "last", "Taken from the driver's result: no database report of the run has it.")
DRIVER_OWN = Tier(DRIVER_KINDS, "last", "The driver's own result, as it printed it.")
OS_MEAN = Tier(OS_KINDS, "mean",
               "Averaged over the OS statistics: no database report or driver result of the run has it.")
#: Every tier by name, for the generated vocabulary.
TIERS: dict[str, Tier] = {"rac_global": RAC_GLOBAL, "instances_sum": INSTANCES_SUM, "instances_mean": INSTANCES_MEAN,
                          "driver_throughput": DRIVER_THROUGHPUT, "driver_fallback": DRIVER_FALLBACK,
                          "driver_own": DRIVER_OWN, "os_mean": OS_MEAN}

# --------------------------------------------------------------------------- the catalogue


@dataclass(frozen=True)
class Metric:
    """One numeric run metric.

    ``label`` and ``unit`` are what people read; ``short_unit`` is the unit where space is tight (the run page's
    cards, chart axes; empty when the label already says it). ``direction`` says which way is better for a
    comparison's multi-metric summary (None: neither, left out of it). ``combine`` is how instance reports add up to
    the run's value. ``digits`` are the decimals shown; ``stored_digits`` those the run's stored value keeps.
    ``precedence`` lists the tiers of files that supply the run's value (empty: the run calculates it from other
    metrics, or only a study's table gives it). ``core``: every comparison reports it and the run page shows it as
    a card. ``per_file``: ``derive_metrics`` gives it (or None) for every parsed file.
    """

    key: str
    label: str
    unit: str
    direction: Direction | None = None
    combine: Combine = "one"
    digits: int = 1
    precedence: tuple[Tier, ...] = ()
    short_unit: str | None = None
    stored_digits: int = 6
    core: bool = False
    per_file: bool = False

    @property
    def abbreviation(self) -> str:
        """The unit where space is tight: ``short_unit`` when given, else ``unit``."""
        return self.unit if self.short_unit is None else self.short_unit


_DATABASE_SUM = (RAC_GLOBAL, INSTANCES_SUM)

CATALOGUE: tuple[Metric, ...] = (
    Metric("tps", "Transactions per second", "transactions/s", "higher", "sum", 1,
           (DRIVER_THROUGHPUT, *_DATABASE_SUM), short_unit="txn/s", core=True, per_file=True),
    Metric("db_time_per_s", "DB time per second", "s/s", None, "sum", 2, _DATABASE_SUM, per_file=True),
    Metric("cpu_util_pct", "CPU utilisation", "%", None, "mean", 1,
           (RAC_GLOBAL, INSTANCES_MEAN, DRIVER_FALLBACK, OS_MEAN), stored_digits=4, core=True, per_file=True),
    Metric("cpus", "CPUs", "CPUs", None, "sum", 0, (*_DATABASE_SUM, DRIVER_FALLBACK), short_unit="", core=True,
           per_file=True),
    # calculated for the run from its throughput, CPU utilisation and CPU count (aggregate)
    Metric("cpu_seconds_per_1000_txn", "CPU seconds per 1000 transactions", "s", "lower", "one", 2, core=True,
           per_file=True),
    Metric("txn_per_cpu", "Throughput per CPU", "transactions/s per CPU", "higher", "one", 1,
           short_unit="txn/s per CPU", core=True, per_file=True),
    Metric("read_mb_s", "Disk reads", "MB/s", None, "sum", 1, _DATABASE_SUM, core=True, per_file=True),
    Metric("write_mb_s", "Disk writes", "MB/s", None, "sum", 1, _DATABASE_SUM, core=True, per_file=True),
    Metric("read_iops", "Disk read operations", "reads/s", None, "sum", 0, _DATABASE_SUM, core=True, per_file=True),
    Metric("write_iops", "Disk write operations", "writes/s", None, "sum", 0, _DATABASE_SUM, core=True,
           per_file=True),
    Metric("interconnect_mb_s", "Interconnect traffic", "MB/s", None, "sum", 1, _DATABASE_SUM, core=True,
           per_file=True),
    # what a SLOB run's throughput is judged on, from the database's load profile, and a HammerDB run's
    # (apps/runs/metrics/driver.py); no direction: more reads are not better for every workload
    Metric("physical_reads_per_s", "Physical reads", "blocks/s", None, "sum", 0, _DATABASE_SUM, per_file=True),
    Metric("logical_reads_per_s", "Logical reads", "blocks/s", None, "sum", 0, _DATABASE_SUM, per_file=True),
    Metric("redo_mb_s", "Redo generated", "MB/s", None, "sum", 2, _DATABASE_SUM, per_file=True),
    Metric("nopm", "New orders per minute (HammerDB)", "NOPM", "higher", "one", 0, (DRIVER_OWN,), per_file=True),
    # from the instance efficiency of the files that speak for the run (aggregate)
    Metric("buffer_hit_pct", "Buffer cache hit ratio", "%", None, "mean", 1),
    # only a study's table of results gives these (apps/comparisons/reference.py)
    Metric("oet_per_min", "Order entry transactions", "OET/minute"),
    Metric("disk_mb_s", "Disk throughput (read + write)", "MB/s"),
    Metric("memory_gb", "Memory used", "GB"),
    Metric("nodes", "RAC nodes", "nodes", digits=0),
    Metric("concurrent_users", "Concurrent users", "users", digits=0),
    Metric("io_per_s", "I/O operations", "I/Os per second", digits=0),
    Metric("query_rate", "Query rate (1 / completion time)", "queries/s", digits=3),
    Metric("gc_cr_blocks", "Global cache CR blocks received", "blocks/s", digits=0),
)

METRICS: dict[str, Metric] = {m.key: m for m in CATALOGUE}
#: The metrics every comparison reports and the run page shows as cards, in display order.
CORE_KEYS: tuple[str, ...] = tuple(m.key for m in CATALOGUE if m.core)
#: The numeric metrics ``derive_metrics`` gives for every parsed file.
FILE_KEYS: tuple[str, ...] = tuple(m.key for m in CATALOGUE if m.per_file)
#: The metrics the run reads from its files tier by tier, in catalogue order.
PRECEDENCE: dict[str, tuple[Tier, ...]] = {m.key: m.precedence for m in CATALOGUE if m.precedence}

#: A parsed file's metrics that are not plain numbers: the DB time by wait class and the top wait event.
STRUCTURED_FILE_METRICS = ("wait_class_shares", "top_event")
#: A run's metrics that are not plain numbers, reported in sections of their own.
STRUCTURED_RUN_METRICS = ("wait_class_shares", "top_events", "series")


def catalogue_document() -> dict[str, dict]:
    """The whole catalogue as plain data, keyed by metric, for the generated vocabulary; a metric's precedence names
    its tiers (:data:`TIERS`)."""
    names = {tier: name for name, tier in TIERS.items()}
    return {m.key: {"label": m.label, "unit": m.unit, "short_unit": m.abbreviation, "direction": m.direction,
                    "combine": m.combine, "digits": m.digits, "core": m.core, "per_file": m.per_file,
                    "precedence": [names[t] for t in m.precedence]}
            for m in CATALOGUE}


def tiers_document() -> dict[str, dict]:
    """The precedence tiers as plain data, keyed by name, for the generated vocabulary."""
    return {name: {"kinds": list(t.kinds), "combine": t.combine, "reason": t.reason} for name, t in TIERS.items()}

#: RAC AWR reports ("Foreground Wait Classes - % of Total DB time") head their columns with shortened wait class
#: names; run metrics, charts and CSVs use the class names Oracle documents (Oracle Database Reference, appendix
#: "Oracle Wait Events", section "Classes of Wait Events": Administrative, Application, Cluster, Commit,
#: Concurrency, Configuration, Idle, Network, Other, Queueing, Scheduler, System I/O, User I/O).
WAIT_CLASS_NAMES = {
    "Admin": "Administrative",
    "Applic": "Application",
    "Concurcy": "Concurrency",
    "Config": "Configuration",
    "Sys I/O": "System I/O",
}


def wait_class_name(name: str) -> str:
    """A wait class by the name Oracle documents, whether the report spelled it out or shortened it."""
    return WAIT_CLASS_NAMES.get(name.strip(), name.strip())
