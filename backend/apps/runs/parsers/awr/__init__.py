"""Oracle AWR, AWR RAC (global), compare-period and ASH reports, HTML or text.

Both layouts are first reduced to :class:`~..tables.Table` objects; the modules here recognise the tables by
their titles (HTML ``summary``, text section title) and, when a title is missing or mangled, by the column
headers and row labels. Every recogniser is optional: a report that lacks a section simply leaves that field
empty.

One module per report type, each with its ``build_*`` function: :mod:`.instance` (awrrpt / awrrpti, also read
for Statspack), :mod:`.rac_global` (awrgrpt), :mod:`.compare` (awrddrpt) and :mod:`.ash` (ashrpt); what they
share is in :mod:`._common`, and :mod:`.sniff` tells them apart. This package re-exports their public names.
"""

from ._common import LOAD_PROFILE_ALIASES, LOAD_PROFILE_COLUMNS, Recogniser, is_db_table, is_parameters
from .ash import build_ash_report
from .compare import build_compare_report, compare_period_report, compare_text_load_profile
from .instance import (
    HOST_CPU_ALIASES,
    INSTANCE_CPU_ALIASES,
    INSTANCE_SECTIONS,
    Handler,
    build_instance_report,
    is_cache_sizes,
    is_efficiency,
    is_gc_efficiency,
    is_gc_load_profile,
    is_gc_messaging,
    is_gc_workload,
    is_host_cpu,
    is_host_table,
    is_ic_client,
    is_ic_ping,
    is_instance_cpu,
    is_instance_table,
    is_io_profile,
    is_load_profile,
    is_memory_stats,
    is_os_stats,
    is_rac_instances,
    is_snapshot_table,
    is_time_model,
    is_top_events,
    is_wait_classes,
)
from .rac_global import GLOBAL_SECTIONS, GlobalHandler, build_rac_global_report, is_g_database_summary, is_g_instances
from .sniff import sniff_awr_kind

__all__ = [
    "GLOBAL_SECTIONS",
    "HOST_CPU_ALIASES",
    "INSTANCE_CPU_ALIASES",
    "INSTANCE_SECTIONS",
    "LOAD_PROFILE_ALIASES",
    "LOAD_PROFILE_COLUMNS",
    "GlobalHandler",
    "Handler",
    "Recogniser",
    "build_ash_report",
    "build_compare_report",
    "build_instance_report",
    "build_rac_global_report",
    "compare_period_report",
    "compare_text_load_profile",
    "is_cache_sizes",
    "is_db_table",
    "is_efficiency",
    "is_g_database_summary",
    "is_g_instances",
    "is_gc_efficiency",
    "is_gc_load_profile",
    "is_gc_messaging",
    "is_gc_workload",
    "is_host_cpu",
    "is_host_table",
    "is_ic_client",
    "is_ic_ping",
    "is_instance_cpu",
    "is_instance_table",
    "is_io_profile",
    "is_load_profile",
    "is_memory_stats",
    "is_os_stats",
    "is_parameters",
    "is_rac_instances",
    "is_snapshot_table",
    "is_time_model",
    "is_top_events",
    "is_wait_classes",
    "sniff_awr_kind",
]
