"""The AWR RAC-global report (awrgrpt), HTML or text: one row per instance and a cluster total."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import precision
from ..model import RAW_SECTION_CAP, ParsedReport, TimedEvent, WaitClassRow
from ..tables import Table
from ..textutil import norm_key, parse_duration_ms, parse_int, parse_number
from ._common import (
    LOAD_PROFILE_COLUMNS,
    Recogniser,
    _cell,
    _clean,
    _col,
    _col_any,
    _header_has,
    _io_profile,
    _parameters,
    _raw_section,
    _yes_no,
    is_parameters,
)


def _instance_rows(t: Table) -> list[tuple[str, list[str]]]:
    """Rows keyed by their first cell: instance numbers and Sum/Avg/Min/Max/Std.

    A one-instance report prints no ``Sum`` row; the single instance row then also
    serves as the cluster total.
    """
    rows = [(row[0].strip(), row) for row in t.rows if row and row[0].strip()]
    numeric = [r for r in rows if r[0].isdigit()]
    if len(numeric) == 1 and not any(k.lower() == "sum" for k, _ in rows):
        rows.append(("Sum", numeric[0][1]))
    return rows


_GRPT_SYSSTAT = {
    "logical reads": "logical_reads",
    "physical reads": "physical_reads",
    "physical writes": "physical_writes",
    "redo size (k)": "redo_size_kb",
    "block changes": "block_changes",
    "user calls": "user_calls",
    "execs": "executes",
    "parses": "parses",
    "logons": "logons",
    "txns": "transactions",
}


def _grpt_key(header: str) -> str | None:
    h = header.lower().replace("/s", "").strip()
    return _GRPT_SYSSTAT.get(h)


@dataclass
class _Global:
    """What the RAC-global handlers fill: the report, one dict per instance number and the cluster total."""

    rep: ParsedReport
    per_inst: dict[str, dict] = field(default_factory=dict)

    @property
    def total(self) -> dict[str, Any]:
        return self.rep.cluster_total

    def inst(self, num: str) -> dict:
        return self.per_inst.setdefault(num, {"inst_num": parse_int(num)})


_G_DBINST = re.compile(r"\s*DB/Inst:.*$")


def _g_title(t: Table) -> str:
    """The section title of a RAC-global table, the same for HTML (summary / heading) and text (title line)."""
    raw = t.summary or t.heading or t.title
    raw = _G_DBINST.sub("", raw)
    return " ".join(raw.split()).lower()


def _by_instance(t: Table) -> bool:
    return bool(t.header) and t.header[0].strip() == "I#"


def _g_is(prefix: str, *, by_instance: bool = True, exclude: str | None = None) -> Recogniser:
    def recognise(t: Table) -> bool:
        title = _g_title(t)
        if not title.startswith(prefix) or (exclude and title.startswith(exclude)):
            return False
        return _by_instance(t) if by_instance else True

    return recognise


def is_g_database_summary(t: Table) -> bool:
    return _g_title(t).startswith("database summary") and _col(t.header, "name") is not None and bool(t.rows) and (
        _col(t.header, "rac") is not None
    )


def is_g_instances(t: Table) -> bool:
    return _by_instance(t) and _header_has(t, "instance", "host", "release")


def _g_database_summary(g: _Global, t: Table) -> None:
    rep, h, row = g.rep, t.header, t.rows[0]
    rep.identity.dbid = parse_int(_cell(row, _col(h, "id", exclude=("snapshot",))))
    rep.identity.db_name = _clean(_cell(row, _col(h, "name", exclude=("unique",))))
    rep.identity.rac = _yes_no(_cell(row, _col(h, "rac")))
    bs = parse_int(_cell(row, _col(h, "block size")))
    if bs:
        rep.cache_sizes["std_block_size_bytes"] = bs
    rep.snapshot.begin_id = parse_int(_cell(row, _col(h, "snapshot", "begin")))
    rep.snapshot.end_id = parse_int(_cell(row, _col(h, "snapshot", "end")))
    rep.snapshot.db_time_min = parse_number(_cell(row, _col(h, "db time")))
    rep.snapshot.elapsed_min = parse_number(_cell(row, _col(h, "elapsed")))
    rep.extra["instances_in_report"] = parse_int(_cell(row, _col(h, "instances", "in report")))
    rep.extra["instances_total"] = parse_int(_cell(row, _col(h, "instances", "total")))
    rep.section_titles["snapshot"] = t.summary or "Database Summary"


def _g_instances(g: _Global, t: Table) -> None:
    h = t.header
    for key, row in _instance_rows(t):
        if not key.isdigit():
            continue
        d = g.inst(key)
        d["instance_name"] = _clean(_cell(row, _col(h, "instance")))
        d["host"] = _clean(_cell(row, _col(h, "host")))
        d["release"] = _clean(_cell(row, _col(h, "release")))
        d["begin_snap_time"] = _clean(_cell(row, _col(h, "begin snap")))
        d["end_snap_time"] = _clean(_cell(row, _col(h, "end snap")))
        d["elapsed_min"] = parse_number(_cell(row, _col(h, "elapsed")))
        d["db_time_min"] = parse_number(_cell(row, _col(h, "db time")))
        d["platform"] = _clean(_cell(row, _col(h, "platform")))


def _g_os_stats(g: _Global, t: Table) -> None:
    h = t.header
    cols = {
        # HTML prints "#CPUs / #Cores / #Sckts", text "#CPUs #Core #Sckt"; older releases "Num CPUs" etc.
        "cpus": _col_any(h, ("#cpus",), ("num cpus",), exclude=("end",)),
        "cores": _col_any(h, ("#core",), ("cpu cores",), exclude=("end",)),
        "sockets": _col_any(h, ("#sck",), ("cpu sckts",), exclude=("end",)),
        "pct_busy": _col(h, "% busy"),
        "pct_user": _col(h, "% usr"),
        "pct_system": _col(h, "% sys"),
        "pct_wio": _col(h, "% wio"),
        "pct_idle": _col(h, "% idl"),
        "busy_time_s": _col_any(h, ("busy time",), ("time (s) / busy",)),
        "idle_time_s": _col_any(h, ("idle time",), ("time (s) / idle",)),
        "memory_mb": _col_any(h, ("memory (m)",), ("memory / mb",), exclude=("end",)),
    }
    for key, row in _instance_rows(t):
        values = {k: parse_number(_cell(row, i)) for k, i in cols.items()}
        if key.isdigit():
            g.inst(key).update(values)
        elif key.lower() == "sum":
            g.total["busy_time_s"] = values["busy_time_s"]
            g.total["idle_time_s"] = values["idle_time_s"]
    g.rep.section_titles["host_cpu"] = t.summary or "OS Statistics By Instance"


def _g_time_model(g: _Global, t: Table) -> None:
    h = t.header
    for key, row in _instance_rows(t):
        vals = {
            "db_time_s": parse_number(_cell(row, _col(h, "db time"))),
            "db_cpu_s": parse_number(_cell(row, _col(h, "db cpu"))),
            "bg_cpu_s": parse_number(_cell(row, _col(h, "bg cpu"))),
        }
        if key.isdigit():
            g.inst(key).update(vals)
        elif key.lower() == "sum":
            g.total.update(vals)
    g.rep.section_titles["time_model"] = t.summary or "Time Model"


def _g_wait_class_pct(g: _Global, t: Table) -> None:
    if t.rows:
        for name, raw in zip(t.header, t.rows[0], strict=False):
            if name:
                g.rep.wait_classes.append(WaitClassRow(wait_class=name, pct_db_time=parse_number(raw)))
    g.rep.section_titles["wait_classes"] = t.summary or "Foreground Wait Classes"


def _g_top_events(g: _Global, t: Table) -> None:
    # HTML marks every cluster-wide row with "*"; text prints the "*" on the first row of the group only
    cluster, current = [], ""
    for row in t.rows:
        if not row:
            continue
        current = row[0].strip() or current
        if current == "*":
            cluster.append(row)
    g.rep.top_events = _grpt_events(Table(title=t.title, header=t.header, rows=cluster))
    g.rep.section_titles["top_events"] = t.heading or "Top Timed Events"


def _g_sysstat(g: _Global, t: Table) -> None:
    rep, h = g.rep, t.header
    lp: dict[str, dict[str, float | None]] = {}
    for key, row in _instance_rows(t):
        vals = {}
        for i, name in enumerate(h):
            k = _grpt_key(name)
            if k:
                vals[f"{k}_per_s"] = parse_number(_cell(row, i))
        if key.isdigit():
            g.inst(key).update(vals)
        elif key.lower() == "sum":
            g.total.update(vals)
            for k, v in vals.items():
                base = k.removesuffix("_per_s")
                if base == "redo_size_kb":
                    # printed in KB: the bytes carry the rounding of the printed KB (precision.py)
                    figure = None if v is None else precision.scaled(precision.printed(v), 1024)
                    lp["redo_size"] = {"per_second": None if figure is None else figure[0]}
                    if figure is not None:
                        rep.extra.setdefault("plus_minus", {})["load_profile.redo_size.per_second"] = figure[1]
                else:
                    lp[base] = {"per_second": v}
    rep.load_profile = {k: {c: v.get(c) for c in LOAD_PROFILE_COLUMNS} for k, v in lp.items()}
    rep.section_titles["load_profile"] = t.summary or "System Statistics - Per Second"


def _g_gc_messaging(g: _Global, t: Table) -> None:
    h = t.header
    recv = [i for i, x in enumerate(h) if "received" in x.lower() and "gc " in x.lower()]
    served = [i for i, x in enumerate(h) if "served" in x.lower() and "gc " in x.lower()]
    for key, row in _instance_rows(t):
        r = sum(parse_number(_cell(row, i)) or 0.0 for i in recv) if recv else None
        s = sum(parse_number(_cell(row, i)) or 0.0 for i in served) if served else None
        vals = {"gc_blocks_received_per_s": r, "gc_blocks_served_per_s": s}
        if key.isdigit():
            g.inst(key).update(vals)
        elif key.lower() == "sum":
            g.total.update(vals)
            g.rep.gc_load_profile = {
                "global_cache_blocks_received": {"per_second": r, "per_transaction": None},
                "global_cache_blocks_served": {"per_second": s, "per_transaction": None},
            }
    g.rep.section_titles["gc_load_profile"] = t.summary or "SysStat and Global Messaging (per Sec)- RAC"


def _g_gc_efficiency(g: _Global, t: Table) -> None:
    h = t.header
    for key, row in _instance_rows(t):
        if key.isdigit():
            g.inst(key).update(
                {
                    "gc_local_pct": parse_number(_cell(row, _col(h, "local"))),
                    "gc_remote_pct": parse_number(_cell(row, _col(h, "remote"))),
                    "gc_disk_pct": parse_number(_cell(row, _col(h, "disk"))),
                }
            )
    g.rep.section_titles["gc_efficiency"] = t.summary or "Global Cache Efficiency Percentages"


def _g_interconnect(g: _Global, t: Table) -> None:
    h = t.header
    sent_i = _col(h, "sent", "total")
    recv_i = _col(h, "received", "total")
    for key, row in _instance_rows(t):
        vals = {
            "ic_sent_mb_per_s": parse_number(_cell(row, sent_i)),
            "ic_received_mb_per_s": parse_number(_cell(row, recv_i)),
        }
        if key.isdigit():
            g.inst(key).update(vals)
        elif key.lower() == "sum":
            g.total.update(vals)
            g.rep.interconnect["sent_mb_s"] = vals["ic_sent_mb_per_s"]
            g.rep.interconnect["received_mb_s"] = vals["ic_received_mb_per_s"]
    g.rep.section_titles["interconnect"] = t.summary or "Interconnect Client Statistics (per Second)"


def _g_ping(g: _Global, t: Table) -> None:
    g.rep.interconnect["ping"] = [{norm_key(x): v for x, v in zip(t.header, row, strict=False)} for row in t.rows[:32]]


def _g_io_profile(g: _Global, t: Table) -> None:
    g.rep.io_profile = _io_profile(t)
    g.rep.section_titles["io_profile"] = t.summary or "IO Profile (Global)"


def _g_parameters(g: _Global, t: Table) -> None:
    _parameters(t, g.rep.parameters)
    g.rep.section_titles.setdefault("parameters", t.summary or "init.ora Parameters")


def _g_cache_sizes(g: _Global, t: Table) -> None:
    h = t.header
    for key, row in _instance_rows(t):
        if key.isdigit():
            g.inst(key).update(
                {
                    "db_cache_mb": parse_number(_cell(row, _col(h, "db cache", "begin"))),
                    "shared_pool_mb": parse_number(_cell(row, _col(h, "shared pool", "begin"))),
                    "log_buffer_mb": parse_number(_cell(row, _col(h, "log buffer"))),
                }
            )


GlobalHandler = Callable[[_Global, Table], None]


# The sections of a RAC-global report (awrgrpt), HTML or text, in the order they are tried; as for the instance
# report, the first recogniser that matches a table handles it, and a keyed section is read once.
GLOBAL_SECTIONS: tuple[tuple[Recogniser, str | None, GlobalHandler], ...] = (
    (is_g_database_summary, "dbsum", _g_database_summary),
    (is_g_instances, "insts", _g_instances),
    (_g_is("os statistics by instance"), "os", _g_os_stats),
    (_g_is("time model", exclude="time model -"), "tm", _g_time_model),
    (_g_is("foreground wait classes - % of total db time", by_instance=False), "wcpct", _g_wait_class_pct),
    (_g_is("top timed events"), "top", _g_top_events),
    (_g_is("system statistics - per second"), "ss", _g_sysstat),
    (_g_is("sysstat and global messaging (per sec)"), "gcs", _g_gc_messaging),
    (_g_is("global cache efficiency percentages"), "gce", _g_gc_efficiency),
    (_g_is("interconnect client statistics (per second)"), "icc", _g_interconnect),
    (_g_is("ping statistics", by_instance=False), "ping", _g_ping),
    (_g_is("io profile", by_instance=False), "io", _g_io_profile),
    (lambda t: is_parameters(t) and "multi" not in _g_title(t), None, _g_parameters),
    (_g_is("cache sizes"), "cache", _g_cache_sizes),
)


def build_rac_global_report(rep: ParsedReport, tables: list[Table]) -> ParsedReport:
    """Fill an awrgrpt result (HTML or text): per-instance rows plus a cluster total."""
    g = _Global(rep)
    total = rep.cluster_total
    pending = list(GLOBAL_SECTIONS)  # as in build_instance_report: a keyed section leaves once read
    for t in tables:
        for i, (recognise, key, handle) in enumerate(pending):
            if recognise(t):
                if key is not None:
                    del pending[i]
                handle(g, t)
                break
        else:
            if len(rep.raw_sections) < RAW_SECTION_CAP and t.rows:
                rep.raw_sections.append(_raw_section(t))
    per_inst = g.per_inst

    rep.instances = [per_inst[k] for k in sorted(per_inst, key=lambda x: int(x) if x.isdigit() else 0)]
    ident = rep.identity
    for d in rep.instances:
        if d.get("inst_num") is not None:
            ident.instance_numbers.append(d["inst_num"])
        if d.get("instance_name"):
            ident.instance_names.append(d["instance_name"])
        if d.get("host") and d["host"] not in ident.hosts:
            ident.hosts.append(d["host"])
        if d.get("release") and not rep.release:
            rep.release = d["release"]
        if d.get("platform") and not ident.platform:
            ident.platform = d["platform"]
    if rep.instances:
        first = rep.instances[0]
        rep.snapshot.begin_time = first.get("begin_snap_time")
        rep.snapshot.end_time = first.get("end_snap_time")
        rep.host.cpus = parse_int(str(first.get("cpus") or "")) if first.get("cpus") is not None else None
        rep.host.cores = int(first["cores"]) if first.get("cores") is not None else None
        rep.host.sockets = int(first["sockets"]) if first.get("sockets") is not None else None
        if first.get("memory_mb") is not None:
            rep.host.memory_gb = round(first["memory_mb"] / 1024, 2)
        cpus = [d.get("cpus") for d in rep.instances]
        if all(c is not None for c in cpus):
            total["cpus"] = int(sum(cpus))
    elapsed_s = (rep.snapshot.elapsed_min or 0) * 60
    # what RACplan derives here is a quotient of printed figures: it carries their precision (precision.py), kept in
    # extra["plus_minus"] by "load_profile.<key>.<column>"
    per_second: dict[str, precision.Measured] = {}
    plus_minus: dict[str, float] = {}
    if elapsed_s > 0:
        elapsed = precision.scaled(precision.printed(rep.snapshot.elapsed_min or 0), 60)
        for src, dst in (("db_time_s", "db_time"), ("db_cpu_s", "db_cpu")):
            if total.get(src) is not None:
                rep.load_profile.setdefault(dst, {c: None for c in LOAD_PROFILE_COLUMNS})
                figure = precision.ratio([precision.printed(total[src])], [elapsed])
                if figure is None:
                    continue
                per_second[dst] = figure
                value, plus_minus[f"load_profile.{dst}.per_second"] = precision.settled(figure)
                rep.load_profile[dst]["per_second"] = round(value, 4)
    busy, idle = total.get("busy_time_s"), total.get("idle_time_s")
    if busy is not None and idle and busy + idle > 0:
        total["cpu_util_pct"] = round(100.0 * busy / (busy + idle), 2)
    tps = (rep.load_profile.get("transactions") or {}).get("per_second")
    if tps:
        for key, values in rep.load_profile.items():
            if key == "transactions":  # a rate over itself: exactly one, however it was rounded
                values["per_transaction"] = 1.0
            elif values.get("per_second") is not None:
                figure = precision.ratio([per_second.get(key) or precision.printed(values["per_second"])],
                                         [precision.printed(tps)])
                if figure is None:  # the printed rate reaches zero within its rounding: no bound on the quotient
                    values["per_transaction"] = round(values["per_second"] / tps, 4)
                    continue
                value, plus_minus[f"load_profile.{key}.per_transaction"] = precision.settled(figure)
                values["per_transaction"] = round(value, 4)
    if plus_minus:
        rep.extra.setdefault("plus_minus", {}).update(plus_minus)
    return rep


def _grpt_events(t: Table) -> list[TimedEvent]:
    h = t.header
    events = []
    for row in t.rows:
        name = _clean(_cell(row, _col(h, "event")))
        if not name:
            continue
        events.append(
            TimedEvent(
                name=name,
                waits=parse_number(_cell(row, _col(h, "waits"))),
                time_s=parse_number(_cell(row, _col(h, "total(s)"))),
                avg_ms=parse_duration_ms(_cell(row, _col(h, "wait time", "avg"))),
                pct_db_time=parse_number(_cell(row, _col(h, "%db time"))),
                wait_class=_clean(_cell(row, _col(h, "class"))),
            )
        )
    return events
