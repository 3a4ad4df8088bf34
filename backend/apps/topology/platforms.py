"""What belongs to a platform family (System z or x86): the choices offered there and the values a switch sets.

Switching a plan between System z and x86 changes every field bound to the platform to the value the studies ran
on the new platform, or marks it unknown where no study gives one (issue 39). The table is data: the JSON Schema
publishes it as ``x-platforms`` and the plan editor applies it, so the choices an editor offers and the values a
switch writes have this one home. ``switch_platform`` applies the same table to a JSON document here (tests, tools).

A choice list names what the studies ran on that family: OSA, HiperSockets, ECKD and FCP (zfcp) on System z (studies
000 and 004); Gigabit Ethernet, 10 Gb Ethernet, InfiniBand, FC and iSCSI HBAs, software iSCSI and NFS on x86
(studies 001 to 003).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from apps.studies import Cite
from apps.studies import sections as S
from apps.studies import values as V

from .schema import SYSTEM_Z

SYSTEM_Z_FAMILY = "system_z"
X86_FAMILY = "x86"

#: The enumerations each family offers, by the schema's enum name.
CHOICES: dict[str, dict[str, list[str]]] = {
    SYSTEM_Z_FAMILY: {
        "architecture": ["z10", "z196"],
        "virtualization": ["lpar", "zvm"],
        "network_device": ["hipersockets", "osa_10gbe", "osa_1gbe"],
        "storage_protocol": ["eckd", "fcp"],
    },
    X86_FAMILY: {
        "architecture": ["x86", "x86_64"],
        "virtualization": ["bare_metal"],
        "network_device": ["gigabit_ethernet", "10gbe", "infiniband"],
        "storage_protocol": ["fc_hba", "iscsi_hba", "iscsi_software", "nfs"],
    },
}

#: The fields whose choices depend on the family, and the enumeration each one takes its choices from.
CHOICE_FIELDS: dict[str, str] = {
    "/platform/architecture": "architecture",
    "/platform/virtualization": "virtualization",
    "/public_network/device_type": "network_device",
    "/interconnect/type": "network_device",
    "/storage/protocol": "storage_protocol",
}



@dataclass(frozen=True)
class Bound:
    """A field a family switch sets: ``value`` (``{n}`` in a text is the node's number, for per-node fields), the
    study behind it (None where the value is the schema's only one) and whether it is left for the user to choose."""

    pointer: str
    value: Any
    reason: str
    source: Cite | None = None
    unknown: bool = False

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"pointer": self.pointer, "value": self.value, "reason": self.reason,
                               "unknown": self.unknown}
        if self.source is not None:
            out["source"] = self.source.as_dict()
        return out


SWITCH: dict[str, tuple[Bound, ...]] = {
    SYSTEM_Z_FAMILY: (
        Bound("/platform/virtualization", "lpar", "The studies' nodes were LPARs.", S.INTRODUCTION_000),
        Bound("/nodes/*/machine", "cpc{n}", "One LPAR per machine: the study does not recommend every RAC node on "
              "one machine.", S.SUMMARY_000),
        Bound("/public_network/device_type", "osa_1gbe", "Each node reached the LAN through one OSA Express 1 Gb "
              "Ethernet.", S.HARDWARE_000),
        Bound("/public_network/mtu", V.PUBLIC_MTU.value, V.PUBLIC_MTU.note, V.PUBLIC_MTU.cite),
        Bound("/interconnect/type", "osa_10gbe", "Between machines the study's choice is a 10 Gb OSA link "
              "(HiperSockets connect LPARs of one machine only).", S.INTERCONNECT_DEVICE_TYPE),
        Bound("/interconnect/mtu", V.INTERCONNECT_MTU.value, V.INTERCONNECT_MTU.note, V.INTERCONNECT_MTU.cite),
        Bound("/interconnect/inbound_buffers", V.INBOUND_BUFFERS.value, V.INBOUND_BUFFERS.note,
              V.INBOUND_BUFFERS.cite),
        Bound("/kernel/netdev_max_backlog", V.NETDEV_MAX_BACKLOG.value, V.NETDEV_MAX_BACKLOG.note,
              V.NETDEV_MAX_BACKLOG.cite),
        Bound("/storage/protocol", "eckd", "The study's shared disks were ECKD DASD on FICON.", S.HARDWARE_000),
        Bound("/storage/iscsi", None, "iSCSI was measured on x86 only."),
        Bound("/storage/hba", None, "Host bus adapters were measured on x86 only."),
        Bound("/storage/nfs", None, "NFS was measured on x86 only."),
        Bound("/cluster/distribution", "sles", "The study's cluster ran SUSE Linux Enterprise Server 10 SP2.",
              V.DISTRIBUTION_UPDATE.cite),
        Bound("/cluster/distribution_version", 10, "SUSE Linux Enterprise Server 10 SP2.",
              V.DISTRIBUTION_UPDATE.cite),
        Bound("/cluster/distribution_update", V.DISTRIBUTION_UPDATE.value, V.DISTRIBUTION_UPDATE.note,
              V.DISTRIBUTION_UPDATE.cite),
    ),
    X86_FAMILY: (
        Bound("/platform/virtualization", "bare_metal", "x86 nodes run on bare metal (LPARs and z/VM guests exist "
              "only on System z)."),
        Bound("/nodes/*/machine", "server{n}", "An x86 node is a server of its own."),
        Bound("/public_network/device_type", "gigabit_ethernet", "The servers' integrated Gigabit Ethernet "
              "interfaces carried the public network.", S.NETWORK_003),
        Bound("/public_network/mtu", 1500, "No study gives the public MTU on x86; Ethernet's standard 1500 is "
              "written until you choose.", unknown=True),
        Bound("/interconnect/type", "gigabit_ethernet", "The servers' integrated Gigabit Ethernet interfaces "
              "carried the private network.", S.NETWORK_003),
        Bound("/interconnect/mtu", 1500, "The studies' interconnect MTUs on x86 differ (1500, 2044 on IPoIB, 9000 "
              "for jumbo frames); Ethernet's standard 1500 is written until you choose.", unknown=True),
        Bound("/interconnect/inbound_buffers", None, "qeth inbound buffers exist on System z only.",
              S.BUFFER_COUNTS),
        Bound("/kernel/netdev_max_backlog", None, "The study measured the device queue length on System z only.",
              S.QUEUE_LENGTH),
        Bound("/storage/protocol", "fc_hba", "The x86 studies' shared disks were LUNs on Fibre Channel HBAs.",
              S.FC_HBA),
        Bound("/storage/eckd", None, "ECKD DASD exist on System z only."),
        Bound("/storage/fcp", None, "zfcp with multipath is the System z attachment; x86 uses FC HBAs."),
        Bound("/storage/dasd_order_pinned", False, "DASD exist on System z only."),
        Bound("/cluster/distribution", "rhel", "The x86 clusters ran Red Hat Enterprise Linux 3 Update 4.",
              S.EXECUTIVE_SUMMARY_001),
        Bound("/cluster/distribution_version", 3, "Red Hat Enterprise Linux 3 Update 4.", S.EXECUTIVE_SUMMARY_001),
        Bound("/cluster/distribution_update", 4, "Red Hat Enterprise Linux 3 Update 4.", S.EXECUTIVE_SUMMARY_001),
    ),
}

#: Fields only one architecture of a family has: on any other architecture a switch clears them.
ARCHITECTURE_ONLY: dict[str, Bound] = {
    "x86": Bound("/database/sga_attach_address", None, "A lowered SGA attach address is a 32-bit x86 measure.",
                 S.SGA_ATTACH),
}


def family_of(architecture: Any) -> str:
    """The family of an architecture (an unset one is the schema's default, z10)."""
    return SYSTEM_Z_FAMILY if architecture in (None, *SYSTEM_Z) else X86_FAMILY


def published() -> dict[str, Any]:
    """The table as the JSON Schema publishes it (``x-platforms``)."""
    return {
        "families": {family: {"choices": CHOICES[family], "switch": [b.as_dict() for b in SWITCH[family]]}
                     for family in CHOICES},
        "choice_fields": CHOICE_FIELDS,
        "architecture_only": {arch: b.as_dict() for arch, b in ARCHITECTURE_ONLY.items()},
    }


def _tokens(pointer: str) -> list[str]:
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.lstrip("/").split("/")]


def _set(document: dict[str, Any], pointer: str, value: Any) -> tuple[Any, bool]:
    """Write ``value`` at ``pointer`` (creating sections); the old value and whether it changed."""
    *parents, last = _tokens(pointer)
    node: Any = document
    for token in parents:
        if isinstance(node, list):
            node = node[int(token)]
            continue
        child = node.get(token)
        if not isinstance(child, (dict, list)):
            if value is None:
                return None, False
            child = {}
            node[token] = child
        node = child
    before = node.get(last)
    if last not in node and value is None:
        return None, False
    node[last] = value
    return before, before != value


def switch_platform(document: dict[str, Any], architecture: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The document on ``architecture`` and what changed, ``{pointer, before, after, reason, unknown}`` each.

    Within a family only the architecture (and fields another architecture lacks) change; across families every
    field of ``SWITCH`` takes the new family's value and the fields left to the user are listed in ``unknown``.
    """
    out = copy.deepcopy(document)
    platform = out.setdefault("platform", {})
    old_family, new_family = family_of(platform.get("architecture")), family_of(architecture)
    changes: list[dict[str, Any]] = []

    def apply(bound: Bound, pointer: str, value: Any) -> None:
        before, changed = _set(out, pointer, value)
        if changed:
            changes.append({"pointer": pointer, "before": before, "after": value, "reason": bound.reason,
                            "unknown": bound.unknown})
        unknown = [p for p in out.get("unknown", []) if p != pointer]
        if bound.unknown:
            unknown.append(pointer)
        if unknown or "unknown" in out:
            out["unknown"] = unknown

    before = platform.get("architecture")
    platform["architecture"] = architecture
    if before != architecture:
        changes.append({"pointer": "/platform/architecture", "before": before, "after": architecture,
                        "reason": "Chosen.", "unknown": False})
    if old_family != new_family:
        for bound in SWITCH[new_family]:
            if bound.pointer.startswith("/nodes/*/"):
                field = bound.pointer.removeprefix("/nodes/*/")
                for i, _node in enumerate(out.get("nodes", [])):
                    apply(bound, f"/nodes/{i}/{field}", bound.value.format(n=i + 1))
            else:
                apply(bound, bound.pointer, bound.value)
    for arch, bound in ARCHITECTURE_ONLY.items():
        if architecture != arch:
            apply(bound, bound.pointer, bound.value)
    if out.get("unknown") == []:
        del out["unknown"]
    return out, changes
