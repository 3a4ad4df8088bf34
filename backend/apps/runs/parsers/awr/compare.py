"""The AWR compare-period report (awrddrpt): identity, both periods side by side, and either period read as an
instance report of its own."""

from __future__ import annotations

from ..model import KIND_AWR_INSTANCE, RAW_SECTION_CAP, ParsedReport, ParseError, TimedEvent, WaitClassRow
from ..tables import Table
from ..textutil import norm_key, parse_int, parse_number
from ._common import (
    LOAD_PROFILE_ALIASES,
    LOAD_PROFILE_COLUMNS,
    _cell,
    _clean,
    _col,
    _header_has,
    _labels_have,
    _raw_section,
    _top_events,
    _yes_no,
)


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
