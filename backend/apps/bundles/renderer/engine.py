"""Rendering a topology into the files of a configuration bundle (pure: no Django, no I/O besides templates)."""

from __future__ import annotations

import posixpath
import re
import shlex
from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import StrictUndefined, TemplateError, TemplateSyntaxError
from jinja2.sandbox import SandboxedEnvironment

from apps.rules.engine import checks_on
from apps.rules.reach import platform_of
from apps.topology.schema import Topology

from . import ansible
from . import context as ctx
from .errors import RenderError
from .manifest import MANIFEST, Entry
from .sysctl import one_line

TEMPLATES_DIR = Path(__file__).resolve().parent.parent / "templates"
_SAFE_PATH = re.compile(r"^[A-Za-z0-9._+@-]+(/[A-Za-z0-9._+@-]+)*$")


@dataclass(frozen=True)
class RenderedFile:
    """One file of a bundle: a relative POSIX path, its text and its permission bits."""

    path: str
    content: str
    mode: int = 0o644


def _ora(value: Any) -> str:
    """An init.ora value: TRUE/FALSE, plain numbers, everything else in single quotes (quotes doubled)."""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int | float):
        return str(value)
    text = one_line(value)
    if re.fullmatch(r"-?\d+(\.\d+)?[KMG]?", text):
        return text
    return "'" + text.replace("'", "''") + "'"


def _sh(value: Any) -> str:
    return shlex.quote(one_line(value))


def _udev(value: Any) -> str:
    """A value inside udev double quotes: no quotes, backslashes or line breaks."""
    return re.sub(r'["\\]', "", one_line(value))


def _fstab(value: Any) -> str:
    """One fstab field: spaces and tabs escaped as octal, as fstab(5) requires; never empty."""
    text = one_line(value).replace("\\", "\\134").replace(" ", "\\040").replace("\t", "\\011")
    return text or "none"


@lru_cache(maxsize=4)
def environment(templates_dir: str = str(TEMPLATES_DIR)) -> SandboxedEnvironment:
    """The sandboxed environment shared by all renders (compiled templates are cached inside it)."""
    env = SandboxedEnvironment(
        loader=jinja2.FileSystemLoader(templates_dir),
        undefined=StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        auto_reload=False,
    )
    env.filters.update(ora=_ora, sh=_sh, udev=_udev, one_line=one_line, fstab=_fstab)
    return env


def _error_location(exc: BaseException, default: str | None, root: str) -> tuple[str | None, int | None]:
    """The template and line an exception was raised in, from Jinja's rewritten traceback frames."""
    if isinstance(exc, TemplateSyntaxError):
        return exc.name or default, exc.lineno
    template, lineno = default, None
    tb = exc.__traceback__
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        if filename.startswith(root.rstrip("/") + "/"):
            template = str(Path(filename).relative_to(root))
            lineno = tb.tb_lineno
        elif filename == "<template>":
            lineno = tb.tb_lineno
        tb = tb.tb_next
    return template, lineno


def _render(env: SandboxedEnvironment, source: str | None, template: str, variables: dict[str, Any]) -> str:
    """Render a named template (or a string template when `source` is given), mapping every failure."""
    label = template
    try:
        tmpl = _string_template(env, source) if source is not None else env.get_template(template)
        return tmpl.render(variables)
    except RenderError:
        raise
    except TemplateSyntaxError as exc:
        raise RenderError(f"syntax error: {exc.message}", template=exc.name or label, lineno=exc.lineno) from exc
    except (TemplateError, Exception) as exc:  # noqa: BLE001 - every failure becomes a RenderError
        root = getattr(env.loader, "searchpath", [str(TEMPLATES_DIR)])[0]
        where, lineno = _error_location(exc, label, root)
        raise RenderError(f"{type(exc).__name__}: {exc}", template=where, lineno=lineno) from exc


@lru_cache(maxsize=256)
def _expression(templates_dir: str, source: str) -> Any:
    return environment(templates_dir).compile_expression(source, undefined_to_none=False)


def _string_template(env: SandboxedEnvironment, source: str) -> jinja2.Template:
    cache = env.__dict__.setdefault("_racplan_strings", {})
    if source not in cache:
        cache[source] = env.from_string(source)
    return cache[source]


def _condition(templates_dir: str, source: str, entry: Entry, variables: dict[str, Any]) -> bool:
    try:
        return bool(_expression(templates_dir, source)(variables))
    except Exception as exc:  # noqa: BLE001
        raise RenderError(f"condition {source!r} failed: {type(exc).__name__}: {exc}",
                          template=entry.template) from exc


def _check_path(path: str, entry: Entry) -> str:
    if not _SAFE_PATH.match(path) or posixpath.normpath(path) != path or ".." in path.split("/"):
        raise RenderError(f"output path {path!r} is not a safe relative path", template=entry.template)
    return path


#: The one header line that names the plan, its version and the generator: it differs between any two bundles, so
#: a bundle diff ignores it (see ``apps.bundles.selectors.bundle_diff``). Kept next to the code that writes it.
IDENTITY_LINE_RE = re.compile(r"Plan \".*\" \(plan \d+\), version \d+; rule catalogue \S+; generator \S+\.\s*$")


def _header(entry: Entry, plan: dict[str, Any], catalogue_version: str, generator_version: str,
            relevant: list[dict[str, Any]], cites: list[Any]) -> list[str]:
    lines = [
        f"RACplan configuration bundle: {entry.title}.",
        f"Plan \"{one_line(plan['name'])}\" (plan {plan['id']}), version {plan['version']}; "
        f"rule catalogue {catalogue_version}; generator {generator_version}.",
        "Values come from the plan and from these study sections:" if cites else "Values come from the plan.",
    ]
    lines += [f"  {c.label()}" for c in cites]
    if relevant:
        lines.append("Catalogue rules that check these values:")
        lines += [f"  {r['id']} {one_line(r.get('title', ''))}".rstrip() for r in relevant]
    else:
        lines.append("Catalogue rules that check these values: none at this catalogue version.")
    return lines


def _rules_for(checked: tuple[str, ...], rules: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rules with a field at or under one of the `checked` parts of the document (those a file sets)."""
    by_id = {str(r["id"]): r for r in rules}
    signature = tuple((rule_id, _rule_fields(r)) for rule_id, r in by_id.items())
    return [by_id[k] for k in _rule_ids_for(checked, signature)]


def _rule_fields(rule: dict[str, Any]) -> tuple[str, ...]:
    return tuple(str(f) for f in (rule.get("fields") or rule.get("paths") or []))


def _checked(tdir: str, entry: Entry, variables: dict[str, Any]) -> tuple[str, ...]:
    """The parts of the document whose values `entry`'s file sets for this plan (conditional ones when they hold)."""
    return tuple(c if isinstance(c, str) else c[0] for c in entry.checked
                 if isinstance(c, str) or _condition(tdir, c[1], entry, variables))


def _in_absent_section(pointer: str, document: Any) -> bool:
    """Whether `pointer` leads through a section the plan does not have (null in the document: ``/storage/fcp``
    on an NFS plan). A missing key of a mapping or an unset last field is not a section."""
    node = document
    for step in _steps(pointer):
        if node is None:
            return True
        if step == "*" or not isinstance(node, dict):
            return False
        node = node.get(step)
    return False


def _plan_rules(rules: list[dict[str, Any]], document: dict[str, Any], platform: str) -> list[dict[str, Any]]:
    """The rules that can concern this plan: none with a field in a section it does not have (a multipath rule
    that also reads the block size is not an NFS plan's), and none limited to other platforms (the System z
    netdev_max_backlog rules are not an x86 plan's sysctl.conf's)."""
    return [r for r in rules if not any(_in_absent_section(f, document) for f in _rule_fields(r))
            and checks_on(r.get("platforms") or (), platform)]


@lru_cache(maxsize=256)
def _rule_ids_for(checked: tuple[str, ...], rules: tuple[tuple[str, tuple[str, ...]], ...]) -> tuple[str, ...]:
    """The ids (sorted) of `rules` (id and fields) with a field at or under one of the `checked` parts."""
    parts = [_steps(p) for p in checked]
    return tuple(sorted(rule_id for rule_id, fields in rules
                        if any(_within(_steps(f), p) for f in fields for p in parts)))


def _steps(pointer: str) -> tuple[str, ...]:
    return tuple(pointer.strip("/").split("/"))


def _within(field: tuple[str, ...], part: tuple[str, ...]) -> bool:
    """Whether the pointer `field` is `part` or lies under it; ``*`` in either stands for any one step."""
    return len(field) >= len(part) and all(x == y or x == "*" or y == "*" for x, y in zip(field, part, strict=False))


def _plan_ref(plan_ref: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": plan_ref.get("plan_id", plan_ref.get("id", "unsaved")),
        "name": plan_ref.get("plan_name", plan_ref.get("name", "unnamed plan")),
        "version": plan_ref.get("version", "draft"),
        "project": plan_ref.get("project"),
    }


def _rules_from_findings(findings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    seen: dict[str, dict[str, Any]] = {}
    for f in findings:
        rid = f.get("rule")
        if rid and rid not in seen:
            seen[rid] = {"id": rid, "title": f.get("title", ""), "fields": list(f.get("paths", []))}
    return list(seen.values())


def render_bundle(
    topology: Topology,
    *,
    plan_ref: dict[str, Any],
    findings: list[dict[str, Any]],
    catalogue_version: str,
    generator_version: str,
    rules: list[dict[str, Any]] | None = None,
    templates_dir: str | None = None,
    only: Collection[str] | None = None,
    hosts: Collection[str] | None = None,
) -> list[RenderedFile]:
    """Render every file of the bundle for `topology`, sorted by path.

    `plan_ref` names the plan (``plan_id``, ``plan_name``, ``version``); `findings` are the validation findings
    (errors are listed in the README); `rules` is the catalogue (``Rule.as_dict()``) whose entries are named in each
    file's header when their fields touch that file's values (defaults to the rules behind `findings`).
    Raises `RenderError` (naming template and line) and nothing else.

    `only` keeps the files at those paths (rendered exactly as in the whole bundle) and `hosts` the nodes the Ansible
    project installs them on: an as-built remediation is a part of the bundle, never a render of its own.
    """
    try:
        plan = _plan_ref(plan_ref)
        base = ctx.build(topology, plan_ref=plan, findings=findings, catalogue_version=catalogue_version,
                         generator_version=generator_version)
    except RenderError:
        raise
    except Exception as exc:  # noqa: BLE001 - the context is computed in Python; still a render failure
        raise RenderError(f"could not derive the render context: {type(exc).__name__}: {exc}",
                          template="renderer/context.py") from exc
    tdir = templates_dir or str(TEMPLATES_DIR)
    env = environment(tdir)
    rule_list = _plan_rules(rules if rules is not None else _rules_from_findings(findings), base["t"],
                            platform_of(topology))
    files: dict[str, RenderedFile] = {}
    kinds: dict[str, str] = {}
    for entry in MANIFEST:
        if not _condition(tdir, entry.when, entry, base):
            continue
        relevant = _rules_for(_checked(tdir, entry, base), rule_list)
        for extra in _instances(entry, base):
            scope = {**base, **extra}
            cites = [c if hasattr(c, "document") else c[0] for c in entry.cites
                     if hasattr(c, "document") or _condition(tdir, c[1], entry, scope)]
            header = _header(entry, plan, catalogue_version, generator_version, relevant, cites)
            variables = {**scope, "file": {"kind": entry.kind, "title": entry.title, "header": header}}
            path = _check_path(_render(env, entry.path, entry.template, variables).strip(), entry)
            if path in files:
                raise RenderError(f"two files render to {path!r}", template=entry.template)
            content = _render(env, None, entry.template, variables)
            files[path] = RenderedFile(path=path, content=content, mode=entry.mode)
            kinds[path] = entry.kind
    if only is not None:
        files = {p: f for p, f in files.items() if p in only}
    if hosts is not None:
        base = {**base, "nodes": [n for n in base["nodes"] if n["hostname"] in hosts]}
    # The Ansible project that applies the files above (ansible/ in the bundle).
    project = ansible.project_files(lambda template, variables: _render(env, None, template, variables), base,
                                    [files[p] for p in sorted(files)], kinds)
    for path, content, mode in project:
        if not _SAFE_PATH.match(path) or path in files:
            raise RenderError(f"Ansible project path {path!r} is unsafe or taken", template="ansible")
        files[path] = RenderedFile(path=path, content=content, mode=mode)
    return [files[p] for p in sorted(files)]


def _instances(entry: Entry, base: dict[str, Any]) -> list[dict[str, Any]]:
    if entry.scope == "cluster":
        return [{}]
    if entry.scope == "node":
        return [{"node": n} for n in base["nodes"]]
    addresses = {"public": "public_ip", "interconnect": "private_ip"}
    return [{"node": n, "iface": i, "address": n[addresses[i["role"]]] if i["role"] in addresses else None}
            for n in base["nodes"] for i in base["interfaces"]]


__all__ = ["RenderError", "RenderedFile", "environment", "render_bundle", "TEMPLATES_DIR"]
