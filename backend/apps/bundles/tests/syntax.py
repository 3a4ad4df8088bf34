"""Small parsers that check a rendered file is well-formed for its kind (used by the tests only)."""

from __future__ import annotations

import re
import shlex
import subprocess

COMMENT_STARTS = ("#", "--", "<!--")


def content_lines(text: str, comment: str = "#") -> list[str]:
    return [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith(comment)]


def matched_lines(text: str, pattern: str, what: str) -> list[re.Match[str]]:
    """The match of ``pattern`` on every content line; a line it does not match fails as "not <what>"."""
    matches = []
    for line in content_lines(text):
        m = re.fullmatch(pattern, line)
        assert m, f"not {what}: {line!r}"
        matches.append(m)
    return matches


def check_sysctl(text: str) -> dict[str, str]:
    """Every line is ``key = value``; returns the settings."""
    return {m.group(1): m.group(2)
            for m in matched_lines(text, r"([a-z0-9_]+(?:\.[a-z0-9_-]+)+) = (\S(?:.*\S)?)", "a sysctl line")}


def check_oracle_net(text: str) -> list[str]:
    """Balanced parentheses, never closing more than opened; returns the top-level entry names."""
    names, depth, opened = [], 0, True
    for line in content_lines(text):
        if depth == 0 and opened:
            m = re.match(r"^([A-Za-z0-9_+.-]+) =\s*(.*)$", line)
            assert m, f"expected 'NAME =' at top level: {line!r}"
            names.append(m.group(1))
            opened = False
        for ch in line:
            depth += {"(": 1, ")": -1}.get(ch, 0)
            assert depth >= 0, f"unbalanced ')' in {line!r}"
            opened = opened or ch == "("
    assert depth == 0 and opened, "unbalanced parentheses, or an entry without a value, at the end"
    return names


MULTIPATH_SECTIONS = {"defaults", "blacklist", "blacklist_exceptions", "devices", "multipaths"}
MULTIPATH_SUBSECTIONS = {"device", "multipath"}


def check_multipath(text: str) -> dict[str, list[str]]:
    """Sections and sub-sections with braces; returns {section: [lines directly inside it]}."""
    stack: list[str] = []
    sections: dict[str, list[str]] = {}
    for line in content_lines(text):
        line = line.strip()
        m = re.fullmatch(r"([a-z_]+) \{", line)
        if m:
            name = m.group(1)
            allowed = MULTIPATH_SECTIONS if not stack else MULTIPATH_SUBSECTIONS
            assert name in allowed, f"unexpected section {name!r} inside {stack}"
            stack.append(name)
            if len(stack) == 1:
                sections[name] = []
            continue
        if line == "}":
            assert stack, "closing brace without section"
            stack.pop()
            continue
        assert stack, f"setting outside any section: {line!r}"
        assert re.fullmatch(r'[a-z_]+ (\S+|"[^"]*")', line), f"not a 'key value' line: {line!r}"
        sections[stack[0]].append(line)
    assert not stack, f"unclosed sections {stack}"
    return sections


def check_fstab(text: str) -> list[list[str]]:
    rows = [line.split() for line in content_lines(text)]
    for row in rows:
        assert len(row) == 6, f"fstab line needs six fields: {row}"
    return rows


_UDEV_PAIR = re.compile(r'^[A-Z_]+(\{[^}]*\})?(==|!=|=|\+=|:=)"[^"]*"$')


def check_udev(text: str) -> int:
    """Comma-separated KEY==/KEY= pairs with double-quoted values; at least one match and one assignment."""
    count = 0
    for line in content_lines(text):
        pairs = [p.strip() for p in re.split(r',\s*(?=[A-Z_]+(?:\{[^}]*\})?(?:==|!=|=|\+=|:=)")', line)]
        for p in pairs:
            assert _UDEV_PAIR.match(p), f"not a udev KEY=\"value\" pair: {p!r} in {line!r}"
        assert any("==" in p for p in pairs) and any(re.search(r'[^=!]=(?!=)', p) for p in pairs), line
        count += 1
    return count


def check_init_ora(text: str) -> dict[str, str]:
    out = {}
    for m in matched_lines(text, r"(\*|[A-Za-z0-9_+]+)\.([a-z_0-9]+) = (.+)", "an init.ora line"):
        value = m.group(3)
        assert value.count("'") % 2 == 0, f"unbalanced quotes: {m.group(0)!r}"
        key = f"{m.group(1)}.{m.group(2)}"
        assert key not in out, f"{key} is set twice: {out[key]} and {value}"
        out[key] = value
    return out


def check_key_values(text: str) -> dict[str, str]:
    return {m.group(1): m.group(2).strip("'\"")
            for m in matched_lines(text, r"([A-Z_][A-Z0-9_]*)=('[^']*'|\"[^\"]*\"|[^\s'\"]*)", "a KEY=value line")}


def check_shell(text: str) -> None:
    shell = "bash" if text.startswith("#!/bin/bash\n") else "sh"  # a bash script is read as bash, the rest as sh
    result = subprocess.run([shell, "-n"], input=text, text=True, capture_output=True, check=False)
    assert result.returncode == 0, result.stderr


def check_sql(text: str) -> list[str]:
    statements = [s.strip() for s in "\n".join(content_lines(text, "--")).split(";") if s.strip()]
    for s in statements:
        assert re.match(r"^CREATE DISKGROUP [A-Z][A-Z0-9_]* (EXTERNAL|NORMAL|HIGH) REDUNDANCY\s+DISK ", s), s
        for token in re.findall(r"'(?:[^']|'')*'", s):
            assert token
    return statements


#: The statements a database-creation script may hold (SQL*Plus commands stand on their own line, without ";").
_CREATE_DB_STATEMENTS = (
    r"CREATE DATABASE [A-Z][A-Z0-9_]*\s+MAXINSTANCES \d+\s+UNDO TABLESPACE [A-Z][A-Z0-9_]*\s+"
    r"DEFAULT TEMPORARY TABLESPACE [A-Z][A-Z0-9_]*",
    r"ALTER DATABASE ADD LOGFILE THREAD \d+",
    r"ALTER DATABASE ENABLE PUBLIC THREAD \d+",
    r"CREATE UNDO TABLESPACE [A-Z][A-Z0-9_]*",
)


def check_create_database(text: str) -> list[str]:
    lines = content_lines(text, "--")
    commands = [line for line in lines if line.startswith(("STARTUP", "@"))]
    for c in commands:
        assert re.fullmatch(r"STARTUP NOMOUNT|@\?/rdbms/admin/[a-z]+\.sql", c), c
    assert commands and commands[0] == "STARTUP NOMOUNT", "the instance must be started NOMOUNT first"
    sql = "\n".join(line for line in lines if line not in commands)
    assert sql.rstrip().endswith(";"), "every statement ends with a semicolon"
    statements = [s.strip() for s in sql.split(";") if s.strip()]
    for s in statements:
        assert any(re.fullmatch(p, s) for p in _CREATE_DB_STATEMENTS), s
    assert statements[0].startswith("CREATE DATABASE"), statements[0]
    return statements


def check_oratab(text: str) -> list[list[str]]:
    rows = [line.split(":") for line in content_lines(text)]
    for row in rows:
        assert len(row) == 3 and row[2] in ("Y", "N"), row
    return rows


def check_ocfs2(text: str) -> None:
    stanza = None
    for line in content_lines(text):
        if re.fullmatch(r"(node|cluster):", line):
            stanza = line
            continue
        assert stanza and re.fullmatch(r"\t[a-z_]+ = \S+", line), f"bad cluster.conf line: {line!r}"


def checker_for(path: str):
    """The syntax check that applies to a bundle path (None for prose)."""
    name = path.rsplit("/", 1)[-1]
    if name == "sysctl.conf":
        return check_sysctl
    if name in ("listener.ora", "tnsnames.ora"):
        return check_oracle_net
    if name == "multipath.conf":
        return check_multipath
    if name == "fstab":
        return check_fstab
    if name.endswith(".rules"):
        return check_udev
    if name.startswith("init") and name.endswith(".ora"):
        return check_init_ora
    if name.startswith("ifcfg-"):
        return check_key_values
    if name.endswith(".sh") or name == ".profile":
        return check_shell
    if name == "create_database.sql":
        return check_create_database
    if name.endswith(".sql"):
        return check_sql
    if name == "oratab":
        return check_oratab
    if name == "cluster.conf":
        return check_ocfs2
    return None


def starts_with_comment(text: str) -> bool:
    first = text.split("\n", 1)[0]
    return first.startswith(COMMENT_STARTS)


__all__ = ["checker_for", "starts_with_comment", "shlex"]
