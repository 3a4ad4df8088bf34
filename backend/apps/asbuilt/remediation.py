"""From an as-built check's differences to a remediation bundle for one node, and from a re-check to the drift closing.

A remediation holds the planned files behind a node's differences, rendered from the plan version the check was
against by the bundle renderer itself (`apps.bundles.selectors.render_files` with ``only``/``hosts``: the same bytes as
in the plan's bundle, never a second renderer), an Ansible project that installs only those files on only that node,
a README that says to run it with ``--check`` first, and MANIFEST.json. The same check gives the same zip.

Which differences a bundle file can put back:

- a setting line (``diff.lines``) is fixed by its planned file when the bundle renders that file and its Ansible
  project installs it. A file the project copies replaces the node's (every change of it is fixed); a file it merges
  between markers leaves the node's own lines, so only what the node lacks is fixed, and a changed value only where
  the later line is the one applied (``sysctl -p`` applies sysctl.conf line by line: the planned block, after the
  node's line, wins);
- a document field (``diff.fields``) is not fixable by configuration when it is the installed software or the
  hardware (``constants.NOT_CONFIGURATION``), or when no installed file of the bundle changes with its value (the
  bundle rendered with the node's value of that field alone). Otherwise its file's lines say what is fixed.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass
from typing import Any

import yaml
from jinja2 import Environment, StrictUndefined

from apps.bundles.constants import ANSIBLE_FOLDER as FOLDER
from apps.bundles.constants import NOT_INSTALLED
from apps.bundles.selectors import RenderedFile, RenderError, archive_in_memory, render_files
from apps.topology.parsing import TopologyInvalid

from . import constants as C

README = "README.md"
#: Merged files whose later line is the one applied: the planned block, merged after the node's lines, wins.
LAST_LINE_WINS = frozenset({"sysctl"})
_NOT_CONFIGURATION = tuple((re.compile(pattern), reason) for pattern, reason in C.NOT_CONFIGURATION)
_NODE_FIELD = re.compile(r"^/nodes/(\d+)(/|$)")


@dataclass(frozen=True)
class Contents:
    """What a remediation archive holds and says: its files (README and MANIFEST.json aside), fixes and the rest."""

    files: list[RenderedFile]
    fixes: list[dict[str, Any]]
    not_fixable: list[dict[str, Any]]
    manifest: dict[str, Any]
    zip: bytes


def _text(value: Any) -> str | None:
    return value if value is None or isinstance(value, str) else json.dumps(value, sort_keys=True)


def field_node(pointer: str, document: dict[str, Any] | None) -> str | None:
    """The host name a document field belongs to (``/nodes/1/cpus``: the plan's second node), None for the cluster."""
    match = _NODE_FIELD.match(pointer)
    if not match:
        return None
    nodes = (document or {}).get("nodes", [])
    index = int(match.group(1))
    return nodes[index].get("hostname") if index < len(nodes) else f"node {index + 1}"


def node_differences(*, diff: dict[str, Any], node: str, planned: dict[str, Any] | None):
    """(setting lines of `node`, document fields of `node` or of the whole cluster) of a check's diff."""
    lines = [line for line in diff.get("lines", []) if line["node"] == node]
    fields = [f for f in diff.get("fields", []) if field_node(f["path"], planned) in (None, node)]
    return lines, fields


def _placements(plan_version, paths: set[str], node: str, versions) -> dict[str, dict[str, Any]]:
    """src -> the Ansible project's entry (kind, how, dest) for the files at `paths` on `node`."""
    if not paths:
        return {}
    rendered = render_files(plan_version, only=paths, hosts=[node], versions=versions)
    host_vars = next((f for f in rendered if f.path == f"{FOLDER}/host_vars/{node}.yml"), None)
    items = (yaml.safe_load(host_vars.content) or {}).get("racplan_files") or [] if host_vars else []
    return {item["src"]: item for item in items}


def _installed(files: list[RenderedFile], node: str) -> dict[str, str]:
    """The files of `node` (its own and the cluster's) that a bundle installs on it: path -> content."""
    return {f.path: f.content for f in files if f.path.startswith((f"{node}/", "cluster/"))
            and not f.path.startswith(f"{FOLDER}/") and f.path != README}


def _field_reason(pointer: str, *, plan_version, node: str, value: Any, planned_files: dict[str, str],
                  versions) -> str | None:
    """Why a differing field is not fixable by configuration, or None when an installed bundle file carries it."""
    for pattern, reason in _NOT_CONFIGURATION:
        if pattern.search(pointer):
            return reason
    from .assemble import put

    document = copy.deepcopy(plan_version.document)
    try:
        if value is None:
            return C.NOT_CARRIED  # the node lacks the field: no file of the bundle makes it
        put(document, pointer, value)
        theirs = _installed(render_files(plan_version, document=document, versions=versions), node)
    except (TopologyInvalid, RenderError, ValueError, TypeError, KeyError):  # the renderer cannot take the value
        return C.NOT_CARRIED
    return None if theirs != planned_files else C.NOT_CARRIED


def classify(*, check, node: str, versions=None) -> tuple[list[dict[str, Any]], list[dict[str, Any]], set[str]]:
    """(fixes, not fixable, the paths of the files that fix them) of `node`'s differences in `check`."""
    plan_version = check.plan_version
    planned = plan_version.document
    lines, fields = node_differences(diff=check.diff or {}, node=node, planned=planned)
    full = render_files(plan_version, versions=versions)
    bundle_paths = {f.path for f in full}
    placed = _placements(plan_version, {line["file"] for line in lines} & bundle_paths, node, versions)
    fixes, not_fixable, paths = [], [], set()
    for line in lines:
        setting = {"what": "setting", "node": node, "key": line["key"], "file": line["file"], "kind": line["kind"],
                   "planned": line["planned"], "actual": line["actual"], "change": line["change"]}
        item = placed.get(line["file"])
        if line["file"] not in bundle_paths:
            reason = C.NOT_IN_BUNDLE.format(key=line["key"], file=line["file"])
        elif item is None or item["kind"] in NOT_INSTALLED:
            reason = C.NOT_INSTALLED.format(file=line["file"])
        elif item["how"] == "merge" and not (line["change"] == "missing" or (
                line["change"] == "changed" and item["kind"] in LAST_LINE_WINS)):
            reason = C.MERGE_KEEPS.format(file=line["file"], key=line["key"])
        else:
            fixes.append({**setting, "how": item["how"], "dest": item["dest"]})
            paths.add(line["file"])
            continue
        not_fixable.append({**setting, "reason": reason})
    planned_files = _installed(full, node)
    for field in fields:
        reason = _field_reason(field["path"], plan_version=plan_version, node=node, value=field.get("after"),
                               planned_files=planned_files, versions=versions)
        if reason is not None:
            not_fixable.append({"what": "field", "node": node, "key": field["path"], "file": None, "kind": "",
                                "planned": _text(field.get("before")), "actual": _text(field.get("after")),
                                "change": field["change"], "reason": reason})
    return fixes, not_fixable, paths


_README_ENV = Environment(undefined=StrictUndefined, autoescape=False, trim_blocks=True, lstrip_blocks=True,
                          keep_trailing_newline=True)
_README_ENV.filters["code"] = lambda v: "—" if v is None else "`" + re.sub(r"[`\r\n|]", " ", str(v)) + "`"
_README = _README_ENV.from_string("""\
# Remediation of {{ node }}: as-built check {{ check }} of plan "{{ plan }}", version {{ version }}

As-built check {{ check }} found {{ lines }} setting(s) and {{ fields }} document field(s) on {{ node }} that differ
from version {{ version }} of the plan. This archive puts back {{ fixes | length }} setting(s): it holds the planned
file(s) that carry them, rendered from that version exactly as the plan's bundle renders them, and an Ansible
project (`ansible/`) that installs those files only, on {{ node }} only; the document fields these files carry
follow them. {{ not_fixable | length }} difference(s) are not fixable by configuration: they are listed below, each
with the reason.

## Run it with --check first

From the `ansible/` folder of this archive:

    ansible-playbook site.yml --limit {{ node }} --check --diff
    ansible-playbook site.yml --limit {{ node }}

The first run, in check mode, changes nothing and shows what would change; run the second only when that is what
you expect. A copied file replaces the node's; a merged file gets the planned lines between RACplan markers and
keeps the node's own lines. To try it into a folder instead of the node's root, add `-e racplan_root=/tmp/try`
(then no handler acts on the live system). A running setting (an interface's MTU, a multipath map) follows its file
once its service reloads it: the handlers do this for kernel parameters, udev rules and multipath.

## What it fixes

{% if fixes %}
| File | Installed as | How | Setting | Planned | On the node |
|---|---|---|---|---|---|
{% for f in fixes %}
| {{ f.file | code }} | {{ ("/" ~ f.dest) | code }} | {{ f.how }} | {{ f.key | code }} | {{ f.planned | code }} | \
{{ f.actual | code }} |
{% endfor %}
{% else %}
Nothing: no difference on {{ node }} is carried by a file the bundle installs.
{% endif %}

## Not fixable by configuration

{% if not_fixable %}
| Setting or field | Planned | On the node | Why |
|---|---|---|---|
{% for f in not_fixable %}
| {{ f.key | code }}{% if f.file %} in {{ f.file | code }}{% endif %} | {{ f.planned | code }} | \
{{ f.actual | code }} | {{ f.reason }} |
{% endfor %}
{% else %}
None: every difference on {{ node }} is put back by the files above.
{% endif %}

## Then check again

Collect {{ node }}'s files again (the bundle's `scripts/collect-as-built.sh`, or the files themselves) and upload them
with "Check again" on the page of check {{ check }}, or `POST /api/as-built/{{ check }}/recheck/`. The new check is
linked to check {{ check }} and lists which of its differences are gone, which remain and which are new.
""")


def remediation_contents(*, check, node: str, versions=None) -> Contents:
    """The files, the fixes and the not-fixable differences of `node`'s remediation, and its zip (deterministic)."""
    plan_version = check.plan_version
    fixes, not_fixable, paths = classify(check=check, node=node, versions=versions)
    files = render_files(plan_version, only=paths, hosts=[node], versions=versions) if paths else []
    lines, fields = node_differences(diff=check.diff or {}, node=node, planned=plan_version.document)
    readme = _README.render(node=node, check=check.pk, plan=plan_version.plan.name.replace("\n", " "),
                            version=plan_version.number, lines=len(lines), fields=len(fields), fixes=fixes,
                            not_fixable=not_fixable)
    files = sorted([*files, RenderedFile(README, readme)], key=lambda f: f.path)
    manifest, data = archive_in_memory(files, plan_version=plan_version, versions=versions)
    return Contents(files, fixes, not_fixable, manifest, data)


# --- the drift closing: a re-check against the check before it --------------------------------------------------


def _items(diff: dict[str, Any], planned: dict[str, Any] | None) -> dict[tuple, dict[str, Any]]:
    out = {}
    for line in diff.get("lines", []):
        out[("setting", line["node"], line["kind"], line["key"])] = {
            "what": "setting", "node": line["node"], "key": line["key"], "file": line["file"],
            "planned": line["planned"], "actual": line["actual"], "change": line["change"]}
    for field in diff.get("fields", []):
        node = field_node(field["path"], planned)
        out[("field", node, "", field["path"])] = {
            "what": "field", "node": node, "key": field["path"], "file": None, "planned": _text(field.get("before")),
            "actual": _text(field.get("after")), "change": field["change"]}
    return out


def _shown(pointer: str, shown: list[str] | None) -> bool:
    """Whether a file of the check showed the field (checks made before this was recorded: taken as shown)."""
    return shown is None or any(pointer == p or pointer.startswith(p + "/") or p.startswith(pointer + "/")
                                for p in shown)


def drift_closing(*, previous, current, current_nodes: list[str]) -> dict[str, Any]:
    """Which differences of `previous` are gone in `current`, which remain and which are new.

    A difference the re-check did not look at again is neither gone nor remaining, it is listed as not checked
    again: a setting of a node the re-check has no file of, or of a file kind it did not upload for that node; a
    document field no file of the re-check showed.
    """
    planned = previous.plan_version.document
    before = _items(previous.diff or {}, planned)
    diff = current.diff or {}
    after = _items(diff, current.plan_version.document)
    nodes = set(current_nodes)
    absent = {(n["node"], n["kind"]) for n in diff.get("not_uploaded", [])}
    out = {"previous": previous.pk, "gone": [], "remain": [], "new": [], "not_rechecked": []}
    for key, item in before.items():
        if key in after:
            out["remain"].append(after[key])
        elif (item["node"] is not None and item["node"] not in nodes) or (
                item["what"] == "setting" and (item["node"], key[2]) in absent) or (
                item["what"] == "field" and not _shown(item["key"], diff.get("shown"))):
            out["not_rechecked"].append(item)
        else:
            out["gone"].append(item)
    out["new"] = [item for key, item in after.items() if key not in before]
    return out
