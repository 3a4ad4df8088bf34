"""Storage: shared disks (multipath WWIDs, DASDs, the udev mode), the datafiles' NFS mount and the storage
protocol the files show; for an import, the disks themselves, ASM's disk groups and the shared-disk manager."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from apps.studies.values import NFS_DATAFILE_OPTIONS

from ._common import DERIVED, _Builder, _node_facts, _sources, get, put


def _place_disks(b: _Builder, facts: dict, *, planned: bool) -> None:
    """Shared disks: WWIDs of multipath aliases, the udev mode, DASDs; without a plan, the disks themselves."""
    mpaths = _node_facts(facts, "/_mpath/")
    dasds = _node_facts(facts, "/_dasd/")
    udev = _node_facts(facts, "/_udev/")
    if not planned:
        _skeleton_disks(b, mpaths, dasds, udev)
    disks = get(b.doc, "/storage/disks") or []
    for index, disk in enumerate(disks):
        name = disk.get("name")
        # a DASD's map shows its UID, not a SCSI WWID (parse_multipath_ll): no disk's wwid
        wwids = {node: [(entries[name][0]["wwid"], entries[name][1])] for node, entries in mpaths.items()
                 if name in entries and "wwid" in entries[name][0]}
        if wwids:
            b.agree(f"/storage/disks/{index}/wwid", wwids)
    _check_dasds(b, disks, dasds)
    modes: dict[str, list[tuple[Any, str]]] = {}
    for node, rules in udev.items():
        counted = Counter(v[0].get("mode") for v in rules.values() if v[0].get("owner") == "oracle"
                          and v[0].get("group") != "oinstall" and v[0].get("mode"))
        if counted:
            modes[node] = [(counted.most_common(1)[0][0], next(iter(rules.values()))[1])]
    if modes:
        b.agree("/shared_disks/udev_mode", modes)


def _check_dasds(b: _Builder, disks: list[dict[str, Any]], dasds: dict) -> None:
    """A planned DASD (kernel name or bus id) that a node's DASD list does not show as active is a warning."""
    for node, listing in sorted(dasds.items()):
        active = {name for name, (value, _) in listing.items() if value.get("status") == "active"}
        active |= {value["bus_id"] for name, (value, _) in listing.items() if value.get("status") == "active"}
        for disk in disks:
            device = str(disk.get("device") or "")
            wanted = re.sub(r"^/dev/(dasd[a-z]+)\d*$", r"\1", device)
            if (wanted.startswith("dasd") or re.fullmatch(r"\d\.\d\.[0-9a-f]{4}", wanted)) and wanted not in active:
                b.warnings.append(f"{node}: disk {disk.get('name')} ({device}) is not an active DASD on the node")


def _skeleton_disks(b: _Builder, mpaths: dict, dasds: dict, udev: dict) -> None:
    """Disks of a cluster without a plan: multipath maps, and the DASDs that have a udev rule (Oracle's disks).
    A disk's size is known from a DASD list; a multipath map does not show it (size unknown)."""
    disks: dict[str, dict[str, Any]] = {}
    sources: dict[str, dict[str, list[tuple[str, str]]]] = {}  # disk -> field -> sources
    for node, entries in sorted(mpaths.items()):
        for alias, (value, kind) in sorted(entries.items()):
            if re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]{0,39}", alias):
                # device-mapper names a multipath map's device after its alias (multipath.conf(5)).
                disk = disks.setdefault(alias, {"name": alias, "size_gb": 1, "device": f"/dev/mapper/{alias}"})
                fields = sources.setdefault(alias, {})
                for field_name in ("name", "device"):
                    fields.setdefault(field_name, []).append((node, kind))
                if re.fullmatch(r"[0-9a-fA-F]{8,64}", value.get("wwid", "")):
                    disk["wwid"] = value["wwid"]
                    fields.setdefault("wwid", []).append((node, kind))
    ruled = {key for rules in udev.values() for key in rules}
    for node, listing in sorted(dasds.items()):
        for name, (value, kind) in sorted(listing.items()):
            if not ({name, f"{name}1", value.get("bus_id")} & ruled):
                continue
            disk = disks.setdefault(name, {"name": name, "device": f"/dev/{name}", "size_gb": 1})
            fields = sources.setdefault(name, {})
            for field_name in ("name", "device"):
                fields.setdefault(field_name, []).append((node, kind))
            if value.get("size_mb"):
                disk["size_gb"] = round(value["size_mb"] / 1024, 2) or 1
                fields.setdefault("size_gb", []).append((node, kind))
    if not disks:
        return
    names = sorted(disks)
    b.doc.setdefault("storage", {})["disks"] = [disks[name] for name in names]
    for index, name in enumerate(names):
        for field_name, found in sources[name].items():
            b.provenance[f"/storage/disks/{index}/{field_name}"] = list(dict.fromkeys(found))


def _same_options(a: str, b: str) -> bool:
    return sorted(o.strip() for o in a.split(",") if o.strip()) == sorted(o.strip() for o in b.split(",") if o.strip())


def _place_nfs(b: _Builder, facts: dict, *, planned: bool) -> None:
    """The datafile NFS mount (at the plan's mount point; without one, the first NFS mount)."""
    mounts = _node_facts(facts, "/_nfs/")
    if not mounts:
        return
    planned = get(b.doc, "/storage/nfs/mount_point")
    by_field: dict[str, dict[str, list[tuple[Any, str]]]] = {}
    for node, entries in sorted(mounts.items()):
        point = planned if planned in entries else sorted(entries)[0] if planned is None else None
        if point is None:
            continue
        value, kind = entries[point]
        options = value["options"]
        if planned and _same_options(options, NFS_DATAFILE_OPTIONS.value) and not get(b.doc, "/storage/nfs/options"):
            options = ""  # the studies' options: the plan leaves the field empty for them
        for field_name, field_value in (("server", value["server"]), ("export", value["export"]),
                                        ("mount_point", point), ("options", options)):
            by_field.setdefault(field_name, {}).setdefault(node, []).append((field_value, kind))
    for field_name, by_node in sorted(by_field.items()):
        b.agree(f"/storage/nfs/{field_name}", by_node)


_HBA_MODULES = (("ql4x", "iscsi_hba"), ("ql2x", "fc_hba"), ("lpfc", "fc_hba"))


def _storage_protocol(b: _Builder, facts: dict, setting: dict, seen) -> None:
    """The storage protocol the files show: multipath (FCP), DASDs (ECKD), an HBA's module options, an NFS mount."""
    options = sorted(key.split()[-1] for (_, kind, key) in setting if kind == "modprobe")
    hba = next((protocol for prefix, protocol in _HBA_MODULES for option in options if option.startswith(prefix)), None)
    nfs = seen("fstab") if _node_facts(facts, "/_nfs/") else []
    # A multipath.conf whose devices entry is the DASDs' drives static PAV aliases (parse_multipath_conf), and a
    # multipath -ll whose maps are all DASDs shows them (parse_multipath_ll): neither is FCP.
    pav = set(facts.get("/storage/eckd/pav_multipath", {}))
    fcp_maps = {node for node, _ in _multipath_maps(facts, dasd=False)}
    multipath = [(node, kind) for node, kind in seen("multipath-conf", "multipath-ll")
                 if not (node in pav and (kind == "multipath-conf" or node not in fcp_maps))]
    dasd_maps = _multipath_maps(facts, dasd=True)
    if multipath:
        b.set("/storage/protocol", "fcp", multipath)
    elif seen("dasd-devices", "lsdasd") or _node_facts(facts, "/_dasd/") or _dasd_rules(facts) or dasd_maps:
        b.set("/storage/protocol", "eckd", seen("dasd-devices", "lsdasd") + dasd_maps + _dasd_rules(facts))
    elif hba is not None:
        b.set("/storage/protocol", hba, seen("modprobe"))
    elif nfs:
        b.set("/storage/protocol", "nfs", nfs)


def _multipath_maps(facts: dict, *, dasd: bool) -> list[tuple[str, str]]:
    """The (node, kind) of the multipath -ll outputs that show maps of DASDs (``dasd``) or of other disks (FCP)."""
    return sorted({(node, kind) for pointer, by_node in facts.items() if pointer.startswith("/_mpath/")
                   for node, values in by_node.items() for value, kind in values
                   if kind == "multipath-ll" and bool(value.get("dasd")) == dasd})


def _dasd_rules(facts: dict) -> list[tuple[str, str]]:
    """Nodes whose udev rules give DASDs (dasdf1, or a CCW bus id) to the database: ECKD on System z."""
    return sorted({(node, kind) for node, rules in _node_facts(facts, "/_udev/").items()
                   for device, (_, kind) in rules.items() if _DASD.fullmatch(device)})


_DASD = re.compile(r"dasd[a-z]+\d*|\d\.\d\.[0-9a-f]{4}")


# --- an import without a plan -----------------------------------------------------------------------------------------


def _infer_storage(b: _Builder, facts: dict, setting: dict, seen) -> None:
    _storage_protocol(b, facts, setting, seen)
    _disk_groups(b, facts)
    if "/shared_disks/udev_mode" not in b.provenance:
        modes: dict[str, list[tuple[Any, str]]] = {}
        for node, rules in _node_facts(facts, "/_udev/").items():
            counted = Counter(v[0].get("mode") for v in rules.values() if v[0].get("owner") == "grid"
                              and v[0].get("mode"))
            if counted:
                modes[node] = [(counted.most_common(1)[0][0], next(iter(rules.values()))[1])]
        if modes:
            b.agree("/shared_disks/udev_mode", modes)
    _shared_disk_manager(b, facts, seen)


def _disk_groups(b: _Builder, facts: dict) -> None:
    """Disk groups and their redundancy from ``asmcmd lsdg``; names alone from Grid's other outputs."""
    found: dict[str, dict[str, list[tuple[Any, str]]]] = {}
    for node, groups in _node_facts(facts, "/_asm/diskgroup/").items():
        for name, (value, kind) in groups.items():
            found.setdefault(name.upper(), {}).setdefault(node, []).append((value.get("redundancy"), kind))
    named: dict[str, list[tuple[str, str]]] = {}
    for node, values in facts.get("/_asm/diskgroups", {}).items():
        for groups, kind in values:
            for name in groups:
                named.setdefault(str(name).upper(), []).append((node, kind))
    names = sorted(n for n in set(found) | set(named) if re.fullmatch(r"[A-Z][A-Z0-9_]{0,29}", n))
    if not names:
        return
    b.set("/shared_disks/disk_groups", [{"name": name} for name in names], [])
    del b.provenance["/shared_disks/disk_groups"]
    for index, name in enumerate(names):
        by_node = found.get(name, {})
        b.set(f"/shared_disks/disk_groups/{index}/name", name,
              _sources(by_node) + [s for s in named.get(name, []) if s not in _sources(by_node)])
        if by_node and all(v in ("external", "normal", "high") for vs in by_node.values() for v, _ in vs):
            b.agree(f"/shared_disks/disk_groups/{index}/redundancy", by_node)
        put(b.doc, f"/shared_disks/disk_groups/{index}/disks", [])
        b.unknown.add(f"/shared_disks/disk_groups/{index}/disks")  # which disks a group holds is in no file read


def _asm_evidence(b: _Builder, facts: dict, seen) -> list[tuple[str, str]]:
    """Files that show ASM manages the shared disks: oratab's +ASM entry, the ASM instance's parameters, udev rules
    giving disks to the grid or oracle user, a listener of ASM, ``asmcmd lsdg``/``lsdsk``, disk groups in
    ``crsctl stat res -t`` or ``srvctl config database``."""
    out = seen("oratab") if get(b.doc, "/shared_disks/asm_autostart") is not None else []
    out += b.provenance.get("/shared_disks/asm_instance/shared_pool_size_mb", [])
    for node, rules in _node_facts(facts, "/_udev/").items():
        out += [(node, kind) for value, kind in rules.values() if value.get("owner") in ("grid", "oracle")][:1]
    for node, listeners in _node_facts(facts, "/_listener/").items():
        out += [(node, kind) for name, (_, kind) in listeners.items() if "ASM" in name.upper()][:1]
    for pointer in ("/_asm/diskgroups", "/_asm/disks"):
        out += _sources(facts.get(pointer, {}))
    return sorted(set(out))


def _shared_disk_manager(b: _Builder, facts: dict, seen) -> None:
    """ASM when its own files or outputs show it, NFS when the datafiles' mount does (OCFS2's cluster.conf names
    itself)."""
    nfs = seen("fstab") if _node_facts(facts, "/_nfs/") else []
    if "/shared_disks/manager" in b.provenance:
        return  # OCFS2's cluster.conf named it
    asm = _asm_evidence(b, facts, seen)
    if asm:
        b.set("/shared_disks/manager", "asm", [*asm, (DERIVED, "ASM's own files and outputs")])
    elif nfs:
        b.set("/shared_disks/manager", "nfs", [*nfs, (DERIVED, "the datafiles' NFS mount")])
