"""The AWR instance report (awrrpt / awrrpti), HTML or text, also read for Statspack: the sections it knows
are recognised by title, header or row labels, and the rest is kept raw."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..model import RAW_SECTION_CAP, ParsedReport, WaitClassRow
from ..tables import Table
from ..textutil import norm_key, parse_duration_ms, parse_int, parse_number, parse_size_mb
from ._common import (
    LOAD_PROFILE_ALIASES,
    LOAD_PROFILE_COLUMNS,
    Recogniser,
    _cell,
    _clean,
    _col,
    _header_has,
    _identity_from_db_table,
    _io_profile,
    _labels_have,
    _parameters,
    _raw_section,
    _rows_of_columns,
    _title_has,
    _top_events,
    is_db_table,
    is_parameters,
)

INSTANCE_CPU_ALIASES = {
    "pct_total_cpu": "pct_total_cpu",
    "pct_of_total_cpu_for_instance": "pct_total_cpu",
    "pct_busy_cpu": "pct_busy_cpu",
    "pct_of_busy_cpu_for_instance": "pct_busy_cpu",
    "pct_db_time_waiting_for_cpu_resource_manager": "pct_db_time_waiting_for_cpu",
    "pct_db_time_waiting_for_cpu_resource_mgr": "pct_db_time_waiting_for_cpu",
}


HOST_CPU_ALIASES = {
    "begin": "load_average_begin",
    "end": "load_average_end",
    "load_average_begin": "load_average_begin",
    "load_average_end": "load_average_end",
}


def _first_number(cells: list[str]) -> float | None:
    for c in cells:
        if c and c.strip():
            tok = c.split()[0]
            v = parse_number(tok)
            if v is not None:
                return v
    return None


# --------------------------------------------------------------------------- recognisers
# Each returns True when the table is the named section (is_db_table and is_parameters are in _common).


def is_instance_table(t: Table) -> bool:
    h = t.header  # only the first two cells are read: lower those, not the whole header
    return len(h) >= 2 and h[0].lower() == "instance" and "inst num" in h[1].lower()


def is_host_table(t: Table) -> bool:
    return _header_has(t, "host name", "platform")


def is_snapshot_table(t: Table) -> bool:
    return _labels_have(t, "begin snap") and _labels_have(t, "end snap")


def is_load_profile(t: Table) -> bool:
    if _title_has(t, "global cache load"):
        return False
    if _title_has(t, "load profile") and not _title_has(t, "io profile"):
        return bool(t.rows) and len(t.rows[0]) >= 2
    return _labels_have(t, "transactions") and (_labels_have(t, "redo size") or _labels_have(t, "db time"))


def is_efficiency(t: Table) -> bool:
    return _title_has(t, "instance efficiency") or _labels_have(t, "buffer nowait")


def is_top_events(t: Table) -> bool:
    if _title_has(t, "top 10", "top 5 timed", "top timed events", "top 5 wait", "top 10 foreground"):
        return _col(t.header, "event") is not None or _col(t.header, "class") is not None
    return (
        _col(t.header, "event") is not None
        and _col(t.header, "class") is not None
        and _col(t.header, "%") is not None
        and _col(t.header, "event class") is None
        and _col(t.header, "i#") is None
    )


def is_wait_classes(t: Table) -> bool:
    h = t.header
    return bool(h) and h[0].lower() == "wait class" and _col(h, "time") is not None


def is_host_cpu(t: Table) -> bool:
    return (
        _col(t.header, "%idle") is not None
        and _col(t.header, "%user") is not None
        and not _col(t.header, "snap time") == 0
    )


def is_instance_cpu(t: Table) -> bool:
    return _title_has(t, "instance cpu", "cpu usage and wait statistics") or _header_has(t, "%total cpu")


def is_io_profile(t: Table) -> bool:
    return _title_has(t, "io profile") or _header_has(t, "read+write")


def is_memory_stats(t: Table) -> bool:
    return _labels_have(t, "host mem")


def is_cache_sizes(t: Table) -> bool:
    return _labels_have(t, "buffer cache") and (_labels_have(t, "shared pool") or _labels_have(t, "std block"))


def is_time_model(t: Table) -> bool:
    return _header_has(t, "statistic name", "time (s)")


def is_os_stats(t: Table) -> bool:
    return _header_has(t, "statistic") and (_labels_have(t, "busy_time") or _labels_have(t, "num_cpus"))


def is_gc_load_profile(t: Table) -> bool:
    if _title_has(t, "global cache load"):
        return True
    return _labels_have(t, "global cache blocks received") and not _labels_have(t, "transactions")


def is_gc_efficiency(t: Table) -> bool:
    return _labels_have(t, "buffer access") and _labels_have(t, "local cache")


def is_gc_workload(t: Table) -> bool:
    return _labels_have(t, "avg global cache cr block receive time") or _labels_have(t, "avg global enqueue get time")


def is_gc_messaging(t: Table) -> bool:
    return _labels_have(t, "avg message sent queue time")


def is_rac_instances(t: Table) -> bool:
    return _labels_have(t, "number of instances")


def is_ic_ping(t: Table) -> bool:
    return _header_has(t, "500b") or _title_has(t, "ic ping latency")


def is_ic_client(t: Table) -> bool:
    return _header_has(t, "used by") and _header_has(t, "send") or _title_has(t, "interconnect throughput by client")


# --------------------------------------------------------------------------- extractors


def _identity_from_instance_table(rep: ParsedReport, t: Table) -> None:
    if not t.rows:
        return
    row = t.rows[0]
    inst = _clean(_cell(row, 0))
    if inst and inst not in rep.identity.instance_names:
        rep.identity.instance_names.append(inst)
    num = parse_int(_cell(row, 1))
    if num is not None and num not in rep.identity.instance_numbers:
        rep.identity.instance_numbers.append(num)
    startup = _clean(_cell(row, _col(t.header, "startup")))
    if startup:
        rep.extra.setdefault("startup_time", startup)


def _host_from_table(rep: ParsedReport, t: Table) -> None:
    if not t.rows:
        return
    row = t.rows[0]
    h = t.header
    host = _clean(_cell(row, _col(h, "host name")))
    if host and host not in rep.identity.hosts:
        rep.identity.hosts.append(host)
    rep.identity.platform = rep.identity.platform or _clean(_cell(row, _col(h, "platform")))
    rep.host.cpus = parse_int(_cell(row, _col(h, "cpus")))
    rep.host.cores = parse_int(_cell(row, _col(h, "cores")))
    rep.host.sockets = parse_int(_cell(row, _col(h, "sockets")))
    rep.host.memory_gb = parse_number(_cell(row, _col(h, "memory")))
    rep.section_titles["host"] = t.title or "Host"


def _snapshot_from_table(rep: ParsedReport, t: Table) -> None:
    snap = rep.snapshot
    h = t.header
    id_col = _col(h, "snap id")
    time_col = _col(h, "snap time")
    sess_col = _col(h, "sessions")
    for row in t.rows:
        if not row:
            continue
        label = row[0].lower()
        rest = row[1:]
        if "begin snap" in label or "end snap" in label:
            # text reports sometimes leave the id glued to the label ("Begin Snap:  2")
            glued = re.search(r"snap:\s*(\d+)\s*$", row[0], re.I)
            sid = parse_int(glued.group(1)) if glued else parse_int(_cell(row, id_col))
            if sid is None:
                sid = parse_int(rest[0] if rest else None)
            stime = _clean(_cell(row, time_col))
            sessions = parse_number(_cell(row, sess_col))
            if "begin" in label:
                snap.begin_id, snap.begin_time, snap.begin_sessions = sid, stime, sessions
            else:
                snap.end_id, snap.end_time, snap.end_sessions = sid, stime, sessions
        elif label.startswith("elapsed"):
            snap.elapsed_min = _first_number(rest)
        elif label.startswith("db time"):
            snap.db_time_min = _first_number(rest)
    rep.section_titles["snapshot"] = t.title or "Snapshot"


def _load_profile(t: Table) -> tuple[dict[str, dict[str, float | None]], dict[str, float | None]]:
    columns = list(LOAD_PROFILE_COLUMNS)
    if t.header and len(t.header) > 1:
        mapped = []
        for h in t.header[1:]:
            hl = h.lower()
            if "second" in hl:
                mapped.append("per_second")
            elif "trans" in hl:
                mapped.append("per_transaction")
            elif "exec" in hl:
                mapped.append("per_exec")
            elif "call" in hl:
                mapped.append("per_call")
            else:
                mapped.append(norm_key(h) or "value")
        columns = mapped
    profile: dict[str, dict[str, float | None]] = {}
    ratios: dict[str, float | None] = {}
    for row in t.rows:
        if not row or not row[0]:
            continue
        key = norm_key(row[0])
        if "pct" in key or key in {"rows_per_sort"}:
            # 10g prints a few ratios under the load profile; they are not rates
            ratios[key] = parse_number(row[1]) if len(row) > 1 else None
            continue
        key = LOAD_PROFILE_ALIASES.get(key, key)
        values = {c: None for c in LOAD_PROFILE_COLUMNS}
        for c, raw in zip(columns, row[1:], strict=False):
            values[c] = parse_number(raw)
        profile[key] = values
    return profile, ratios


def _pairs(t: Table) -> dict[str, float | None]:
    """Label/value pairs, two or more per row in HTML, one per row in text."""
    out: dict[str, float | None] = {}
    for row in t.rows:
        if t.kv:
            if row and row[0]:
                out[norm_key(row[0])] = parse_number(row[1]) if len(row) > 1 else None
            continue
        for i in range(0, len(row) - 1, 2):
            if row[i]:
                out[norm_key(row[i])] = parse_number(row[i + 1])
    return out


def _wait_classes(t: Table) -> list[WaitClassRow]:
    h = t.header
    waits_i = _col(h, "waits", exclude=("%",))
    time_i = _col(h, "time", exclude=("%", "avg"))
    avg_i = _col(h, "avg", exclude=("active",))
    pct_i = _col(h, "db time")
    avg_unit = "ms" if avg_i is None or "(ms)" in h[avg_i].lower() or "(" not in h[avg_i] else "ms"
    out = []
    for row in t.rows:
        name = _clean(_cell(row, 0))
        if not name:
            continue
        out.append(
            WaitClassRow(
                wait_class=name,
                waits=parse_number(_cell(row, waits_i)),
                time_s=parse_number(_cell(row, time_i)),
                avg_ms=parse_duration_ms(_cell(row, avg_i), avg_unit),
                pct_db_time=parse_number(_cell(row, pct_i)),
            )
        )
    return out


def _header_row_dict(t: Table, aliases: dict[str, str] | None = None) -> dict[str, float | None]:
    if not t.rows:
        return {}
    out: dict[str, float | None] = {}
    for h, raw in zip(t.header, t.rows[0], strict=False):
        if not h:
            continue
        key = norm_key(h)
        if aliases:
            key = aliases.get(key, key)
        out[key] = parse_number(raw)
    return out


def _memory(t: Table) -> dict[str, dict[str, float | None]]:
    return _rows_of_columns(t, ["begin", "end"])


def _cache_sizes(t: Table) -> dict[str, float | str | None]:
    out: dict[str, float | str | None] = {}
    cells: list[tuple[str, list[str]]] = []
    for row in t.rows:
        if t.kv:
            cells.append((row[0], row[1:]))
            continue
        # HTML: label, begin, end, label, value
        i = 0
        while i < len(row):
            label = row[i]
            is_label = label.rstrip().endswith(":") or (parse_number(label) is None and parse_size_mb(label) is None)
            if label and is_label:
                vals = []
                j = i + 1
                while j < len(row) and not (row[j].rstrip().endswith(":")):
                    vals.append(row[j])
                    j += 1
                cells.append((label, vals))
                i = j
            else:
                i += 1
    for label, vals in cells:
        key = norm_key(label)
        if not key:
            continue
        first = next((v for v in vals if v and v.strip()), None)
        if key == "std_block_size":
            mb = parse_size_mb(first)
            out["std_block_size_bytes"] = None if mb is None else int(round(mb * 1048576))
            continue
        key = key.removesuffix("_size")
        mb = parse_size_mb(first)
        out[f"{key}_mb"] = None if mb is None else round(mb, 4)
    return out


def _time_model(t: Table) -> dict[str, float | None]:
    out = {}
    for row in t.rows:
        if row and row[0]:
            out[norm_key(row[0])] = parse_number(_cell(row, 1))
    return out


def _os_stats(t: Table) -> dict[str, float | None]:
    out = {}
    for row in t.rows:
        if row and row[0]:
            out[row[0].strip().upper()] = parse_number(_cell(row, 1))
    return out


def _gc_load_profile(t: Table) -> dict[str, dict[str, float | None]]:
    out = {}
    for row in t.rows:
        if row and row[0]:
            out[norm_key(row[0])] = {
                "per_second": parse_number(_cell(row, 1)),
                "per_transaction": parse_number(_cell(row, 2)),
            }
    return out


# --------------------------------------------------------------------------- the report


Handler = Callable[[ParsedReport, Table, str], None]


def _store(field: str, extract: Callable[[Table], Any], title_key: str | None = None) -> Handler:
    """A handler that stores ``extract(table)`` on the report and remembers the section's title."""

    def handle(rep: ParsedReport, t: Table, title: str) -> None:
        setattr(rep, field, extract(t))
        rep.section_titles[title_key or field] = title

    return handle


def _load_profile_section(rep: ParsedReport, t: Table, title: str) -> None:
    rep.load_profile, ratios = _load_profile(t)
    if ratios:
        rep.extra["load_profile_ratios"] = ratios
    rep.section_titles["load_profile"] = title


def _host_cpu_section(rep: ParsedReport, t: Table, title: str) -> None:
    rep.host_cpu = _header_row_dict(t, HOST_CPU_ALIASES)
    rep.section_titles["host_cpu"] = title
    if rep.host.cpus is None:
        rep.host.cpus = parse_int(str(rep.host_cpu.get("cpus") or ""))


def _instance_cpu_section(rep: ParsedReport, t: Table, title: str) -> None:
    values = _pairs(t) if t.kv else _header_row_dict(t)
    rep.instance_cpu = {INSTANCE_CPU_ALIASES.get(k, k): v for k, v in values.items()}
    rep.section_titles["instance_cpu"] = title


def _parameters_section(rep: ParsedReport, t: Table, title: str) -> None:
    _parameters(t, rep.parameters)
    rep.section_titles.setdefault("parameters", title)


def _rac_instances_section(rep: ParsedReport, t: Table, title: str) -> None:
    for row in t.rows:
        if row and "number of instances" in row[0].lower():
            rep.extra["rac_instances"] = parse_int(_cell(row, 1))


def _ic_ping_section(rep: ParsedReport, t: Table, title: str) -> None:
    rep.interconnect["ping"] = [{norm_key(h): v for h, v in zip(t.header, row, strict=False)} for row in t.rows[:32]]
    rep.section_titles.setdefault("interconnect", title)


def _ic_client_section(rep: ParsedReport, t: Table, title: str) -> None:
    clients = {}
    for row in t.rows:
        if row and row[0]:
            clients[norm_key(row[0])] = {
                "send_mb_s": parse_number(_cell(row, 1)),
                "receive_mb_s": parse_number(_cell(row, 2)),
            }
    rep.interconnect["client_mb_s"] = clients
    rep.section_titles["interconnect"] = title


def _instance_parameters(t: Table) -> bool:
    # "init.ora Multi-Valued Parameters" lists the same names again; the single-valued table is the one to read.
    return is_parameters(t) and "multi" not in (t.title or t.heading).lower()


# The sections of an instance report, in the order they are tried: the first recogniser that matches a table (and,
# with a key, has not matched an earlier table) handles it. The order matters where recognisers overlap (the Global
# Cache load profile before the Load Profile). A key of None means every matching table is read.
INSTANCE_SECTIONS: tuple[tuple[Recogniser, str | None, Handler], ...] = (
    (is_db_table, "db", lambda rep, t, title: _identity_from_db_table(rep, t)),
    (is_instance_table, "instance", lambda rep, t, title: _identity_from_instance_table(rep, t)),
    (is_host_table, "host", lambda rep, t, title: _host_from_table(rep, t)),
    (is_snapshot_table, "snapshot", lambda rep, t, title: _snapshot_from_table(rep, t)),
    (is_gc_load_profile, "gc_load_profile", _store("gc_load_profile", _gc_load_profile)),
    (is_load_profile, "load_profile", _load_profile_section),
    (is_efficiency, "efficiency", _store("instance_efficiency", _pairs)),
    (is_top_events, "top_events", _store("top_events", _top_events)),
    (is_wait_classes, "wait_classes", _store("wait_classes", _wait_classes)),
    (is_host_cpu, "host_cpu", _host_cpu_section),
    (is_instance_cpu, "instance_cpu", _instance_cpu_section),
    (is_io_profile, "io_profile", _store("io_profile", _io_profile)),
    (is_memory_stats, "memory", _store("memory", _memory)),
    (is_cache_sizes, "cache_sizes", _store("cache_sizes", _cache_sizes)),
    (is_time_model, "time_model", _store("time_model", _time_model)),
    (is_os_stats, "os_stats", _store("os_stats", _os_stats)),
    (_instance_parameters, None, _parameters_section),
    (is_gc_efficiency, "gc_efficiency", _store("gc_efficiency", _pairs)),
    (is_gc_workload, "gc_workload", _store("gc_workload", _pairs)),
    (is_gc_messaging, "gc_messaging", _store("gc_messaging", _pairs)),
    (is_rac_instances, "rac_instances", _rac_instances_section),
    (is_ic_ping, "ic_ping", _ic_ping_section),
    (is_ic_client, "ic_client", _ic_client_section),
)


def build_instance_report(rep: ParsedReport, tables: list[Table]) -> ParsedReport:
    """Fill an awrrpt / awrrpti result from its tables (HTML or text); unknown sections are kept raw."""
    # the sections still to look for, in order: a keyed section is read once, so it leaves the list when a table
    # matches it and its recogniser (free of side effects) is not asked again
    pending = list(INSTANCE_SECTIONS)
    for t in tables:
        for i, (recognise, key, handle) in enumerate(pending):
            if recognise(t):
                if key is not None:
                    del pending[i]  # the loop stops just below: deleting from the list it walks is safe
                handle(rep, t, t.title or t.heading)
                break
        else:
            if len(rep.raw_sections) < RAW_SECTION_CAP and t.rows:
                rep.raw_sections.append(_raw_section(t))
    _fill_identity_defaults(rep)
    return rep


def _fill_identity_defaults(rep: ParsedReport) -> None:
    ident = rep.identity
    # Older wait class tables print no "% DB time"; derive it from the DB time.
    db_time_s = (rep.snapshot.db_time_min or 0) * 60
    if db_time_s > 0:
        for w in rep.wait_classes:
            if w.pct_db_time is None and w.time_s is not None:
                w.pct_db_time = round(100.0 * w.time_s / db_time_s, 2)
    if rep.host.cpus is None and rep.os_stats.get("NUM_CPUS") is not None:
        rep.host.cpus = int(rep.os_stats["NUM_CPUS"])
        rep.section_titles["host"] = rep.section_titles.get("os_stats", "Operating System Statistics")
    if ident.rac is None and rep.gc_load_profile:
        ident.rac = True
    if rep.host.cores is None and rep.os_stats.get("NUM_CPU_CORES") is not None:
        rep.host.cores = int(rep.os_stats["NUM_CPU_CORES"])
    if rep.host.sockets is None and rep.os_stats.get("NUM_CPU_SOCKETS") is not None:
        rep.host.sockets = int(rep.os_stats["NUM_CPU_SOCKETS"])
    # 11g summaries print RAC GC block counts in the load profile; reuse them when the
    # separate Global Cache Load Profile is missing.
    if not rep.gc_load_profile and "gc_blocks_received" in rep.load_profile:
        rep.gc_load_profile = {
            "global_cache_blocks_received": dict(rep.load_profile["gc_blocks_received"]),
            "global_cache_blocks_served": dict(rep.load_profile.get("gc_blocks_served", {})),
        }
        rep.section_titles.setdefault("gc_load_profile", rep.section_titles.get("load_profile", "Load Profile"))
