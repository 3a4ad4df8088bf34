"""Which files of a run may speak for its metrics: one main database report, and the files that agree with it.

A run's headline figures come from one report (issue 28, "Run pages never mix sources"). The main report is the
first complete one uploaded, a RAC-global report before instance or Statspack reports; a report cut short (no "End
of Report" line) is the main one only when no complete report exists. Every other database report must be of the
same database (DBID, else name), cover an instance the main report covers (a RAC-global report covers its
instances; beside an instance report, the other instances of the cluster are welcome) and overlap its period; OS
statistics must overlap its period. A file that does not is set aside, with the reason in words ("from another
database: ORCL, 2014"), until a contributor says it belongs (``RunFile.belongs``). Two reports of the same
instance and period (an HTML report and its text twin) count once: the complete one, else the first.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from .stored import StoredFile

DB_KINDS = ("awr_rac_global", "awr_instance", "statspack")
OS_KINDS = ("sar", "os_stats")
#: How far an OS capture may start after, or end before, the main report's period and still be of the run: tools
#: are started by hand around a run; an hour apart is another run.
WINDOW_SLACK = timedelta(minutes=15)
_TIME_FORMATS = ("%d-%b-%y %H:%M:%S", "%d-%b-%y %H:%M", "%d-%b-%Y %H:%M:%S", "%d-%b-%Y %H:%M")

OTHER_DATABASE = "other_database"
OTHER_INSTANCE = "other_instance"
OTHER_WINDOW = "other_window"
DUPLICATE = "duplicate"


def when(text: Any) -> datetime | None:
    """A report's snapshot time ("20-Feb-20 21:32:34", a weekday in brackets allowed) or an ISO time."""
    if not isinstance(text, str):
        return None
    text = " ".join(text.split()).split(" (")[0]
    for fmt in _TIME_FORMATS:
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            continue
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None


@dataclass(frozen=True)
class Window:
    begin: datetime
    end: datetime

    def overlaps(self, other: Window, slack: timedelta = timedelta(0)) -> bool:
        return self.begin - slack <= other.end and other.begin <= self.end + slack

    def words(self) -> str:
        same_day = self.begin.date() == self.end.date()
        end = self.end.strftime("%H:%M") if same_day else self.end.strftime("%d %b %Y %H:%M")
        return f"{self.begin.strftime('%d %b %Y %H:%M')} to {end}"


def window(f: StoredFile) -> Window | None:
    """The period a file covers: a report's snapshots, or the first and last sample of OS statistics."""
    if f.kind in OS_KINDS:
        span = f.value("window")
        begin, end = (when(span.get("begin")), when(span.get("end"))) if isinstance(span, dict) else (None, None)
    else:
        begin, end = when(f.report.snapshot.begin_time), when(f.report.snapshot.end_time)
    return Window(begin, end) if begin and end and end >= begin else None


def truncated(f: StoredFile) -> bool:
    return bool(f.value("truncated"))


def _database(f: StoredFile) -> tuple[str, Any]:
    ident = f.report.identity
    if isinstance(ident.dbid, int):
        return ("dbid", ident.dbid)
    return ("name", (ident.db_name or "").upper() or None)


def _same_database(a: StoredFile, b: StoredFile) -> bool | None:
    """Whether two reports are of one database (None when either names none)."""
    ia, ib = a.report.identity, b.report.identity
    if isinstance(ia.dbid, int) and isinstance(ib.dbid, int):
        return ia.dbid == ib.dbid
    if ia.db_name and ib.db_name:
        return ia.db_name.upper() == ib.db_name.upper()
    return None


def main_report(files: list[StoredFile]) -> StoredFile | None:
    """The report the run's figures come from: complete before truncated, RAC-global before instance reports, the
    first uploaded among equals."""
    reports = [f for f in files if f.kind in DB_KINDS]
    if not reports:
        return None
    return min(reports, key=lambda f: (truncated(f), f.kind != "awr_rac_global", f.id))


def describe(f: StoredFile) -> dict[str, Any]:
    """Who and when a database report is about, for the run page's 'read from' line."""
    ident, w = f.report.identity, window(f)
    return {"file": f.id, "name": f.name, "kind": f.kind, "database": ident.db_name, "dbid": ident.dbid,
            "instances": list(ident.instance_names), "begin": f.report.snapshot.begin_time,
            "end": f.report.snapshot.end_time, "window": w.words() if w else None, "truncated": truncated(f)}


def _year(f: StoredFile) -> str:
    w = window(f)
    return f", {w.begin.year}" if w else ""


def _mismatch(f: StoredFile, main: StoredFile) -> tuple[str, str] | None:
    """Why ``f`` does not describe the same run as the main report (code, words), or None when it does."""
    main_w, w = window(main), window(f)
    if f.kind in DB_KINDS:
        if _same_database(f, main) is False:
            name = f.report.identity.db_name or f"DBID {f.report.identity.dbid}"
            return OTHER_DATABASE, f"from another database: {name}{_year(f)}"
        if main_w and w and not main_w.overlaps(w):
            return OTHER_WINDOW, f"from another period: {w.words()}, the main report covers {main_w.words()}"
        if main.kind == "awr_rac_global" and f.kind != "awr_rac_global":
            covered = set(main.report.identity.instance_numbers)
            theirs = set(f.report.identity.instance_numbers)
            if covered and theirs and not theirs <= covered:
                names = ", ".join(f.report.identity.instance_names) or ", ".join(map(str, sorted(theirs)))
                return OTHER_INSTANCE, f"from an instance the main report does not cover: {names}"
        return None
    if f.kind in OS_KINDS and main_w and w and not main_w.overlaps(w, WINDOW_SLACK):
        return OTHER_WINDOW, f"from another period: {w.words()}, the main report covers {main_w.words()}"
    return None


def _twin_key(f: StoredFile) -> tuple | None:
    ident, snap = f.report.identity, f.report.snapshot
    if f.kind not in DB_KINDS or snap.begin_id is None:
        return None
    return (f.kind, _database(f), tuple(ident.instance_numbers), snap.begin_id, snap.end_id)


def sort_files(files: list[StoredFile], accepted: set[int]) -> tuple[list[StoredFile], dict[str, Any]]:
    """The files the run's metrics may use, and what the run page says about the choice.

    ``accepted`` are the files a contributor said belong to the run: they are used whatever they are from (and
    still listed, marked accepted). Returns ``(used, checks)`` with ``checks`` = ``{"main_report": ... or None,
    "file_checks": [...]}``.
    """
    main = main_report(files)
    if main is None:
        return files, {"main_report": None, "file_checks": []}
    checks: list[dict[str, Any]] = []
    used: list[StoredFile] = []
    twins: dict[tuple, StoredFile] = {}
    # the complete report of a pair of twins is counted, whichever came first
    for f in sorted(files, key=lambda f: (truncated(f), f.id)):
        key = _twin_key(f)
        if key is not None and key not in twins:
            twins[key] = f
    for f in files:
        found = None if f is main else _mismatch(f, main)
        key = _twin_key(f)
        twin = twins.get(key) if key is not None else None
        if found is None and twin is not None and twin is not f:
            found = (DUPLICATE, f"the same report as {twin.name} (same instance and snapshots); counted once")
        if found is None:
            used.append(f)
            continue
        code, message = found
        accepted_here = f.id in accepted and code != DUPLICATE
        if accepted_here:
            used.append(f)
        checks.append({"file": f.id, "name": f.name, "code": code, "message": message, "accepted": accepted_here,
                       "truncated": truncated(f)})
    return used, {"main_report": {**describe(main), "reason": _main_reason(main, files)}, "file_checks": checks}


def _main_reason(main: StoredFile, files: list[StoredFile]) -> str:
    reports = [f for f in files if f.kind in DB_KINDS]
    if len(reports) == 1:
        return "The run's only database report."
    if truncated(main):
        return "Every database report of the run is cut short; this is the first of them."
    kind = "RAC-global report (it covers every instance)" if main.kind == "awr_rac_global" else "report"
    return f"The first complete {kind} uploaded; the other files are checked against its database and period."


def host_names(names: list[str | None]) -> dict[str, str]:
    """One name per host across the files of a run: tools print a host's name differently (sar and iostat the full
    name, nmon the short one, a text AWR report cut to its column width: ``mcracpoc2.exampl``). Names whose first
    label (before the first dot) is the same, ignoring case, and of which one begins the other (a cut or short name)
    are one host, named by its longest spelling."""
    given = sorted({n for n in names if n}, key=lambda n: (-len(n), n))
    out: dict[str, str] = {}
    for name in given:
        short = name.split(".")[0].lower()
        out[name] = next((full for full in given if len(full) >= len(name) and full.split(".")[0].lower() == short
                          and full.lower().startswith(name.lower().rstrip("."))), name)
    return out
