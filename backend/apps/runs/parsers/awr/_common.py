"""What the AWR report modules share: table probes, the load profile's keys, the raw-section fallback, and
the few sections that more than one report type reads (database identity, parameters, IO profile, timed events).
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import RAW_SECTION_ROW_CAP, ParsedReport, RawSection, TimedEvent
from ..tables import Table, header_index
from ..textutil import norm_key, parse_duration_ms, parse_int, parse_number

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

Recogniser = Callable[[Table], bool]


# --------------------------------------------------------------------------- helpers


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


def _raw_section(t: Table) -> RawSection:
    rows = [r for r in t.rows[:RAW_SECTION_ROW_CAP]]
    return RawSection(
        title=(t.title or t.heading)[:200],
        header=list(t.header),
        rows=rows,
        truncated=t.truncated or len(t.rows) > RAW_SECTION_ROW_CAP,
    )


# --------------------------------------------------------------------------- sections more than one report reads


def is_db_table(t: Table) -> bool:
    return _header_has(t, "db name", "db id") or (
        _header_has(t, "db id") and _header_has(t, "instance") and not _header_has(t, "snapshot set")
    )


def is_parameters(t: Table) -> bool:
    return _header_has(t, "parameter name") and (_header_has(t, "begin value") or _header_has(t, "value"))


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


def _rows_of_columns(t: Table, names: list[str]) -> dict[str, dict[str, float | None]]:
    out: dict[str, dict[str, float | None]] = {}
    for row in t.rows:
        if not row or not row[0]:
            continue
        out[norm_key(row[0])] = {n: parse_number(v) for n, v in zip(names, row[1:], strict=False)}
    return out


def _io_profile(t: Table) -> dict[str, dict[str, float | None]]:
    return _rows_of_columns(t, ["read_write_per_s", "read_per_s", "write_per_s"])


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
