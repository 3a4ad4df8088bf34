"""Plan drift (what the AWR report says was set, against the linked plan) and the result-side rules."""

from __future__ import annotations

from typing import Any

from apps.rules.engine import ResultContext, catalogue_version, diagnose_results
from apps.topology.parsing import TopologyInvalid, parse_topology

from .metrics import AWR_KINDS, StoredFile, plain_metrics

MB = 1024 * 1024
# init.ora parameter -> (document pointer, how the report's value compares to the plan's)
SIZED = {
    "sga_target": "/database/sga_target_mb",
    "sga_max_size": "/database/sga_max_size_mb",
    "db_cache_size": "/database/db_cache_size_mb",
    "shared_pool_size": "/database/shared_pool_size_mb",
    "pga_aggregate_target": "/database/pga_aggregate_target_mb",
}
COUNTS = {
    "db_block_size": "/database/db_block_size",
    "db_writer_processes": "/database/db_writer_processes",
    "parallel_max_servers": "/database/parallel_max_servers",
    "parallel_threads_per_cpu": "/database/parallel_threads_per_cpu",
    "processes": "/database/processes",
}
FLAGS = {"disk_asynch_io": "/database/disk_asynch_io"}
WORDS = {"filesystemio_options": "/database/filesystemio_options"}


def _get(doc: dict[str, Any], pointer: str) -> Any:
    node: Any = doc
    for part in pointer.strip("/").split("/"):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def _as_bytes(text: str) -> int | None:
    t = str(text).strip().upper().rstrip("B")
    factor = {"K": 1024, "M": MB, "G": 1024 * MB, "T": 1024 * 1024 * MB}.get(t[-1:], 1)
    try:
        return int(float(t[:-1] if factor != 1 else t) * factor)
    except ValueError:
        return None


def _int(text: str) -> int | None:
    try:
        return int(float(str(text).strip()))
    except ValueError:
        return None


def _item(param: str, pointer: str, planned: Any, measured: Any, message: str) -> dict[str, Any]:
    return {"parameter": param, "path": pointer, "plan": planned, "measured": measured, "message": message}


def plan_drift(document: dict[str, Any], awr_files: list[StoredFile]) -> list[dict[str, Any]]:
    """Differences between the plan and what the AWR reports show: parameters, CPUs, release."""
    drift: list[dict[str, Any]] = []
    params: dict[str, str] = {}
    for f in awr_files:
        params.update({k.lower(): v for k, v in f.report.parameters.items()})
    for name, pointer in SIZED.items():
        planned, raw = _get(document, pointer), params.get(name)
        if planned is None or raw is None:
            continue
        measured = _as_bytes(raw)
        if measured is not None and abs(measured / MB - planned) > max(1.0, planned * 0.01):
            drift.append(_item(name, pointer, planned, round(measured / MB),
                               f"{name} is {round(measured / MB)} MB in the report; the plan has {planned} MB."))
    for name, pointer in COUNTS.items():
        planned, measured = _get(document, pointer), _int(params.get(name, "x"))
        if planned is not None and measured is not None and measured != planned:
            drift.append(_item(name, pointer, planned, measured,
                               f"{name} is {measured} in the report; the plan has {planned}."))
    for name, pointer in FLAGS.items():
        planned, raw = _get(document, pointer), params.get(name)
        if planned is not None and raw is not None and (raw.strip().upper() == "TRUE") != planned:
            drift.append(_item(name, pointer, planned, raw, f"{name} is {raw} in the report; the plan has "
                                                            f"{str(planned).upper()}."))
    for name, pointer in WORDS.items():
        planned, raw = _get(document, pointer), params.get(name)
        if planned is not None and raw is not None and raw.strip().lower() != str(planned).lower():
            drift.append(_item(name, pointer, planned, raw, f"{name} is {raw} in the report; the plan has {planned}."))
    nodes = document.get("nodes") or []
    rac_planned = len(nodes) > 1
    cluster_db = params.get("cluster_database")
    if cluster_db is not None and (cluster_db.strip().upper() == "TRUE") != rac_planned:
        drift.append(_item("cluster_database", "/nodes", rac_planned, cluster_db,
                           f"cluster_database is {cluster_db} in the report, but the plan has {len(nodes)} node(s)."))
    by_host = {n.get("hostname", "").lower(): (i, n) for i, n in enumerate(nodes)}
    for f in awr_files:
        cpus = f.report.host.cpus
        hosts = [h.split(".")[0].lower() for h in f.report.identity.hosts]
        match = next((by_host[h] for h in hosts if h in by_host), None)
        if cpus and match and match[1].get("cpus") and int(cpus) != int(match[1]["cpus"]):
            i, node = match
            drift.append(_item("cpus", f"/nodes/{i}/cpus", node["cpus"], cpus,
                               f"{node['hostname']} has {cpus} CPUs in {f.name}; the plan gives it {node['cpus']}."))
        release = f.report.release
        planned = (document.get("cluster") or {}).get("oracle_release")
        if release and planned and not str(release).startswith(str(planned)):
            drift.append(_item("release", "/cluster/oracle_release", planned, release,
                               f"{f.name} was taken on Oracle {release}; the plan says {planned}."))
    unique = {(d["parameter"], d["path"], str(d["measured"])): d for d in drift}
    return [unique[k] for k in sorted(unique)]


def diagnose_run(run, files: list[StoredFile]) -> dict[str, Any]:
    """Drift against the linked plan version and the findings of the result-side rules."""
    awr = [f for f in files if f.kind in AWR_KINDS]
    document = run.plan_version.document if run.plan_version_id else None
    topology = None
    if document is not None:
        try:
            topology = parse_topology(document)
        except TopologyInvalid:
            topology = None
    values = plain_metrics(run.metrics or {})
    parameters: dict[str, str] = {}
    for f in awr:
        parameters.update(f.report.parameters)
    context = ResultContext(metrics=values, top_events=values.get("top_events") or [], parameters=parameters,
                            topology=topology)
    return {
        "drift": plan_drift(document, awr) if document is not None else [],
        "findings": diagnose_results(context),
        "catalogue_version": catalogue_version(),
    }
