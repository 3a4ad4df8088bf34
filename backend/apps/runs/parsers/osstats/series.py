"""Building blocks shared by the OS statistics parsers: timestamps, the column store, summaries.

Every OS parser reads its text line by line (``iter_lines``), never splitting the whole file into a list, and
appends each sample to a :class:`SeriesBuilder`, which keeps one compact column per measured quantity. The
finished :class:`~apps.runs.parsers.model.SeriesGroup` holds every sample; charts get a downsampled copy later.

Normalised columns, whatever tool measured them (so charts and summaries never care about the source):

* ``cpu``  (object ``all`` or a CPU number): ``user``, ``system``, ``iowait``, ``steal``, ``idle``, ``busy`` (percent;
  busy = 100 - idle - iowait)
* ``disk`` (object = device): what the tool printed, reads and writes apart: ``read_iops``, ``write_iops``
  (operations per second), ``read_mb_s``, ``write_mb_s``, ``read_await_ms``, ``write_await_ms`` (iostat's
  ``r_await``/``w_await``), ``read_svc_ms``, ``write_svc_ms`` (AIX nmon's read and write service times),
  ``queue`` (average queue size, ``avgqu-sz``/``aqu-sz``) and ``util_pct``; plus the combined ``iops`` and
  ``await_ms``, as printed (``tps``, ``await``, nmon's ``DISKXFER``) or else derived from the read and write
  figures (the sum of the rates; the await weighted by them). The combined columns and the throughputs are always
  there (older stored series hold only ``read_mb_s``, ``write_mb_s``, ``iops``, ``await_ms``, ``util_pct``); a
  split column no object of the group ever had a value for is left out of the group (``columns`` lists what is
  kept), so readers take each split column with ``.get``.
* ``net``  (object = interface): ``rx_mb_s``, ``tx_mb_s``
* ``runq`` (object ``all``): ``runq`` (runnable processes), ``blocked``
* ``mem``  (object ``all``): ``free_mb``, ``used_pct``
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from datetime import date, datetime, timedelta
from typing import Protocol, TypedDict

from ..model import KIND_OS_STATS, ParsedReport, ParseError, SeriesGroup

COLUMNS = {
    "cpu": ("user", "system", "iowait", "steal", "idle", "busy"),
    "disk": ("read_mb_s", "write_mb_s", "iops", "await_ms", "util_pct", "read_iops", "write_iops", "read_await_ms",
             "write_await_ms", "read_svc_ms", "write_svc_ms", "queue"),
    "net": ("rx_mb_s", "tx_mb_s"),
    "runq": ("runq", "blocked"),
    "mem": ("free_mb", "used_pct"),
}

#: The columns every group of a category keeps even when the tool printed no value for them (the shape older code
#: and older stored series know); the other columns of :data:`COLUMNS` are kept only when some object has a value.
ALWAYS_KEPT = {"disk": ("read_mb_s", "write_mb_s", "iops", "await_ms", "util_pct")}

#: Where a series' sample interval comes from: the tool's own header (nmon's ``AAA,interval``, OSWatcher's ``Sample
#: interval``), or the spacing of its sample times (the median gap between consecutive samples).
INTERVAL_FROM_HEADER = "header"
INTERVAL_FROM_TIMESTAMPS = "timestamps"

_MONTHS = {m: i for i, m in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1)}


def iter_lines(text: str) -> Iterator[str]:
    """Lines without their end, lazily: neither a list of lines nor a StringIO (which holds 4 bytes a character)
    is built, so a large file is never held twice."""
    start, end_of_text = 0, len(text)
    while start < end_of_text:
        end = text.find("\n", start)
        if end < 0:
            end = end_of_text
        yield text[start:end]
        start = end + 1


def num(tok: str) -> float | None:
    """A plain decimal as the OS tools print it (a decimal comma is accepted); anything else is unknown."""
    try:
        value = float(tok)
    except ValueError:
        try:
            value = float(tok.replace(",", "."))
        except ValueError:
            return None
    return value if math.isfinite(value) else None


def parse_date(raw: str) -> date | None:
    """``02/20/2020``, ``02/29/12``, ``2018-09-01``, ``07-DEC-2012``, ``20.02.2020``; US order unless impossible."""
    raw = raw.strip()
    m = re.fullmatch(r"(\d{4})-(\d{1,2})-(\d{1,2})", raw)
    if m:
        y, mo, d = int(m[1]), int(m[2]), int(m[3])
    elif m := re.fullmatch(r"(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})", raw):
        a, b, y = int(m[1]), int(m[2]), int(m[3])
        if y < 100:
            y += 2000
        mo, d = (a, b) if a <= 12 else (b, a)
        if "." in raw:  # 20.02.2020 is day first in every locale that writes it
            mo, d = (b, a) if b <= 12 else (a, b)
    elif m := re.fullmatch(r"(\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4})", raw):
        d, mo, y = int(m[1]), _MONTHS.get(m[2].lower(), 0), int(m[3])
        if y < 100:
            y += 2000
    else:
        return None
    try:
        return date(y, mo, d)
    except ValueError:
        return None


def clock_seconds(raw: str) -> int | None:
    """``21:31:43``, ``09:31:43 PM``, ``13:18.31`` (nmon's AAA,time) to seconds after midnight."""
    m = re.fullmatch(r"(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*([AaPp][Mm])?", raw.strip())
    if not m:
        return None
    h, mi, s = int(m[1]), int(m[2]), int(m[3] or 0)
    ampm = (m[4] or "").upper()
    if ampm == "PM" and h != 12:
        h += 12
    elif ampm == "AM" and h == 12:
        h = 0
    if h > 23 or mi > 59 or s > 59:
        return None
    return h * 3600 + mi * 60 + s


class Clock:
    """Turns times of day into ISO timestamps, rolling the date over when the clock goes backwards past midnight."""

    def __init__(self, day: date | None) -> None:
        self.day = day
        self.last: int | None = None

    def stamp(self, seconds: int) -> str:
        if self.last is not None and seconds + 6 * 3600 < self.last:
            # a big backwards jump is midnight; a small one (a restart, a clock step) is not
            self.day = self.day + timedelta(days=1) if self.day else None
        self.last = seconds
        hms = f"{seconds // 3600:02d}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"
        return f"{self.day.isoformat()}T{hms}" if self.day else hms


def iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%dT%H:%M:%S")


class SeriesBuilder:
    """Column store for one category of one host: ``times`` plus, per object, one list per column.

    ``sample(time)`` opens a time point (the same time again continues it, as sar prints one line per device at
    the same second); ``put(obj, values)`` records an object's values at the current point. Objects that appear
    late (an interface added after a restart) or skip a point are padded with ``None``.
    """

    def __init__(self, *, category: str, source: str, host: str | None) -> None:
        self.category, self.source, self.host = category, source, host
        self.columns = COLUMNS[category]
        self._always = ALWAYS_KEPT.get(category, self.columns)
        self._optional = tuple(c for c in self.columns if c not in self._always)
        # OS counters repeat the same few values (0.0 above all): one float object per distinct value keeps a
        # long capture's series several times smaller in memory
        self._floats: dict[float, float] = {}
        self.times: list[str | None] = []
        self.objects: dict[str, dict[str, list[float | None]]] = {}
        self.interval_s: float | None = None  # the interval the tool's header states, when it states one

    def sample(self, time: str | None) -> None:
        if not self.times or time is None or self.times[-1] != time:
            self.times.append(time)

    def put(self, obj: str, values: dict[str, float | None]) -> None:
        if not self.times:
            self.times.append(None)
        n = len(self.times)
        cols = self.objects.get(obj)
        if cols is None:
            cols = self.objects[obj] = {c: [] for c in self._always}
        floats = self._floats
        get = values.get
        for c in self._optional:
            # a column only some tools print (the split disk figures) is made when a value first comes: a capture
            # of a tool that never prints it holds no list of None for it while it is read
            if c not in cols and get(c) is not None:
                cols[c] = []
        for c, col in cols.items():
            v = get(c)
            if v is not None:
                v = floats.setdefault(v, v)
            k = len(col)
            if k == n - 1:  # the usual case: the object's next point
                col.append(v)
            elif k >= n:  # the same object twice at one time point: the later line wins
                col[n - 1] = v
            else:
                col.extend([None] * (n - 1 - k))
                col.append(v)

    def __len__(self) -> int:
        return len(self.times)

    def build(self) -> SeriesGroup | None:
        if not self.times or not self.objects:
            return None
        n = len(self.times)
        # the columns every group keeps, and those some object had a value for, in the order of COLUMNS
        columns = [c for c in self.columns if c in self._always or any(c in cols for cols in self.objects.values())]
        for name, cols in self.objects.items():
            for col in cols.values():
                if len(col) < n:
                    col.extend([None] * (n - len(col)))
            if list(cols) != columns:
                self.objects[name] = {c: cols[c] if c in cols else [None] * n for c in columns}
        times = self.times if any(t is not None for t in self.times) else []
        group = SeriesGroup(category=self.category, source=self.source, host=self.host, times=list(times),
                            columns=columns, objects=dict(self.objects))
        set_interval(group, self.interval_s)
        return group


def _seconds(stamp: str) -> float | None:
    """An ISO sample time (or a bare time of day) as seconds, for differences only."""
    try:
        if "T" in stamp:
            return datetime.fromisoformat(stamp).timestamp()
        h, m, s = stamp.split(":")
        return int(h) * 3600 + int(m) * 60 + float(s)
    except ValueError:
        return None


def interval_from_times(times: list[str | None]) -> float | None:
    """The median gap in seconds between consecutive sample times (gaps of zero or across a gap in the times
    are not counted); None with fewer than two timed samples."""
    gaps = []
    last = None
    for t in times:
        now = _seconds(t) if t else None
        if now is not None and last is not None and now > last:
            gaps.append(now - last)
        last = now
    if not gaps:
        return None
    gaps.sort()
    mid = len(gaps) // 2
    median = gaps[mid] if len(gaps) % 2 else (gaps[mid - 1] + gaps[mid]) / 2
    return round(median, 3)


def set_interval(group: SeriesGroup, header_s: float | None) -> None:
    """The group's sample interval: the one the tool's header states, else the spacing of its sample times."""
    if header_s:
        group.interval_s, group.interval_source = float(header_s), INTERVAL_FROM_HEADER
        return
    from_times = interval_from_times(group.times)
    group.interval_s = from_times
    group.interval_source = INTERVAL_FROM_TIMESTAMPS if from_times is not None else None


def cpu_values(user, system, iowait, steal, idle, nice=None, irq=None, soft=None) -> dict[str, float | None]:
    """The normalised CPU columns; ``user`` and ``system`` fold in nice and the interrupt time as top does.

    ``busy`` is the time the CPUs ran something: 100 minus idle minus iowait, since the tools count iowait as
    idle time during which some IO was outstanding (``%iowait`` in the sysstat manual pages), so a CPU waiting
    on the disk is not busy.
    """
    u = None if user is None else user + (nice or 0.0)
    s = None if system is None else system + (irq or 0.0) + (soft or 0.0)
    busy = None if idle is None else round(max(0.0, 100.0 - idle - (iowait or 0.0)), 4)
    return {"user": u, "system": s, "iowait": iowait, "steal": steal, "idle": idle, "busy": busy}


def _mean(values) -> float | None:
    vals = [v for v in values if v is not None]
    return round(sum(vals) / len(vals), 4) if vals else None


def _max(values) -> float | None:
    vals = [v for v in values if v is not None]
    return round(max(vals), 4) if vals else None


# Devices that repeat what another device already counted (partitions are handled by name below).
_VIRTUAL_DEVICE = re.compile(r"^(?:loop|ram|sr|fd|dm-|md|zram|dev253-)")
_PARTITION = re.compile(r"^(?!hdisk)(?:(?:sd|hd|vd|xvd)[a-z]+\d+|nvme\d+n\d+p\d+|mmcblk\d+p\d+|dasd[a-z]+\d+)$")


def is_physical_device(name: str) -> bool:
    """Whole disks, not partitions, device-mapper or loop devices (so a sum counts each byte once)."""
    return not (_VIRTUAL_DEVICE.match(name) or _PARTITION.match(name))


class CpuSummary(TypedDict):
    """CPU averages over the samples of ``all`` (or of the only CPU), as percentages."""

    busy_pct: float | None
    busy_pct_max: float | None
    user_pct: float | None
    system_pct: float | None
    iowait_pct: float | None
    steal_pct: float | None
    samples: int
    source: str  # the tool that measured it


class RunQueueSummary(TypedDict):
    mean: float | None
    max: float | None
    blocked_mean: float | None
    source: str


class DeviceSummary(TypedDict):
    """Averages over the samples of one device; a split figure the tool did not print is None."""

    read_mb_s: float | None
    write_mb_s: float | None
    iops: float | None
    await_ms: float | None
    util_pct: float | None
    read_iops: float | None
    write_iops: float | None
    read_await_ms: float | None
    write_await_ms: float | None
    queue: float | None
    physical: bool  # a whole disk, not a partition, device-mapper or loop device
    source: str


class InterfaceSummary(TypedDict):
    rx_mb_s: float | None
    tx_mb_s: float | None
    source: str


class DiskTotal(TypedDict):
    """The physical devices added up."""

    read_mb_s: float | None
    write_mb_s: float | None
    iops: float | None
    read_iops: float | None
    write_iops: float | None
    devices: int


class SampleWindow(TypedDict):
    """The first and the last sample time."""

    begin: str
    end: str


#: The per-device averages a summary keeps (:class:`DeviceSummary`).
DEVICE_FIGURES = ("read_mb_s", "write_mb_s", "iops", "await_ms", "util_pct", "read_iops", "write_iops",
                  "read_await_ms", "write_await_ms", "queue")


class OsSummary(TypedDict, total=False):
    """Per-run OS figures (``ParsedReport.os_summary``); a part is there only when some series measured it."""

    cpu: CpuSummary
    run_queue: RunQueueSummary
    devices: dict[str, DeviceSummary]
    interfaces: dict[str, InterfaceSummary]
    disk_total: DiskTotal
    window: SampleWindow


def summarise(groups: list[SeriesGroup]) -> OsSummary:
    """Per-run figures from every series: CPU busy / iowait / steal, run queue, per-device and per-interface rates.

    Averages are over the samples; device and interface totals add physical disks and non-loopback interfaces.
    """
    out: OsSummary = {}
    for g in groups:
        if g.category == "cpu":
            cols = g.objects.get("all") or (next(iter(g.objects.values())) if len(g.objects) == 1 else None)
            if cols:
                out.setdefault("cpu", {
                    "busy_pct": _mean(cols["busy"]), "busy_pct_max": _max(cols["busy"]),
                    "user_pct": _mean(cols["user"]), "system_pct": _mean(cols["system"]),
                    "iowait_pct": _mean(cols["iowait"]), "steal_pct": _mean(cols["steal"]),
                    "samples": len(cols["busy"]), "source": g.source})
        elif g.category == "runq":
            cols = g.objects.get("all")
            if cols:
                out.setdefault("run_queue", {"mean": _mean(cols["runq"]), "max": _max(cols["runq"]),
                                             "blocked_mean": _mean(cols["blocked"]), "source": g.source})
        elif g.category == "disk":
            devices = out.setdefault("devices", {})
            for name, cols in sorted(g.objects.items()):
                devices.setdefault(name, {
                    **{c: _mean(cols.get(c) or ()) for c in DEVICE_FIGURES},
                    "physical": is_physical_device(name), "source": g.source})
        elif g.category == "net":
            ifaces = out.setdefault("interfaces", {})
            for name, cols in sorted(g.objects.items()):
                ifaces.setdefault(name, {"rx_mb_s": _mean(cols["rx_mb_s"]), "tx_mb_s": _mean(cols["tx_mb_s"]),
                                         "source": g.source})
    devices = {k: v for k, v in (out.get("devices") or {}).items() if v["physical"]}
    if devices:
        def total(key: str) -> float | None:
            vals = [d[key] for d in devices.values() if d[key] is not None]
            return round(sum(vals), 4) if vals else None
        out["disk_total"] = {"read_mb_s": total("read_mb_s"), "write_mb_s": total("write_mb_s"),
                             "iops": total("iops"), "read_iops": total("read_iops"),
                             "write_iops": total("write_iops"), "devices": len(devices)}
    times = sorted(t for g in groups for t in (g.times[:1] + g.times[-1:]) if t)
    if times:
        out["window"] = {"begin": times[0], "end": times[-1]}
    return out


class SampleReader(Protocol):
    """What each tool's reader (iostat, mpstat, vmstat) offers: lines in, one series group per category out."""

    host: str | None
    cpus: int | None
    skipped_since_boot: int  # reports that counted since boot, not over an interval

    def feed(self, line: str) -> None: ...

    def groups(self) -> list[SeriesGroup]: ...


def read_report(name: str, text: str, reader: SampleReader, *, tool: str, error: str,
                usable: Callable[[list[SeriesGroup]], bool] = bool) -> ParsedReport:
    """Feed every line of ``text`` to ``reader`` and finish the report; ``error`` when the groups are not
    ``usable`` (by default: when there is none)."""
    for line in iter_lines(text):
        reader.feed(line)
    groups = reader.groups()
    if not usable(groups):
        raise ParseError(error)
    return finish(name, groups, reader.host, reader.cpus, tool=tool, skipped=reader.skipped_since_boot)


def finish(name: str, groups, host: str | None, cpus: int | None, *, tool: str, skipped: int = 0,
           fmt: str = "text") -> ParsedReport:
    """The report every OS parser returns: series, summary, host and provenance."""
    rep = ParsedReport(kind=KIND_OS_STATS, format=fmt, source_name=name)
    rep.os_series = groups
    rep.os_summary = summarise(groups)
    rep.extra["tool"] = tool
    rep.identity.platform = "Linux" if tool != "nmon" else rep.identity.platform
    if host:
        rep.identity.hosts = [host]
    rep.host.cpus = cpus
    if skipped:
        rep.extra["since_boot_reports_skipped"] = skipped
    rep.section_titles["os_series"] = f"{tool} samples"
    rep.section_titles["os_summary"] = f"{tool} samples (averages over the run)"
    return rep
