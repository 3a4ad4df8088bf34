"""The bundle as an Ansible project (``ansible/`` inside the archive) that installs the bundle's own files.

The project holds no configuration value of its own: every task copies or merges a file the bundle already renders,
so the plan's values live in one place. This module decides, per manifest kind, which concern (role) applies a file,
whether it replaces the target (``copy``) or is merged into an existing file between markers (``merge``), and
where the file goes on a node. The templates under ``templates/ansible/`` turn that list into the project.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..constants import ANSIBLE_FOLDER as FOLDER
from ..constants import NOT_INSTALLED


@dataclass(frozen=True)
class Placement:
    concern: str  # the role that applies the file
    how: str  # "copy": the file replaces the target; "merge": its lines go into the target between markers
    needs: str = ""  # a directory that must already exist (an Oracle home, the oracle user's home), or ""
    dest: Callable[[str, dict[str, Any]], str] | None = None  # cluster files: where they go on every node


def _script(path: str, base: dict[str, Any]) -> str:
    return "root/racplan/" + posixpath.basename(path)


def _home(key: str, sub: str) -> Callable[[str, dict[str, Any]], str]:
    def place(path: str, base: dict[str, Any]) -> str:
        return posixpath.join(base["install"][key].strip("/"), sub, posixpath.basename(path))
    return place


def _needs(key: str) -> Callable[[dict[str, Any]], str]:
    return lambda base: base["install"][key].strip("/")


#: How each manifest kind is applied. A kind missing here is left out of the project (and a test fails).
PLACEMENTS: dict[str, tuple[str, str, str | Callable[[dict[str, Any]], str], Any]] = {
    "sysctl": ("kernel", "merge", "", None),
    "limits": ("kernel", "merge", "", None),
    "pam": ("kernel", "merge", "", None),
    "hosts": ("network", "merge", "", None),
    "ifcfg": ("network", "copy", "", None),
    "qeth": ("network", "copy", "", None),
    "udev-net": ("udev", "copy", "", None),
    "udev": ("udev", "copy", "", None),
    "zipl": ("storage", "copy", "", None),
    "hyperpav": ("storage", "copy", "", None),
    "multipath": ("storage", "copy", "", None),
    "hba": ("storage", "copy", "", None),
    "fstab": ("storage", "merge", "", None),
    "ocfs2": ("storage", "copy", "", None),
    "dasd": ("storage", "copy", "", _script),
    "profile": ("oracle", "copy", "home/oracle", None),
    "listener": ("oracle", "copy", _needs("listener_home"), None),
    "oratab": ("oracle", "merge", "", None),
    "lms": ("oracle", "copy", "", None),
    "tnsnames": ("oracle", "copy", _needs("listener_home"), _home("listener_home", "network/admin")),
    "init": ("oracle", "copy", _needs("db_home"), _home("db_home", "dbs")),
    "init-asm": ("oracle", "copy", _needs("asm_home"), _home("asm_home", "dbs")),
    "cluvfy": ("oracle", "copy", "", _script),
    "ssh": ("oracle", "copy", "", _script),
    "sga-attach": ("oracle", "copy", "", _script),
    "async-io": ("oracle", "copy", "", _script),
    "diskgroups": ("asm", "copy", "", _script),
    # Kept beside the disk-group SQL for the DBA to run once by hand; the playbook never creates the database.
    "create-db": ("asm", "copy", "", _script),
}

#: The handler a change of a file kind notifies (handlers run only on a real node, racplan_root "/").
HANDLERS = {
    "sysctl": "Load the kernel parameters",
    "udev": "Reload the udev rules",
    "udev-net": "Reload the udev rules",
    "multipath": "Reconfigure multipath",
    "fstab": "Mount the NFS file systems",
}

#: The roles, in the order the playbook runs them.
CONCERNS = ("kernel", "network", "udev", "storage", "oracle", "asm")


def node_files(files: list[Any], kinds: dict[str, str], base: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Per node hostname: the bundle files it receives, sorted by concern and target path."""
    hostnames = [n["hostname"] for n in base["nodes"]]
    out: dict[str, list[dict[str, Any]]] = {h: [] for h in hostnames}
    for f in files:
        kind = kinds.get(f.path)
        if kind is None or kind not in PLACEMENTS:
            continue
        concern, how, needs, dest = PLACEMENTS[kind]
        item = {"concern": concern, "how": how, "kind": kind, "src": f.path, "mode": f"{f.mode:04o}",
                "needs": needs(base) if callable(needs) else needs}
        host, _, rest = f.path.partition("/")
        if host in out:
            out[host].append({**item, "dest": rest})
        elif host == "cluster" and dest is not None:
            for h in hostnames:
                out[h].append({**item, "dest": dest(f.path, base)})
    order = {c: i for i, c in enumerate(CONCERNS)}
    return {h: sorted(items, key=lambda i: (order[i["concern"]], i["dest"])) for h, items in out.items()}


def unplaced_kinds(kinds: dict[str, str]) -> set[str]:
    """Manifest kinds this module does not know (neither placed nor deliberately left out)."""
    return {k for k in kinds.values() if k not in PLACEMENTS and k not in NOT_INSTALLED}


#: Project files rendered once; role files are rendered once per concern from one template each.
PROJECT_TEMPLATES = (
    (".yamllint", "ansible/yamllint.j2"),
    ("ansible.cfg", "ansible/ansible.cfg.j2"),
    ("inventory.yml", "ansible/inventory.yml.j2"),
    ("group_vars/all.yml", "ansible/group_vars_all.yml.j2"),
    ("site.yml", "ansible/site.yml.j2"),
)
ROLE_TEMPLATES = (
    ("tasks/main.yml", "ansible/role_tasks.yml.j2"),
    ("handlers/main.yml", "ansible/role_handlers.yml.j2"),
)
HOST_TEMPLATE = "ansible/host_vars.yml.j2"


def _role(concern: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """What a role's tasks template needs: its install steps grouped by how and by handler, and its kinds."""
    steps: dict[tuple[str, str], list[str]] = {}
    for i in items:
        steps.setdefault((i["how"], HANDLERS.get(i["kind"], "")), [])
        if i["kind"] not in steps[(i["how"], HANDLERS.get(i["kind"], ""))]:
            steps[(i["how"], HANDLERS.get(i["kind"], ""))].append(i["kind"])
    return {
        "steps": [{"how": how, "handler": handler, "kinds": sorted(kinds)}
                  for (how, handler), kinds in sorted(steps.items())],
        "kinds": sorted({i["kind"] for i in items}),
        "handlers": sorted({HANDLERS[i["kind"]] for i in items if i["kind"] in HANDLERS}),
        "needs": any(i["needs"] for i in items),
    }


def project_files(render: Callable[[str, dict[str, Any]], str], base: dict[str, Any],
                  files: list[Any], kinds: dict[str, str]) -> list[tuple[str, str, int]]:
    """(path, content, mode) of every file of the Ansible project; `render` renders a named template."""
    per_node = node_files(files, kinds, base)
    all_items = [i for items in per_node.values() for i in items]
    used = [c for c in CONCERNS if any(i["concern"] == c for i in all_items)]
    roles = {c: _role(c, [i for i in all_items if i["concern"] == c]) for c in used}
    shared = {**base, "ansible": {"concerns": used, "roles": roles}}
    out = []
    for path, template in PROJECT_TEMPLATES:
        out.append((f"{FOLDER}/{path}", render(template, {**shared, "ansible_file": path}), 0o644))
    for concern in used:
        for path, template in ROLE_TEMPLATES:
            if path.startswith("handlers/") and not roles[concern]["handlers"]:
                continue
            target = f"roles/racplan_{concern}/{path}"
            out.append((f"{FOLDER}/{target}", render(template, {**shared, "concern": concern,
                                                                  "ansible_file": target}), 0o644))
    for host, items in per_node.items():
        target = f"host_vars/{host}.yml"
        out.append((f"{FOLDER}/{target}", render(HOST_TEMPLATE, {**shared, "host": host, "items": items,
                                                                 "ansible_file": target}), 0o644))
    return out


__all__ = ["CONCERNS", "FOLDER", "NOT_INSTALLED", "PLACEMENTS", "node_files", "project_files", "unplaced_kinds"]
