"""Values derived from the topology that several templates share (names, SIDs, devices, disk paths).

Everything here is computed from the plan with fixed rules, so the same plan always gives the same context. Where
the plan leaves a value open that a file needs (qeth device numbers, HyperPAV alias numbers), a documented
deterministic scheme fills it and the file marks the value as a placeholder.
"""

from __future__ import annotations

import re
from ipaddress import IPv4Network, ip_network
from typing import Any

from apps.studies import sections as S
from apps.studies import values as V
from apps.topology.parsing import dump
from apps.topology.schema import DB_NAME_CHARS, DB_NAME_FROM_CLUSTER, DB_NAME_GIVEN, LABELS, Disk, Topology

from . import sysctl
from .errors import RenderError

PRIVATE_NETWORKS = (ip_network("10.0.0.0/8"), ip_network("172.16.0.0/12"), ip_network("192.168.0.0/16"))
QETH_DEVICES = {"hipersockets", "osa_10gbe", "osa_1gbe"}


# The instance-wide parameters init_db.ora.j2 computes itself. A database.other entry with one of these names (in
# any case) replaces the computed value rather than adding a second line: other is where the plan states such a
# value on purpose (study 002 set cluster_database_instances = 10 on two nodes, and rule DB052 reads it there).
INIT_DB_COMPUTED = frozenset({"db_name", "cluster_database", "cluster_database_instances", "remote_listener",
                              "dispatchers", "shared_servers", "db_create_file_dest", "db_create_online_log_dest_1"})


def db_name(t: Topology) -> str:
    """db_name: the plan's (database.other), else the cluster name's letters and digits (``Topology.database_name``).

    A name Oracle would not take is refused, never cut: the document's validation refuses it on its field, and a
    topology that was built around that validation is refused here with the same reason.
    """
    name = t.database_name
    if not name or len(name) > DB_NAME_CHARS:
        given = t.given_db_name
        reason = (DB_NAME_GIVEN.format(name=str(given)) if given is not None
                  else DB_NAME_FROM_CLUSTER.format(name=name, length=len(name)))
        raise RenderError(reason, template="oracle/init_db.ora.j2")
    return name


def init_db_parameters(t: Topology) -> dict[str, Any]:
    """database.other split in two: values replacing computed lines (by lower-case name), and the further ones."""
    return {
        "given": {k.lower(): v for k, v in t.database.other.items() if k.lower() in INIT_DB_COMPUTED},
        "further": sorted(((k, v) for k, v in t.database.other.items() if k.lower() not in INIT_DB_COMPUTED),
                          key=lambda item: item[0].lower()),
    }


def ident(text: str) -> str:
    """An upper-case Oracle Net / init.ora identifier from a host or cluster name."""
    return re.sub(r"[^A-Za-z0-9_]", "_", text).upper()


def ccw(number: int) -> str:
    return f"0.0.{number:04x}"


def _netmask(net: IPv4Network) -> str:
    return str(net.netmask)


def _release_parts(release: str) -> tuple[int, ...]:
    return tuple(int(p) for p in release.split("."))


def installation(t: Topology) -> dict[str, Any]:
    """Base release, patch set and homes, following the studies' installation order."""
    release = t.cluster.oracle_release
    parts = _release_parts(release)
    on_z = t.platform.is_system_z
    base = None
    base_cite = None
    if on_z and parts[:2] == (10, 2) and parts > (10, 2, 0, 2):
        base, base_cite = V.SYSTEM_Z_BASE_RELEASE.value, S.VERSIONS
    grid_asm = parts >= (11, 2)  # 11gR2: ASM runs from the grid (clusterware) home, study 004 "ASM start"
    return {
        "release": release,
        "base_release": base,
        "base_cite": base_cite,
        "patch_set": release if base else None,
        "major": ".".join(str(p) for p in parts[:2]),
        "asm_in_grid_home": grid_asm,
        "crs_home": V.CRS_HOME.value,
        "db_home": V.DB_HOME.value,
        "asm_home": V.CRS_HOME.value if grid_asm else V.ASM_HOME.value,
        "listener_home": V.CRS_HOME.value if grid_asm else V.DB_HOME.value,
        "oracle_base": V.ORACLE_BASE.value,
        "ora_inventory": V.ORA_INVENTORY.value,
        "libclient_patch": V.SYSTEM_Z_LIBCLIENT_PATCH.value if (on_z and base) else None,
        "is_10g": parts[0] == 10,
    }


def interfaces(t: Topology) -> list[dict[str, Any]]:
    """The public and (for a cluster) interconnect interfaces of every node, with MTU and qeth details.

    qeth device numbers are not part of the plan: the public OSA port gets the study's example device 0.0.07c0
    (read/write/data triplet 07c0-07c2) and the interconnect the next triplet (07c3-07c5). Both are placeholders.
    """
    on_z = t.platform.is_system_z
    out = []
    roles = [("public", t.public_network.device_type, t.public_network.mtu, t.public_network.subnet,
              t.public_network.interface, None)]
    if t.is_rac or any(n.private_ip for n in t.nodes):
        roles.append(("interconnect", t.interconnect.type, t.interconnect.mtu, t.interconnect.subnet,
                      t.interconnect.interface, t.interconnect.inbound_buffers))
    ic = t.interconnect
    for i, (role, device, mtu, subnet, name, buffers) in enumerate(roles):
        qeth = on_z and device in QETH_DEVICES
        first = V.OSA_EXAMPLE_DEVICE.value + 3 * i
        bonded = role == "interconnect" and ic.bonding and bool(ic.bonding_slaves)
        out.append({
            "role": role,
            "device_type": device,
            "device_label": LABELS["network_device"].get(device, device),
            "mtu": mtu,
            "subnet": str(subnet),
            "netmask": _netmask(subnet),
            "name": name,
            "qeth": qeth,
            "bus_id": ccw(first) if qeth else None,
            "subchannels": [ccw(first + k) for k in range(3)] if qeth else [],
            "buffer_count": buffers if (qeth and role == "interconnect") else None,
            "infiniband": device == "infiniband",
            "hipersockets": device == "hipersockets",
            "bond": {"mode": ic.bonding_mode, "slaves": list(ic.bonding_slaves)} if bonded else None,
            "master": None,
        })
        if bonded:
            # Each slave gets its own file naming the bond as its master; the address lives on the bond.
            for slave in ic.bonding_slaves:
                out.append({
                    "role": "bond-slave", "device_type": device,
                    "device_label": LABELS["network_device"].get(device, device), "mtu": mtu,
                    "subnet": str(subnet), "netmask": _netmask(subnet), "name": slave, "qeth": False,
                    "bus_id": None, "subchannels": [], "buffer_count": None, "infiniband": device == "infiniband",
                    "hipersockets": False, "bond": None, "master": name,
                })
    return out


def _dasd_kernel_name(device: str) -> str | None:
    """``/dev/dasdf`` -> ``dasdf1`` (one partition made by fdasd -a); ``/dev/dasdf1`` stays as is."""
    m = re.fullmatch(r"/dev/(dasd[a-z]+)(\d*)", device)
    if not m:
        return None
    return m.group(1) + (m.group(2) or "1")


def _bus_id(device: str | None) -> str | None:
    if device and re.fullmatch(r"\d\.\d\.[0-9a-fA-F]{4}", device):
        return device.lower()
    return None


def disk_view(t: Topology, disk: Disk) -> dict[str, Any]:
    """How one shared disk appears on the nodes: the path ASM uses and how udev recognises it."""
    protocol = t.storage.protocol
    view: dict[str, Any] = {"name": disk.name, "size_gb": disk.size_gb, "device": disk.device, "wwid": disk.wwid,
                            "path": None, "match": None, "bus_id": None, "base_device": None, "problem": None}
    if protocol == "eckd":
        bus = _bus_id(disk.device)
        kernel = _dasd_kernel_name(disk.device or "")
        if bus:
            view.update(bus_id=bus, base_device=f"/dev/disk/by-path/ccw-{bus}",
                        path=f"/dev/disk/by-path/ccw-{bus}-part1",
                        match=f'KERNEL=="dasd*1", KERNELS=="{bus}"')
        elif kernel:
            view.update(base_device=f"/dev/{re.sub(r'[0-9]+$', '', kernel)}", path=f"/dev/{kernel}",
                        match=f'KERNEL=="{kernel}"')
        else:
            view["problem"] = "no DASD device (/dev/dasdX or a bus id such as 0.0.7100) in the plan"
    elif protocol == "fcp":
        if disk.wwid:
            view.update(path=f"/dev/mapper/{disk.name}", match=f'ENV{{DM_NAME}}=="{disk.name}"')
        else:
            view["problem"] = "no WWID in the plan, so no multipath alias can be defined"
    elif disk.device:
        base = disk.device.rsplit("/", 1)[-1]
        view["path"] = disk.device
        if protocol != "nfs" and disk.device.startswith("/dev/") and re.fullmatch(r"[A-Za-z0-9_.-]+", base):
            if disk.device.startswith("/dev/mapper/"):
                view["match"] = f'ENV{{DM_NAME}}=="{base}"'
            elif disk.device.count("/") == 2:
                view["match"] = f'KERNEL=="{base}"'
    else:
        view["problem"] = "no device in the plan"
    return view


def cluster_file_view(location: str) -> dict[str, Any]:
    """An OCR or voting location: a block device (gets a udev rule) or a file on a shared file system."""
    view: dict[str, Any] = {"location": location, "match": None, "is_device": location.startswith("/dev/")}
    base = location.rsplit("/", 1)[-1]
    if view["is_device"] and re.fullmatch(r"[A-Za-z0-9_.-]+", base):
        if location.startswith("/dev/mapper/"):
            view["match"] = f'ENV{{DM_NAME}}=="{base}"'
        elif location.count("/") == 2:
            view["match"] = f'KERNEL=="{base}"'
    return view


def _dasd_index(letters: str) -> int:
    """dasda -> 0, dasdz -> 25, dasdaa -> 26: the position a name has in the kernel's discovery order."""
    index = 0
    for ch in letters:
        index = index * 26 + (ord(ch) - ord("a") + 1)
    return index - 1


def dasd_positions(disks: list[dict[str, Any]], files: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """For DASDs the plan names by kernel name: the position each must have in the dasd= list."""
    seen: dict[str, list[str]] = {}
    for d in disks:
        m = re.fullmatch(r"/dev/dasd([a-z]+)\d*", d["device"] or "")
        if m and not d["bus_id"]:
            seen.setdefault(m.group(1), []).append(d["name"])
    for f in files:
        m = re.fullmatch(r"/dev/dasd([a-z]+)\d*", f["location"])
        if m:
            seen.setdefault(m.group(1), [])
    out = [{"position": _dasd_index(k) + 1, "name": f"dasd{k}", "disks": sorted(set(v))} for k, v in seen.items()]
    return sorted(out, key=lambda x: x["position"])


def hyperpav(t: Topology, disks: list[dict[str, Any]]) -> dict[str, Any] | None:
    """HyperPAV alias device numbers: placeholders at the top of each LCU used by the plan's base devices."""
    if t.storage.protocol != "eckd" or t.storage.eckd is None or t.storage.eckd.pav != "hyperpav":
        return None
    eckd = t.storage.eckd
    lcus = sorted({d["bus_id"][:6] for d in disks if d["bus_id"]})  # "0.0.71" -> LCU 0x71 of CSS 0
    aliases = []
    for lcu in lcus:
        for k in range(eckd.aliases_per_lcu):
            aliases.append(f"{lcu}{0xFF - k:02x}")
    return {"lcus": lcus, "aliases_per_lcu": eckd.aliases_per_lcu, "aliases": sorted(aliases),
            "planned_lcus": eckd.lcus}


def static_pav(t: Topology) -> dict[str, Any] | None:
    """Static PAV driven by the multipath daemon (study 004, "HyperPAV": PAV devices require the multipath daemon and
    its configuration): what /etc/multipath.conf needs; None for HyperPAV, no aliases, or no daemon."""
    eckd = t.storage.eckd if t.storage.protocol == "eckd" else None
    if eckd is None or eckd.pav != "pav" or eckd.aliases_per_lcu == 0 or not eckd.pav_multipath:
        return None
    return {"aliases_per_lcu": eckd.aliases_per_lcu, "lcus": eckd.lcus}


def nfs_mounts(t: Topology, ocr: list[dict[str, Any]], voting: list[dict[str, Any]]) -> dict[str, Any] | None:
    """fstab lines: the datafile mount, plus a noac mount for the directories that hold OCR and voting files."""
    if t.storage.protocol != "nfs" and t.shared_disks.manager != "nfs":
        return None
    nfs = t.storage.nfs
    if nfs is None:
        return None
    mount = nfs.mount_point.rstrip("/") or "/"
    # The schema admits no white space in mount options (apps.topology.schema.MOUNT_OPTIONS): written as given.
    options = nfs.options or V.NFS_DATAFILE_OPTIONS.value
    lines = [{"spec": f"{nfs.server}:{nfs.export}", "file": mount, "options": options, "purpose": "datafiles",
              "from_plan": bool(nfs.options.strip())}]
    own = t.cluster_files.nfs_options
    cluster_options = own or V.NFS_CLUSTERFILE_OPTIONS.value
    unmounted = []
    dirs = sorted({v["location"].rsplit("/", 1)[0] or "/" for v in ocr + voting if not v["is_device"]})
    for d in dirs:
        if d == mount or d.startswith(mount + "/"):
            rel = d[len(mount):]
            if d == mount:
                unmounted.append(d)  # same directory as the datafiles: cannot carry different options
                continue
            lines.append({"spec": f"{nfs.server}:{nfs.export.rstrip('/')}{rel}", "file": d,
                          "options": cluster_options, "purpose": "OCR and voting files",
                          "from_plan": bool(own)})
        else:
            unmounted.append(d)
    return {"lines": lines, "unmounted": unmounted, "server": nfs.server, "cluster_options": cluster_options}


def build(t: Topology, *, plan_ref: dict[str, Any], findings: list[dict[str, Any]], catalogue_version: str,
          generator_version: str) -> dict[str, Any]:
    """The render context shared by every template."""
    name = db_name(t)
    ifaces = interfaces(t)
    storage = storage_context(t)
    nodes = node_context(t, name)
    return {
        "t": dump(t),
        "plan": plan_ref,
        "generator_version": generator_version,
        "catalogue_version": catalogue_version,
        "findings": findings_summary(findings),
        "db_name": name,
        "db_ident": ident(name),
        "nodes": nodes,
        "node_list": ",".join(n["hostname"] for n in nodes),
        **platform_context(t),
        "install": installation(t),
        "interfaces": ifaces,
        "public_if": ifaces[0],
        "interconnect_if": ifaces[1] if len(ifaces) > 1 else None,
        "public_is_private_range": any(t.public_network.subnet.subnet_of(net) for net in PRIVATE_NETWORKS),
        "storage_label": LABELS["storage_protocol"][t.storage.protocol],
        "manager_label": LABELS["disk_manager"][t.shared_disks.manager],
        **storage,
        "io_defaults": io_defaults(t),
        "db_params": init_db_parameters(t),
        "tns": tns(t),
        "ocfs2_name": (re.sub(r"[^A-Za-z0-9]", "", t.cluster.name)[:16] or "ocfs2").lower(),
        "study": study_values(),
        **settings_context(t),
        "max_instances": max(len(nodes), 1),
    }


def findings_summary(findings: list[dict[str, Any]]) -> dict[str, Any]:
    """The plan's errors, and how many findings of each severity it has."""
    counts: dict[str, int] = {}
    for f in findings:
        sev = str(f.get("severity", "info"))
        counts[sev] = counts.get(sev, 0) + 1
    return {"errors": [f for f in findings if f.get("severity") == "error"], "counts": dict(sorted(counts.items())),
            "total": len(findings)}


def platform_context(t: Topology) -> dict[str, Any]:
    """Cluster or single instance, architecture, virtualisation, distribution and kernel, as the files name them."""
    return {
        "is_rac": t.is_rac,
        "is_system_z": t.platform.is_system_z,
        "arch_label": LABELS["architecture"][t.platform.architecture],
        "virt_label": LABELS["virtualization"][t.platform.virtualization],
        "distro": t.cluster.distribution,
        "distro_label": ("SUSE Linux Enterprise Server" if t.cluster.distribution == "sles"
                         else "Red Hat Enterprise Linux"),
        "kernel_series": t.cluster.effective_kernel_series,
    }


def node_context(t: Topology, name: str) -> list[dict[str, Any]]:
    """Each node with its names, addresses, instance (SID, ASM SID, redo thread, undo tablespace, listener) and
    kernel settings; ``name`` is the database name."""
    nodes = []
    for i, n in enumerate(t.nodes, start=1):
        nodes.append({
            "hostname": n.hostname,
            "vip_name": f"{n.hostname}vip",
            "priv_name": f"{n.hostname}priv" if n.private_ip else None,
            "public_ip": str(n.public_ip),
            "vip": str(n.vip),
            "private_ip": str(n.private_ip) if n.private_ip else None,
            "cpus": n.cpus,
            "memory_gb": n.memory_gb,
            "machine": n.machine,
            "number": i,
            "sid": f"{name}{i}" if t.is_rac else name,
            "asm_sid": f"+ASM{i}" if t.is_rac else "+ASM",
            "thread": i,
            "undo_tablespace": f"UNDOTBS{i}",
            "listener": f"LISTENER_{ident(n.hostname)}",
            "sysctl": [line.as_dict() for line in sysctl.compute(t, n)],
        })
    return nodes


def storage_context(t: Topology) -> dict[str, Any]:
    """The shared disks as the nodes see them, the OCR and voting files, the disk groups, and what DASDs need
    (formatting, bus ids, positions, HyperPAV aliases) or NFS mounts."""
    disks = [disk_view(t, d) for d in t.storage.disks]
    ocr = [cluster_file_view(x) for x in t.cluster_files.ocr.locations]
    voting = [cluster_file_view(x) for x in t.cluster_files.voting.locations]
    cluster_paths = {v["location"] for v in ocr + voting}
    for d in disks:
        # A disk that holds OCR or voting keeps the owners of those files, not the data disk owners.
        d["cluster_file"] = bool(d["device"] and d["device"] in cluster_paths) or bool(
            d["path"] and d["path"] in cluster_paths)
    groups = disk_groups(t, disks)
    return {
        "disks": disks,
        "disk_problems": [d for d in disks if d["problem"]],
        "ocr": ocr,
        "voting": voting,
        "disk_groups": groups,
        "data_group": next((g for g in groups if g["purpose"] in ("data", "mixed")), groups[0] if groups else None),
        "redo_group": next((g for g in groups if g["purpose"] == "redo"), None),
        "asm_disk_paths": sorted({d["path"] for g in groups for d in g["disks"] if d["path"]}),
        "uses_asm": t.shared_disks.manager == "asm",
        "hyperpav": hyperpav(t, disks),
        "static_pav": static_pav(t),
        "nfs": nfs_mounts(t, ocr, voting),
        "dasd_bus_ids": [d["bus_id"] for d in disks if d["bus_id"]],
        "dasd_format": dasd_format(disks, ocr + voting),
        "dasd_positions": dasd_positions(disks, ocr + voting),
    }


def disk_groups(t: Topology, disks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The plan's disk groups, each with its member disks' views, their paths and the members without one."""
    by_name = {d["name"]: d for d in disks}
    groups = []
    for g in t.shared_disks.disk_groups:
        members = [by_name[n] for n in g.disks if n in by_name]
        groups.append({"name": g.name.upper(), "purpose": g.purpose, "redundancy": g.redundancy,
                       "disks": members, "paths": [m["path"] for m in members if m["path"]],
                       "missing": [m["name"] for m in members if not m["path"]]})
    return groups


def dasd_format(disks: list[dict[str, Any]], files: list[dict[str, Any]]) -> list[str]:
    """The base devices to format: the disks' and those of the OCR and voting DASDs, each once, in order."""
    formats: list[str] = []
    for base_dev in [d["base_device"] for d in disks if d["base_device"]] + [
            re.sub(r"[0-9]+$", "", v["location"]) for v in files
            if re.fullmatch(r"/dev/dasd[a-z]+[0-9]*", v["location"])]:
        if base_dev not in formats:
            formats.append(base_dev)
    return formats


def settings_context(t: Topology) -> dict[str, Any]:
    """The plan's limits and server settings where it has them, else the study's values (``apps.studies.values``
    names them)."""
    return {
        # The plan's limits (defaults are the study's values; rule KN004 flags lower ones).
        "limits": [(V.ORACLE_USER.value, "hard", "nofile", t.kernel.limits.nofile_hard),
                   (V.ORACLE_USER.value, "soft", "nproc", t.kernel.limits.nproc_soft),
                   (V.ORACLE_USER.value, "hard", "nproc", t.kernel.limits.nproc_hard)],
        "ulimit": {"nofile": t.kernel.limits.nofile_hard, "nproc": t.kernel.limits.nproc_hard},
        "lms_nice": t.server.lms_nice if t.server.lms_nice is not None else V.LMS_NICE.value,
        "lms_nice_from_plan": t.server.lms_nice is not None,
        "asm_params": asm_parameters(t),
        "udev_mode": t.shared_disks.udev_mode.zfill(4),
        "asm_autostart": t.shared_disks.asm_autostart,
        "clusterware_release": t.cluster.clusterware_release,
        "racgvip_workaround": t.public_network.racgvip_workaround,
    }


def asm_parameters(t: Topology) -> dict[str, Any]:
    """The ASM instance's pools and processes: the plan's, else study 002's 67 MB pools (processes: Oracle's)."""
    asm = t.shared_disks.asm_instance
    return {
        "shared_pool_size_mb": asm.shared_pool_size_mb or V.ASM_POOL_MB.value,
        "large_pool_size_mb": asm.large_pool_size_mb or V.ASM_POOL_MB.value,
        "pools_from_plan": asm.shared_pool_size_mb is not None or asm.large_pool_size_mb is not None,
        "processes": asm.processes,
        "disk_asynch_io": asm.disk_asynch_io,
        "filesystemio_options": asm.filesystemio_options,
    }


def study_values() -> dict[str, Any]:
    """The studies' named values (``apps.studies.values``), for the templates as ``study.<NAME>``."""
    return {name: m.value for name, m in V.measured_values().items()}


def io_defaults(t: Topology) -> dict[str, Any]:
    """disk_asynch_io / filesystemio_options: the plan's, else what study 001 used for that storage kind."""
    db = t.database
    by_protocol = {  # study 001, Appendix F
        "nfs": (False, "DIRECTIO"),
        "iscsi_software": (True, "ASYNCH"),
        "iscsi_hba": (True, "ASYNCH"),
        "fc_hba": (True, "ASYNCH"),
    }
    study = by_protocol.get(t.storage.protocol)
    asynch = db.disk_asynch_io
    fsio = db.filesystemio_options.upper() if db.filesystemio_options else None
    asynch_src = "plan" if asynch is not None else None
    fsio_src = "plan" if fsio is not None else None
    if study:
        if asynch is None:
            asynch, asynch_src = study[0], "study"
        if fsio is None:
            fsio, fsio_src = study[1], "study"
    return {"disk_asynch_io": asynch, "disk_asynch_io_source": asynch_src,
            "filesystemio_options": fsio, "filesystemio_options_source": fsio_src}


def tns(t: Topology) -> dict[str, Any]:
    """Client connect settings: load balancing for a workload-balanced cluster, failover for a failover cluster."""
    balanced = t.cluster.mode == "workload_balanced"
    return {
        "load_balance": "on" if balanced else "off",
        "failover": "off" if balanced else "on",
        "server": "SHARED" if t.server.mode == "shared" else "DEDICATED",
    }
