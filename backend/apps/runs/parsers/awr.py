"""Oracle AWR, AWR RAC (global), compare-period and ASH reports, HTML or text.

Both layouts are first reduced to :class:`~.tables.Table` objects; the functions here
recognise the tables by their titles (HTML ``summary``, text section title) and, when a
title is missing or mangled, by the column headers and row labels. Every recogniser is
optional: a report that lacks a section simply leaves that field empty.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import precision
from .model import (
    KIND_ASH,
    KIND_AWR_COMPARE,
    KIND_AWR_INSTANCE,
    KIND_AWR_RAC_GLOBAL,
    RAW_SECTION_CAP,
    RAW_SECTION_ROW_CAP,
    ParsedReport,
    ParseError,
    RawSection,
    TimedEvent,
    WaitClassRow,
)
from .tables import Table, header_index
from .textutil import norm_key, parse_duration_ms, parse_int, parse_number, parse_size_mb

# Row labels change between releases ("Redo size:" in 11.2.0.3, "Redo size (bytes):" from
# 11.2.0.4 on). These aliases give one stable key per quantity.
LOAD_PROFILE_ALIASES = {
    "db_time_s": "db_time",
    "db_cpu_s": "db_cpu",
    "background_cpu_s": "background_cpu",
    "redo_size_bytes": "redo_size",
    "logical_read_blocks": "logical_reads",
    "physical_read_blocks": "physical_reads",
    "physical_write_blocks": "physical_writes",
    "parses_sql": "parses",
    "hard_parses_sql": "hard_parses",
    "executes_sql": "executes",
    "w_a_mb_processed": "sql_work_area_mb",
    "rac_gc_blocks_received": "gc_blocks_received",
    "global_cache_blocks_received": "gc_blocks_received",
    "global_cache_blocks_served": "gc_blocks_served",
    "rac_gc_blocks_served": "gc_blocks_served",
    "sorts": "sorts",
}
LOAD_PROFILE_COLUMNS = ("per_second", "per_transaction", "per_exec", "per_call")

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


# --------------------------------------------------------------------------- helpers


def _low(s: str) -> str:
    return s.lower()


_col = header_index


def _col_any(header: list[str], *options: tuple[str, ...], exclude: tuple[str, ...] = ()) -> int | None:
    """Like :func:`_col` but tries several spellings of the same column in turn."""
    for needles in options:
        idx = _col(header, *needles, exclude=exclude)
        if idx is not None:
            return idx
    return None


def _cell(row: list[str], idx: int | None) -> str | None:
    if idx is None or idx >= len(row):
        return None
    return row[idx]


def _contains_all(text: str, needles: tuple[str, ...]) -> bool:
    # a loop rather than all() over a generator: the section probes call this some 20 000 times per corpus
    for n in needles:
        if n not in text:
            return False
    return True


def _header_has(t: Table, *needles: str) -> bool:
    return _contains_all(t.header_text, needles)


def _labels_have(t: Table, *needles: str) -> bool:
    return _contains_all(t.labels_text, needles)


def _title_has(t: Table, *needles: str) -> bool:
    s = (t.title + " " + t.heading).lower()
    for n in needles:
        if n in s:
            return True
    return False


def _first_number(cells: list[str]) -> float | None:
    for c in cells:
        if c and c.strip():
            tok = c.split()[0]
            v = parse_number(tok)
            if v is not None:
                return v
    return None


def _yes_no(raw: str | None) -> bool | None:
    if not raw:
        return None
    r = raw.strip().upper()
    if r in {"YES", "Y", "TRUE"}:
        return True
    if r in {"NO", "N", "FALSE"}:
        return False
    return None


def _clean(raw: str | None) -> str | None:
    if raw is None:
        return None
    s = raw.strip()
    return s or None


# --------------------------------------------------------------------------- recognisers
# Each returns True when the table is the named section.


def is_db_table(t: Table) -> bool:
    return _header_has(t, "db name", "db id") or (
        _header_has(t, "db id") and _header_has(t, "instance") and not _header_has(t, "snapshot set")
    )


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


def is_parameters(t: Table) -> bool:
    return _header_has(t, "parameter name") and (_header_has(t, "begin value") or _header_has(t, "value"))


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


def _identity_from_db_table(rep: ParsedReport, t: Table) -> None:
    if not t.rows:
        return
    row = t.rows[0]
    h = t.header
    ident = rep.identity
    ident.db_name = ident.db_name or _clean(_cell(row, _col(h, "db name")))
    dbid = parse_int(_cell(row, _col(h, "db id")))
    ident.dbid = ident.dbid or dbid
    ident.unique_name = ident.unique_name or _clean(_cell(row, _col(h, "unique name")))
    ident.role = ident.role or _clean(_cell(row, _col(h, "role")))
    ident.edition = ident.edition or _clean(_cell(row, _col(h, "edition")))
    rel = _clean(_cell(row, _col(h, "release")))
    if rel and not rep.release:
        rep.release = rel
    rac = _yes_no(_cell(row, _col(h, "rac")))
    if rac is not None:
        ident.rac = rac
    cdb = _yes_no(_cell(row, _col(h, "cdb")))
    if cdb is not None:
        ident.cdb = cdb
    inst = _clean(_cell(row, _col(h, "instance")))
    if inst and inst not in ident.instance_names:
        ident.instance_names.append(inst)
    num = parse_int(_cell(row, _col(h, "inst num")))
    if num is not None and num not in ident.instance_numbers:
        ident.instance_numbers.append(num)
    host = _clean(_cell(row, _col(h, "host")))
    if host and host not in ident.hosts:
        ident.hosts.append(host)
    startup = _clean(_cell(row, _col(h, "startup")))
    if startup:
        rep.extra.setdefault("startup_time", startup)


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


def _top_events(t: Table) -> list[TimedEvent]:
    h = t.header
    name_i = _col(h, "event")
    if name_i is None:
        name_i = 0
    waits_i = _col(h, "waits", exclude=("%", "/txn", "avg"))
    avg_i = _col(h, "avg")
    pct_i = _col(h, "%", "db") or _col(h, "%", "total") or _col(h, "% call") or _col(h, "%", "time", exclude=("out",))
    class_i = _col(h, "class")
    time_i = None
    for i, hh in enumerate(h):
        hl = hh.lower()
        if i in {name_i, waits_i, avg_i, pct_i, class_i}:
            continue
        if ("time" in hl or "tota" in hl) and "%" not in hl:
            time_i = i
            break
    avg_unit = "ms"
    if avg_i is not None:
        ah = h[avg_i].lower()
        if "(us)" in ah:
            avg_unit = "us"
        elif "(s)" in ah or "(sec)" in ah:
            avg_unit = "s"
    events = []
    for row in t.rows:
        name = _clean(_cell(row, name_i))
        if not name:
            continue
        events.append(
            TimedEvent(
                name=" ".join(name.split()),
                waits=parse_number(_cell(row, waits_i)),
                time_s=parse_number(_cell(row, time_i)),
                avg_ms=parse_duration_ms(_cell(row, avg_i), avg_unit),
                pct_db_time=parse_number(_cell(row, pct_i)),
                wait_class=_clean(_cell(row, class_i)),
            )
        )
    return events


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


def _rows_of_columns(t: Table, names: list[str]) -> dict[str, dict[str, float | None]]:
    out: dict[str, dict[str, float | None]] = {}
    for row in t.rows:
        if not row or not row[0]:
            continue
        out[norm_key(row[0])] = {n: parse_number(v) for n, v in zip(names, row[1:], strict=False)}
    return out


def _io_profile(t: Table) -> dict[str, dict[str, float | None]]:
    return _rows_of_columns(t, ["read_write_per_s", "read_per_s", "write_per_s"])


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


def _parameters(t: Table, into: dict[str, str]) -> None:
    h = t.header
    name_i = _col(h, "parameter name") or 0
    val_i = _col(h, "begin value")
    if val_i is None:
        val_i = _col(h, "value")
    inst_i = _col(h, "i#")
    last = None
    for row in t.rows:
        name = _clean(_cell(row, name_i))
        value = _cell(row, val_i) or ""
        if not name:
            # text reports wrap long values onto a continuation line
            if last and value.strip():
                into[last] = (into[last] + value.strip()).strip()
            continue
        if inst_i is not None:
            inst = _clean(_cell(row, inst_i))
            if inst and inst != "*":
                name = f"{name}@{inst}"
        if name in into and into[name] != value.strip():
            into[name] = f"{into[name]},{value.strip()}"
        else:
            into[name] = value.strip()
        last = name


def _gc_load_profile(t: Table) -> dict[str, dict[str, float | None]]:
    out = {}
    for row in t.rows:
        if row and row[0]:
            out[norm_key(row[0])] = {
                "per_second": parse_number(_cell(row, 1)),
                "per_transaction": parse_number(_cell(row, 2)),
            }
    return out


def _raw_section(t: Table) -> RawSection:
    rows = [r for r in t.rows[:RAW_SECTION_ROW_CAP]]
    return RawSection(
        title=(t.title or t.heading)[:200],
        header=list(t.header),
        rows=rows,
        truncated=t.truncated or len(t.rows) > RAW_SECTION_ROW_CAP,
    )


# --------------------------------------------------------------------------- instance report

Recogniser = Callable[[Table], bool]


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


# --------------------------------------------------------------------------- RAC global (awrgrpt)


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


# --------------------------------------------------------------------------- ASH and compare


def build_ash_report(rep: ParsedReport, tables: list[Table], text: str) -> ParsedReport:
    """Identity and the headline numbers of an ASH report; the rest is kept raw."""
    rep.note = (
        "ASH report (ashrpt): sampled session activity, not an AWR instance report; "
        "only identity and the analysis window are extracted."
    )
    for t in tables:
        if is_db_table(t):
            _identity_from_db_table(rep, t)
            break
    for t in tables:
        if _header_has(t, "cpus") and _header_has(t, "sga size") and t.rows:
            rep.host.cpus = parse_int(_cell(t.rows[0], _col(t.header, "cpus")))
            break
    patterns = {
        "analysis_begin_time": r"Analysis Begin Time:\s*(?:</td><td[^>]*>)?\s*([0-9]{2}-\w{3}-[0-9]{2} [0-9:]{8})",
        "analysis_end_time": r"Analysis End Time:\s*(?:</td><td[^>]*>)?\s*([0-9]{2}-\w{3}-[0-9]{2} [0-9:]{8})",
        "elapsed_min": r"Elapsed Time:\s*(?:</td><td[^>]*>)?\s*([\d,.]+)\s*\(mins\)",
        "sample_count": r"Sample Count:\s*(?:</td><td[^>]*>)?\s*([\d,]+)",
        "average_active_sessions": r"Average Active Sessions:\s*(?:</td><td[^>]*>)?\s*([\d,.]+)",
    }
    for key, pattern in patterns.items():
        m = re.search(pattern, text)
        if m:
            value = m.group(1)
            rep.extra[key] = value if key.endswith("_time") else parse_number(value)
    rep.snapshot.begin_time = rep.extra.get("analysis_begin_time")
    rep.snapshot.end_time = rep.extra.get("analysis_end_time")
    rep.snapshot.elapsed_min = rep.extra.get("elapsed_min")
    for t in tables:
        if _title_has(t, "top user events") or (_header_has(t, "event", "event class") and t.rows):
            rep.extra["top_user_events"] = [
                {
                    "event": _clean(_cell(row, 0)),
                    "event_class": _clean(_cell(row, 1)),
                    "pct_activity": parse_number(_cell(row, 2)),
                    "avg_active_sessions": parse_number(_cell(row, 3)),
                }
                for row in t.rows[:10]
                if row and row[0]
            ]
            break
    rep.raw_sections = [_raw_section(t) for t in tables[:RAW_SECTION_CAP] if t.rows]
    return rep


def build_compare_report(rep: ParsedReport, tables: list[Table]) -> ParsedReport:
    """Identity and the two periods of a compare-period (awrddrpt) report."""
    rep.note = (
        "AWR compare-period report (awrddrpt): two snapshot ranges side by side; not an "
        "instance report. Identity, both periods and the load profile comparison are extracted."
    )
    periods = []
    for t in tables:
        h = t.header
        if _header_has(t, "snapshot set") and _header_has(t, "db id") and not rep.identity.dbid:
            for row in t.rows:
                rep.identity.dbid = rep.identity.dbid or parse_int(_cell(row, _col(h, "db id")))
                rep.identity.db_name = rep.identity.db_name or _clean(_cell(row, _col(h, "db name")))
                inst = _clean(_cell(row, _col(h, "instance")))
                if inst and inst not in rep.identity.instance_names:
                    rep.identity.instance_names.append(inst)
                num = parse_int(_cell(row, _col(h, "inst num")))
                if num is not None and num not in rep.identity.instance_numbers:
                    rep.identity.instance_numbers.append(num)
                host = _clean(_cell(row, _col(h, "host")))
                if host and host not in rep.identity.hosts:
                    rep.identity.hosts.append(host)
                rep.release = rep.release or _clean(_cell(row, _col(h, "release")))
                rac = _yes_no(_cell(row, _col(h, "cluster")))
                if rac is not None:
                    rep.identity.rac = rac
            if not rep.identity.db_name:
                # the text layout has no DB Name column; the instance name is the best hint
                rep.identity.db_name = None
        elif _header_has(t, "snapshot set", "begin snap id") and not periods:
            for row in t.rows:
                label = (row[0] if row else "").strip()
                if not label or label.startswith("%") or not label[0].isdigit():
                    continue
                periods.append(
                    {
                        "set": label,
                        "begin_id": parse_int(_cell(row, _col(h, "begin snap id"))),
                        "begin_time": _clean(_cell(row, _col(h, "begin snap time"))),
                        "end_id": parse_int(_cell(row, _col(h, "end snap id"))),
                        "end_time": _clean(_cell(row, _col(h, "end snap time"))),
                        "elapsed_min": parse_number(_cell(row, _col(h, "elapsed"))),
                        "db_time_min": parse_number(_cell(row, _col(h, "db time"))),
                    }
                )
        elif _labels_have(t, "number of cpus") and "host_cpus" not in rep.extra and t.rows:
            for row in t.rows:
                if row and "number of cpus" in row[0].lower():
                    rep.extra["host_cpus"] = parse_int(_cell(row, 1))
                    rep.host.cpus = rep.extra["host_cpus"]
    _compare_period_sections(rep, tables, periods)
    rep.extra["periods"] = periods
    if periods:
        first = periods[0]
        rep.snapshot.begin_id = first["begin_id"]
        rep.snapshot.end_id = first["end_id"]
        rep.snapshot.begin_time = first["begin_time"]
        rep.snapshot.end_time = first["end_time"]
        rep.snapshot.elapsed_min = first["elapsed_min"]
        rep.snapshot.db_time_min = first["db_time_min"]
    rep.raw_sections = [_raw_section(t) for t in tables[:RAW_SECTION_CAP] if t.rows]
    return rep


def _compare_period_sections(rep: ParsedReport, tables: list[Table], periods: list[dict]) -> None:
    """Per period of a compare report: load profile, top timed events, wait classes and CPUs ("1st" / "2nd")."""
    if not periods:
        return
    while len(periods) < 2:
        periods.append({"set": str(len(periods) + 1)})
    for p in periods[:2]:
        p.update({"load_profile": {}, "top_events": [], "wait_classes": [], "cpus": None})
    first, second = periods[0], periods[1]
    for t in tables:
        h = t.header
        hl = [x.lower() for x in h]
        if any("1st per sec" in x for x in hl) and not first["load_profile"]:
            cols = {
                ("per_second", 0): _col(h, "1st per sec"), ("per_second", 1): _col(h, "2nd per sec"),
                ("per_transaction", 0): _col(h, "1st per txn"), ("per_transaction", 1): _col(h, "2nd per txn"),
            }
            for row in t.rows:
                if not row or not row[0].strip():
                    continue
                key = norm_key(row[0])
                key = LOAD_PROFILE_ALIASES.get(key, key)
                for n, period in enumerate((first, second)):
                    values = {c: None for c in LOAD_PROFILE_COLUMNS}
                    for (column, idx), i in cols.items():
                        if idx == n:
                            values[column] = parse_number(_cell(row, i))
                    period["load_profile"][key] = values
        elif _col(h, "1st / event") is not None and not first["top_events"]:
            for n, period in enumerate((first, second)):
                tag = "1st" if n == 0 else "2nd"
                sub = [x.split("/", 1)[-1].strip() if x.lower().startswith(tag) else "" for x in h]
                events = _top_events(Table(title=t.title, header=sub, rows=t.rows))
                period["top_events"] = [e.__dict__ for e in events]
        elif hl and hl[0] == "wait class" and _col(h, "% of db time / 1st") is not None and not first["wait_classes"]:
            for n, period in enumerate((first, second)):
                tag = "1st" if n == 0 else "2nd"
                pct_i = _col(h, "% of db time / " + tag)
                time_i = _col(h, "total wait time", tag)
                avg_i = _col(h, "avg wait time", tag)
                period["wait_classes"] = [
                    WaitClassRow(wait_class=row[0].strip(), pct_db_time=parse_number(_cell(row, pct_i)),
                                 time_s=parse_number(_cell(row, time_i)),
                                 avg_ms=parse_number(_cell(row, avg_i))).__dict__
                    for row in t.rows if row and row[0].strip()
                ]
        elif t.rows and _labels_have(t, "number of cpus") and _col(h, "1st") is not None:
            for row in t.rows:
                if row and row[0].lower().startswith("number of cpus"):
                    first["cpus"] = parse_int(_cell(row, _col(h, "1st")))
                    second["cpus"] = parse_int(_cell(row, _col(h, "2nd")))


def compare_text_load_profile(rep: ParsedReport, text: str) -> None:
    """Text compare reports print the load profile as ``Label:  1st/s  2nd/s  %Diff  1st/txn  2nd/txn  %Diff``
    lines under a ``~~~ 1st Per Sec ...`` header."""
    periods = rep.extra.get("periods") or []
    if len(periods) < 2 or periods[0].get("load_profile"):
        return
    lines = text.split("\n")
    start = next((i for i, ln in enumerate(lines[:400]) if "1st Per Sec" in ln and "2nd Per Sec" in ln), None)
    if start is None:
        return
    for line in lines[start + 1 : start + 40]:
        if not line.strip():
            if periods[0]["load_profile"]:
                break
            continue
        label, sep, rest = line.partition(":")
        values = rest.split()
        if not sep or len(values) < 2:
            continue
        key = norm_key(label)
        key = LOAD_PROFILE_ALIASES.get(key, key)
        for n in (0, 1):
            per_txn = parse_number(values[3 + n]) if len(values) > 3 + n else None
            periods[n]["load_profile"][key] = {c: None for c in LOAD_PROFILE_COLUMNS} | {
                "per_second": parse_number(values[n]), "per_transaction": per_txn}


def compare_period_report(rep: ParsedReport, index: int) -> ParsedReport:
    """One period of a parsed compare report (``index`` 0 or 1) as an instance report of that period."""
    periods = rep.extra.get("periods") or []
    if index >= len(periods):
        raise ParseError(f"This compare-period report has no period {index + 1}.")
    p = periods[index]
    out = ParsedReport(kind=KIND_AWR_INSTANCE, format=rep.format, source_name=rep.source_name, release=rep.release)
    out.note = f"Period {index + 1} of an AWR compare-period report (snapshots {p.get('begin_id')}-{p.get('end_id')})."
    out.identity = rep.identity
    out.snapshot.begin_id, out.snapshot.end_id = p.get("begin_id"), p.get("end_id")
    out.snapshot.begin_time, out.snapshot.end_time = p.get("begin_time"), p.get("end_time")
    out.snapshot.elapsed_min, out.snapshot.db_time_min = p.get("elapsed_min"), p.get("db_time_min")
    out.host.cpus = p.get("cpus") or rep.host.cpus
    out.load_profile = p.get("load_profile") or {}
    out.top_events = [TimedEvent(**e) for e in p.get("top_events") or []]
    out.wait_classes = [WaitClassRow(**w) for w in p.get("wait_classes") or []]
    title = "Compare period report, {} period"
    for key in ("snapshot", "load_profile", "top_events", "wait_classes", "host"):
        out.section_titles[key] = title.format("1st" if index == 0 else "2nd")
    out.extra["compare_period"] = index + 1
    return out


# --------------------------------------------------------------------------- sniffing

_MARKERS = (
    ("WORKLOAD REPOSITORY COMPARE PERIOD REPORT", KIND_AWR_COMPARE),
    ("ASH Report For", KIND_ASH),
    ("WORKLOAD REPOSITORY REPORT (RAC)", KIND_AWR_RAC_GLOBAL),
    ("WORKLOAD REPOSITORY report for", KIND_AWR_INSTANCE),
    ("WORKLOAD REPOSITORY PDB report", KIND_AWR_INSTANCE),
    ("WORKLOAD REPOSITORY REPORT", KIND_AWR_INSTANCE),
)


def sniff_awr_kind(head: str) -> str | None:
    """The AWR family member announced in the first part of a report, if any."""
    best: tuple[int, str] | None = None
    for marker, kind in _MARKERS:
        pos = head.find(marker)
        if pos >= 0 and (best is None or pos < best[0]):
            best = (pos, kind)
    if best is None:
        low = head.lower()
        if "workload repository" in low and "compare period" in low:
            return KIND_AWR_COMPARE
        if "ash report" in low:
            return KIND_ASH
        if "workload repository" in low:
            return KIND_AWR_INSTANCE
        return None
    return best[1]
