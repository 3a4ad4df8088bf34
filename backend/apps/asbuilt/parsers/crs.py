"""Oracle Clusterware command output: ``crsctl query css votedisk``, ``ocrcheck`` and ``cluvfy``.

votedisk (10g): `` 0.     0    /dev/raw/raw2`` lines then ``located 2 votedisk(s).``; 11g and later:
`` 1. ONLINE   <file universal id> (/dev/dasdg1) [DATA]`` under a ``##  STATE`` header.
ocrcheck: ``Key : value`` lines (``Total space (kbytes)``, ``Device/File Name``) and integrity messages.
cluvfy: stage and component checks print ``<check> passed|failed`` lines and a final verdict; 12.2 and later print
``Verifying <check> ...PASSED`` (``...FAILED (PRVF-7573)``): the key is the check without the progress dots or a
trailing blank, the error codes after a verdict go with the verdict.

Facts (JSON pointers into the topology document; ``/_...`` are per-node observations that
:mod:`apps.asbuilt.assemble` places using the plan): votedisk (/cluster_files/voting/locations), ocrcheck
(/cluster_files/ocr/{locations,size_mb}), cluvfy (settings only: one verdict per check).
"""

from __future__ import annotations

import re

from .base import AsBuiltParseError, Facts, Setting, index_repeats, logical_lines, parsed, sniffer, to_int

# --- crsctl query css votedisk ----------------------------------------------------------------------------------------

_VOTE_10 = re.compile(r"^(\d+)\.\s+(\d+)\s+(\S+)\s*$")
_VOTE_11 = re.compile(r"^(\d+)\.\s+(\w+)\s+(\w+)\s+\((.+?)\)\s*(?:\[(\w*)\])?\s*$")
_VOTE_SNIFF = re.compile(r"^\s*located \d+ vot(e|ing )disk", re.MULTILINE | re.IGNORECASE)


looks_like_votedisk = sniffer(_VOTE_SNIFF, within=None)


def parse_votedisk(name: str, text: str):
    settings: list[Setting] = []
    locations: list[str] = []
    located: int | None = None
    for number, line in logical_lines(text, comment=""):
        if line.startswith(("##", "--")):
            continue
        summary = re.match(r"^located (\d+) vot", line, re.IGNORECASE)
        if summary:
            located = int(summary.group(1))
            continue
        match = _VOTE_11.match(line)
        if match:
            index, state, _fuid, path, group = match.groups()
            settings.append(Setting(f"votedisk {index}", path, number))
            settings.append(Setting(f"votedisk {index} state", state.upper(), number))
            if group:
                settings.append(Setting(f"votedisk {index} disk group", group, number))
            locations.append(path)
            continue
        match = _VOTE_10.match(line)
        if match:
            settings.append(Setting(f"votedisk {match.group(1)}", match.group(3), number))
            locations.append(match.group(3))
            continue
        raise AsBuiltParseError(f"expected a voting disk line like ' 0.     0    /dev/raw/raw2', found "
                                f"{line[:60]!r}.", line=number)
    if not locations:
        raise AsBuiltParseError("no voting disk listed; is this 'crsctl query css votedisk' output?")
    warnings = []
    if located is not None and located != len(locations):
        warnings.append(f"the output says {located} voting disk(s) but lists {len(locations)}")
    return parsed("votedisk", settings, {"/cluster_files/voting/locations": locations}, warnings=warnings)


# --- ocrcheck ---------------------------------------------------------------------------------------------------------

_OCR_SNIFF = re.compile(r"Status of Oracle Cluster Registry", re.IGNORECASE)


looks_like_ocrcheck = sniffer(_OCR_SNIFF, within=2000)


def parse_ocrcheck(name: str, text: str):
    settings: list[Setting] = []
    facts = Facts()
    locations: list[str] = []
    checks: list[tuple[str, int]] = []
    for number, line in logical_lines(text, comment=""):
        if _OCR_SNIFF.match(line):
            continue
        if ":" in line:
            key, _, value = line.partition(":")
            key, value = re.sub(r"\s+", " ", key).strip(), value.strip()
            if key.lower() == "device/file name":
                locations.append(value)
                settings.append(Setting(f"device/file {len(locations)}", value, number))
            elif key.lower() != "logical corruption check bypassed due to non-privileged user":
                settings.append(Setting(key.lower(), value, number))
            if key.lower() == "total space (kbytes)" and to_int(value):
                facts.put("/cluster_files/ocr/size_mb", max(20, int(value) // 1024), number)
            continue
        if re.search(r"\b(succeeded|failed|bypassed)\b", line, re.IGNORECASE) or "not configured" in line.lower():
            checks.append((line, number))
            continue
        raise AsBuiltParseError(f"expected 'Key : value' or an integrity check message, found {line[:60]!r}.",
                                line=number)
    if not settings:
        raise AsBuiltParseError("no 'Key : value' line found; is this 'ocrcheck' output?")
    device = 0
    for line, number in checks:
        lowered = line.lower()
        if lowered.startswith("device/file"):
            device += 1
            settings.append(Setting(f"device/file {device} integrity",
                                    "succeeded" if "succeeded" in lowered else "failed" if "failed" in lowered
                                    else "not configured", number))
        else:
            verdict = next((w for w in ("succeeded", "failed", "bypassed") if w in lowered), "failed")
            subject = re.sub(rf"\s+(check\s+)?{verdict}\b.*$", "", lowered.rstrip("."))
            settings.append(Setting(subject, verdict, number))
    locations = [loc for loc in locations if loc]
    if locations:
        facts["/cluster_files/ocr/locations"] = locations
    return parsed("ocrcheck", settings, facts)


# --- cluvfy -----------------------------------------------------------------------------------------------------------

_CLUVFY_VERDICT = re.compile(r"^(.*?)\b(passed|failed|was successful|was unsuccessful|successful|unsuccessful)\b"
                             r"(.*?)\.?$", re.IGNORECASE)
_CLUVFY_CODES = re.compile(r"^\s*\(([A-Z]{3,5}-\d+(?:\s*,\s*[A-Z]{3,5}-\d+)*)\)\s*$")
_CLUVFY_LINE_MAX = 1000  # longer lines are table rows or noise; the lazy verdict pattern is not run on them
_CLUVFY_SNIFF = re.compile(r"^(Performing (pre|post)-checks|Verifying )", re.MULTILINE)


looks_like_cluvfy = sniffer(_CLUVFY_SNIFF, within=5000)


def parse_cluvfy(name: str, text: str):
    """One setting per verdict line: the check (with its subject) -> passed / failed; tables are not compared."""
    settings: list[Setting] = []
    stage = None
    for number, line in logical_lines(text, comment=""):
        started = re.match(r"^Performing (pre|post)-checks for (.+?)\s*$", line, re.IGNORECASE)
        if started:
            stage = f"{started.group(1).lower()}-checks {started.group(2)}"
            settings.append(Setting("stage", stage, number))
            continue
        verdict = _CLUVFY_VERDICT.match(line) if len(line) <= _CLUVFY_LINE_MAX else None
        if not verdict or line.endswith(":") or line.startswith(("Check:", "Result:")) and not verdict.group(1).strip():
            continue
        word = verdict.group(2).lower()
        result = "passed" if word in ("passed", "successful", "was successful") else "failed"
        after = verdict.group(3)
        codes = _CLUVFY_CODES.match(after)
        if codes:  # 12.2+: "...FAILED (PRVF-7573)": the codes say why it failed, they do not name the check
            result, after = f"{result} ({codes.group(1)})", ""
        # The progress dots of 12.2+ ("Verifying Swap Size ...") and a final period are no part of the check's name.
        subject = re.sub(r"\s+", " ", f"{verdict.group(1).rstrip(' .')} {after}").strip().rstrip(".").rstrip()
        subject = re.sub(r"^Result:\s*", "", subject)
        settings.append(Setting(subject or line, result, number))
    if not settings:
        raise AsBuiltParseError("no check verdict found ('... passed' / '... failed'); is this cluvfy output?")
    origin = re.search(r'check passed from node "([^"]+)"', text)
    return parsed("cluvfy", index_repeats(settings), {}, host=origin.group(1).lower() if origin else None)

