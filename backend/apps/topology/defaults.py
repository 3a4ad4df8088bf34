"""Defaults of the topology document and the study sections they come from.

Each default that the studies give is recorded in ``PROVENANCE`` with its source, so the JSON Schema, the UI and the
docs can say where a pre-filled value comes from.
"""

from __future__ import annotations

from typing import Any

from apps.studies import Measured
from apps.studies import values as V

# The product's own defaults; every other default of the document is a study value (``apps.studies.values``), which
# ``schema.py`` names directly and ``DEFAULT_SOURCES`` below maps to its field.
CLUSTER_MODE = "workload_balanced"
ORACLE_RELEASE = "10.2.0.4"
PROCESSES = 150

# The document fields whose default a study gives, and the named value that gives it.
DEFAULT_SOURCES: dict[str, Measured[Any]] = {
    "/cluster/distribution_update": V.DISTRIBUTION_UPDATE,
    "/shared_disks/udev_mode": V.UDEV_MODE,
    "/storage/eckd/pav": V.PAV_MODE,
    "/storage/eckd/pav_multipath": V.PAV_MULTIPATH,
    "/storage/eckd/aliases_per_lcu": V.ALIASES_PER_LCU,
    "/storage/eckd/lcus": V.LCUS,
    "/public_network/mtu": V.PUBLIC_MTU,
    "/interconnect/mtu": V.INTERCONNECT_MTU,
    "/interconnect/inbound_buffers": V.INBOUND_BUFFERS,
    "/storage/fcp/rr_min_io": V.RR_MIN_IO,
    "/storage/fcp/policy_section": V.MULTIPATH_POLICY_SECTION,
    "/cluster_files/ocr/size_mb": V.CLUSTER_FILE_MB,
    "/kernel/limits/nofile_hard": V.NOFILE_HARD,
    "/database/db_block_size": V.DB_BLOCK_SIZE,
}

# What the JSON Schema publishes as ``x-default-sources``: the value, its study section and what the study says.
PROVENANCE: dict[str, dict[str, str]] = {
    pointer: {"value": str(m.value), **m.cite.as_dict(), "note": m.note} for pointer, m in DEFAULT_SOURCES.items()
}


def kernel_series_for(distribution: str, version: int) -> str:
    """The kernel series a distribution release ships (RHEL 3 is 2.4, SLES 9-11 and RHEL 4-6 are 2.6)."""
    if distribution == "rhel":
        if version <= 3:
            return "2.4"
        if version <= 6:
            return "2.6"
        return {7: "3.x", 8: "4.x"}.get(version, "5.x")
    if version <= 8:
        return "2.4"
    if version <= 11:
        return "2.6"
    return {12: "3.x"}.get(version, "4.x" if version < 15 else "5.x")
