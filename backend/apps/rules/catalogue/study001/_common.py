"""The values and helpers study 001's rule modules share."""

from __future__ import annotations

from typing import Any

from apps.studies import S001, Cite
from apps.studies import values as V
from apps.topology.schema import Topology

X86 = ("x86", "x86_64")
BLOCK_PROTOCOLS = ("iscsi_software", "iscsi_hba", "fc_hba")

# Values the study used (Section 2 and Appendix A/F).
DEFAULT_SGA_MB = 1152  # DBCA default SGA on the 4 GB nodes
TUNED_SGA_MB = 2512  # Tuning iteration 1
TUNED_CACHE_MB = 2256  # Tuning iteration 4
ATTACH_ADDRESS = "0x15000000"  # genksms -s 0x15000000 (Appendix A)
ISCSI_FULL_FIX = (4, 0, 1, 10)  # SourceForge driver that lifts the limits on 2.6 kernels
ISCSI_LAST_UNFIXED_24 = (3, 6, 2)  # the partial fix comes in versions after 3.6.2 on 2.4 kernels

# Appendix C: the /etc/sysctl.conf entries (V.SYSCTL_APPENDIX_C) include the local port range, which must be at
# least as wide as the study's rather than larger element by element.
APPENDIX_C_PORT_RANGE = V.SYSCTL_APPENDIX_C.value[V.PORT_RANGE_KEY]
#: The Appendix C rows labelled "Recommended for Oracle" (the others say "Required for Oracle" or name a network
#: gain); KN032 holds a plan to them, KN031 to the rest.
RECOMMENDED_MSG_KEYS = ("kernel.msgmnb", "kernel.msgmni", "kernel.msgmax")
#: The ledger entries of the Appendix C table that KN031 carries (the lab's own set-up, no carry-over).
APPENDIX_C_ENTRIES = ("001-065", "001-066", "001-067", "001-068", "001-071", "001-071a", "001-071b", "001-071c")

SEC_BASELINE = Cite(S001, "Establish a baseline")
SEC_TEST1 = Cite(S001, "Test 1: OracleRAC10g with ASM using iSCSI LUNs and software initiators")
SEC_TEST6 = Cite(S001, "Test 6: OracleRAC10g with OCFS and QLogic QLA2342 FC adapters")
SEC_RESULTS = Cite(S001, "Results comparison and summary")
SEC_APP_E = Cite(S001, "Appendix E: NFS mount options")
SEC_APP_G = Cite(S001, "Appendix G: Comment on jumbo frames")

TAGS = ("study-001", "x86", "n-series")
#: The iSCSI HBA model of Test 4, which "did not have jumbo frames capability" (Results comparison and summary).
NO_JUMBO_HBA = "QLA4010"
#: Storage set-ups whose Appendix F column has parallel_threads_per_cpu = 1 (software iSCSI, ASM on NFS files, NFS);
#: the HBA and FC columns (hardware iSCSI, ASM on FCP, OCFS on FCP) kept 2.
PTPC_ONE_PROTOCOLS = ("iscsi_software", "nfs")


# --------------------------------------------------------------------------------------------------------------
# Helpers (pure, never raise on a valid Topology)
# --------------------------------------------------------------------------------------------------------------

def _x86(t: Topology) -> bool:
    return t.platform.architecture in X86


def _kernel(t: Topology) -> str:
    return t.cluster.effective_kernel_series


def _sga_mb(t: Topology) -> int | None:
    sizes = [v for v in (t.database.sga_target_mb, t.database.sga_max_size_mb) if v is not None]
    return max(sizes) if sizes else None


def _version(text: str) -> tuple[int, ...]:
    parts: list[int] = []
    for p in str(text).split("."):
        try:
            parts.append(int(p))
        except ValueError:
            break
    return tuple(parts)


def _numbers(value: Any) -> tuple[int, ...] | None:
    """A sysctl value as a tuple of integers, or None when it is not numeric."""
    try:
        if isinstance(value, bool):
            return None
        if isinstance(value, int):
            return (value,)
        return tuple(int(p) for p in str(value).split())
    except ValueError:
        return None


def _ptr(key: str) -> str:
    return "/kernel/sysctl/" + key.replace("~", "~0").replace("/", "~1")


def _mount_options(options: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for token in options.split(","):
        token = token.strip().lower()
        if not token:
            continue
        key, _, value = token.partition("=")
        out[key.strip()] = value.strip()
    return out


def _int(text: str | None) -> int | None:
    try:
        return int(str(text))
    except (TypeError, ValueError):
        return None


def _under(path: str, mount_point: str) -> bool:
    base = mount_point.rstrip("/") or "/"
    return path == base or path.startswith(base + "/")


def _set(path: str, value: Any) -> dict[str, Any]:
    return {"op": "add", "path": path, "value": value}


#: The study's lab, as a finding names it when it applies a measurement outside it.
LAB = "measured on three 32-bit x86 nodes with RHEL 3 (a 2.4 kernel) and Oracle 10.1"


def _beyond_lab(t: Topology, reason: str) -> str:
    """`` (measured on ...; it applies here because <reason>)`` when the plan is outside the study's lab, else ``""``.

    The lab is 32-bit x86 with a 2.4 kernel and Oracle 10.1; a rule that fires outside it says so and why its reason
    still holds, so the architect can argue with the finding.
    """
    inside = (t.platform.architecture == "x86" and _kernel(t) == "2.4" and t.cluster.release_tuple[:2] == (10, 1))
    return "" if inside else f" ({LAB}; it applies here because {reason})"
