"""Peak memory of one worker parsing a 200 MB OSWatcher/nmon folder (wired into ``make bench`` as
``runs.parse_os_folder_peak_rss``).

The folder is written to a temporary directory (never to the repository) from the real samples, then a fresh
Python process parses its files one after the other, as one worker takes one parse job after another, and reports
its own peak resident set (``resource.getrusage``) next to the MB/s of each format. The worker limit is 300 MB; the
process starts at the size of an interpreter with Django and the parsers imported, which is reported too.

Run by hand: ``python -m perf.os_folder <folder>`` (prints one JSON document).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from perf.parser_corpus import RUN_SAMPLES

TARGET_PEAK_MB = 300


def os_folder_entries(*, target_bytes: int, nmon_repeat: int = 100) -> list[tuple[str, bytes]]:
    """Plain-text OSWatcher iostat hour files and one long nmon file (the sample's snapshots ``nmon_repeat`` times)
    adding up to about ``target_bytes``."""
    return list(iter_os_folder_entries(target_bytes=target_bytes, nmon_repeat=nmon_repeat))


def iter_os_folder_entries(*, target_bytes: int, nmon_repeat: int = 100):
    """The entries of :func:`os_folder_entries` one at a time (a writer then never holds the whole folder)."""
    import bz2

    osw = [bz2.decompress(p.read_bytes()) for p in sorted(RUN_SAMPLES.glob("plot-oswatcher__*iostat*.dat.bz2"))]
    nmon = long_nmon((RUN_SAMPLES / "pyNmonAnalyzer__test.nmon").read_bytes(), repeat=nmon_repeat)
    yield "osw/the-gibson_nmon_12.12.07.1318.nmon", nmon
    total, i = len(nmon), 0
    del nmon
    while total < target_bytes and osw:
        data = osw[i % len(osw)] + b"\n" * (i + 1)
        hour = i % 24
        yield f"osw/oswiostat/cel{i // 24:02d}_iostat_12.02.29.{hour:02d}00.dat", data
        total += len(data)
        i += 1


#: The nmon capture a single upload may hold at most: the Linux sample's snapshots 400 times over, 49.8 MB
#: (RUNS_MAX_FILE_BYTES is 50 MiB).
LARGEST_NMON_NAME = "the-gibson_nmon_12.12.07.1318.nmon"
LARGEST_NMON_REPEAT = 400


def largest_nmon(*, repeat: int = LARGEST_NMON_REPEAT) -> bytes:
    """The bytes of the largest single nmon capture the benchmarks upload (about the per-file limit; a shorter one
    with a smaller ``repeat``)."""
    return long_nmon((RUN_SAMPLES / "pyNmonAnalyzer__test.nmon").read_bytes(), repeat=repeat)


def long_nmon(data: bytes, *, repeat: int) -> bytes:
    """The nmon capture with its snapshots played ``repeat`` times in a row, renumbered and a second apart."""
    head: list[str] = []
    by_tag: dict[str, list[list[str]]] = {}
    for ln in data.decode("latin-1").split("\n"):
        parts = ln.split(",")
        if len(parts) > 1 and parts[1][:1] == "T" and parts[1][1:].isdigit():
            by_tag.setdefault(parts[1], []).append(parts)
        else:
            head.append(ln)
    out = list(head)
    n = 0
    for _ in range(repeat):
        for tag in sorted(by_tag):
            n += 1
            secs = 13 * 3600 + 18 * 60 + 32 + n
            stamp = f"{secs // 3600 % 24:02d}:{secs % 3600 // 60:02d}:{secs % 60:02d}"
            for parts in by_tag[tag]:
                row = [parts[0], f"T{n:05d}", *parts[2:]]
                if row[0] == "ZZZZ":
                    row[2] = stamp
                out.append(",".join(row))
    return "\n".join(out).encode("latin-1")


def write_folder(root: Path, *, target_bytes: int, nmon_repeat: int = 100) -> list[Path]:
    """Write the OSWatcher/nmon folder of :func:`os_folder_entries` under ``root``."""
    paths = []
    for name, data in iter_os_folder_entries(target_bytes=target_bytes, nmon_repeat=nmon_repeat):
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        paths.append(path)
    return paths


def measure_folder(target_bytes: int = 200 * 1000 * 1000, nmon_repeat: int = 100,
                   largest_repeat: int = LARGEST_NMON_REPEAT) -> dict:
    """Write the folder, parse it in a child process and return the child's figures; then the same for a folder
    holding one nmon capture of about the per-file upload limit (50 MB), the largest single file a worker gets."""
    result = _measure_in_child(lambda root: write_folder(root, target_bytes=target_bytes, nmon_repeat=nmon_repeat))

    def one_big_nmon(root: Path) -> list[Path]:
        path = root / LARGEST_NMON_NAME
        path.write_bytes(largest_nmon(repeat=largest_repeat))
        return [path]

    result["largest_allowed_file"] = _measure_in_child(one_big_nmon)
    result["met"] = result.get("met", False) and result["largest_allowed_file"].get("met", False)
    return result


def _measure_in_child(write) -> dict:
    from perf import BACKEND_DIR

    with tempfile.TemporaryDirectory(prefix="racplan-os-folder-") as tmp:
        root = Path(tmp)
        paths = write(root)
        env = dict(os.environ, PYTHONPATH=str(BACKEND_DIR))
        env.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
        done = subprocess.run([sys.executable, "-m", "perf.os_folder", str(root)], cwd=BACKEND_DIR, env=env,
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            return {"error": done.stderr[-2000:], "files": len(paths)}
        result = json.loads(done.stdout)
    result["target_peak_mb"] = TARGET_PEAK_MB
    # Judged on the child's own peak (VmHWM): ru_maxrss starts at the parent's size, and the parent is the whole
    # bench run, which has grown far beyond any worker by the time this measurement runs.
    peak = result["own_peak_rss_mb"] if result.get("own_peak_rss_mb") is not None else result["peak_rss_mb"]
    result["met"] = peak < TARGET_PEAK_MB and not result["failures"]
    return result


def _peak_rss_mb() -> float:
    """``ru_maxrss`` of this process. Linux carries the spawning process's resident size over into it, so this is an
    upper bound whenever the parent was larger than the child ever gets (hence also :func:`_own_peak_mb`)."""
    import resource

    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)  # kilobytes on Linux


def _own_peak_mb() -> float | None:
    """The peak resident size of this process image alone (``VmHWM``, reset by exec)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


def parse_folder(root: Path) -> dict:
    """Parse every file under ``root`` in this process; MB/s per format and the process's peak RSS."""
    import django

    django.setup()
    from apps.runs.parsers import parse_file

    baseline = _own_peak_mb()
    per_format: dict[str, dict[str, float]] = {}
    failures: list[str] = []
    largest = (0, "")
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        data = path.read_bytes()
        start = time.process_time()
        try:
            report = parse_file(path.name, data)
        except Exception as exc:  # noqa: BLE001 - counted, not fatal for a benchmark
            failures.append(f"{path.name}: {exc}")
            continue
        seconds = time.process_time() - start
        fmt = per_format.setdefault(report.format, {"files": 0, "mb": 0.0, "cpu_s": 0.0})
        fmt["files"] += 1
        fmt["mb"] += len(data) / 1e6
        fmt["cpu_s"] += seconds
        largest = max(largest, (len(data), path.name))
        del data, report
    for fmt in per_format.values():
        fmt["mb_per_cpu_s"] = round(fmt["mb"] / fmt["cpu_s"], 2) if fmt["cpu_s"] else None
        fmt["mb"], fmt["cpu_s"] = round(fmt["mb"], 1), round(fmt["cpu_s"], 2)
    return {
        "folder_mb": round(sum(f["mb"] for f in per_format.values()), 1),
        "formats": per_format,
        "largest_file": {"name": largest[1], "mb": round(largest[0] / 1e6, 1)},
        "peak_rss_mb": _peak_rss_mb(),
        "own_peak_rss_mb": _own_peak_mb(),
        "rss_after_imports_mb": baseline,
        "failures": failures,
    }


if __name__ == "__main__":  # pragma: no cover - the child process of measure_folder
    print(json.dumps(parse_folder(Path(sys.argv[1]))))
