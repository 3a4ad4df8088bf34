"""The bundle's Ansible project: every file is applied, lint and syntax check pass, check mode writes nothing, a
second run changes nothing, and the destructive steps run only when asked for. Uses the real ansible-core and
ansible-lint (offline) on the rendered project, applied with the local connection to a throwaway folder."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from apps.bundles.renderer.ansible import FOLDER, NOT_INSTALLED

from .helpers import plan_names, render

BIN = Path(sys.executable).parent
#: One reference plan per storage kind and platform the project must handle.
LINTED = ("s001-fcp-asm", "s004-eckd-hyperpav-11g", "s001-nfs-standalone", "s004-fcp-multibus-rr100-11g")
RECAP = re.compile(r"^(\S+)\s+: ok=(\d+)\s+changed=(\d+)\s+unreachable=(\d+)\s+failed=(\d+)", re.M)


def write_bundle(name: str, target: Path) -> dict[str, str]:
    files = {}
    for f in render(name):
        path = target / f.path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f.content, encoding="utf-8")
        path.chmod(f.mode)
        files[f.path] = f.content
    return files


def tool_env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANSIBLE")}
    env.update(PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}", HOME=str(tmp / "home"), ANSIBLE_HOME=str(tmp / "ah"),
               ANSIBLE_LOCAL_TEMP=str(tmp / "at"), ANSIBLE_NOCOLOR="1", NO_COLOR="1", XDG_CACHE_HOME=str(tmp / "xc"),
               XDG_CONFIG_HOME=str(tmp / "xcfg"), ANSIBLE_FORCE_COLOR="0")
    return env


def run(args: list[str], cwd: Path, tmp: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, env=tool_env(tmp), capture_output=True, text=True, timeout=600, check=False)


def playbook(project: Path, tmp: Path, root: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    extra_vars = {"racplan_root": f"{root}/{{{{ inventory_hostname }}}}", "ansible_connection": "local",
                  "racplan_require_homes": False, "ansible_python_interpreter": sys.executable}
    return run([str(BIN / "ansible-playbook"), "site.yml", "-e", json.dumps(extra_vars), *extra], project, tmp)


def recap(result: subprocess.CompletedProcess[str]) -> dict[str, tuple[int, int, int, int]]:
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    found = {m[0]: tuple(int(x) for x in m[1:]) for m in RECAP.findall(result.stdout)}
    assert found, result.stdout[-3000:]
    return found


@pytest.mark.parametrize("name", plan_names())
def test_every_installed_file_of_the_bundle_is_applied_by_the_project(name):
    files = {f.path: f for f in render(name)}
    project = {p: f.content for p, f in files.items() if p.startswith(FOLDER + "/")}
    applied = set()
    for path, content in project.items():
        if path.startswith(f"{FOLDER}/host_vars/"):
            host = path.rsplit("/", 1)[-1].removesuffix(".yml")
            items = yaml.safe_load(content)["racplan_files"]
            applied |= {i["src"] for i in items}
            for i in items:
                assert i["src"].startswith((host + "/", "cluster/")), i
                assert not i["dest"].startswith("/") and ".." not in i["dest"].split("/"), i
                assert i["mode"] == f"{files[i['src']].mode:04o}", i
    # the runbook and the as-built collection script are read or run by people, never installed
    by_people = ("README.md", "scripts/collect-as-built.sh")
    bundle = {p for p in files if not p.startswith(FOLDER + "/") and p not in by_people}
    assert applied == bundle, sorted(bundle ^ applied)
    assert {"readme", "collect"} <= NOT_INSTALLED
    inventory = yaml.safe_load(project[f"{FOLDER}/inventory.yml"])["all"]["children"]
    hosts = inventory["racplan_nodes"]["hosts"]
    assert sorted(hosts) == sorted(p.rsplit("/", 1)[-1].removesuffix(".yml") for p in project
                                   if p.startswith(f"{FOLDER}/host_vars/"))
    assert len(inventory["racplan_first_node"]["hosts"]) == 1


def test_ansible_expressions_survive_the_render_and_the_output_is_deterministic():
    first = {f.path: f.content for f in render("s004-fcp-multibus-rr100-11g")}
    second = {f.path: f.content for f in render("s004-fcp-multibus-rr100-11g")}
    assert first == second
    tasks = first[f"{FOLDER}/roles/racplan_storage/tasks/main.yml"]
    assert '"{{ [racplan_root, item.dest] | path_join }}"' in tasks
    assert "notify: Reconfigure multipath" in tasks
    assert '"{{ playbook_dir | dirname }}"' in first[f"{FOLDER}/group_vars/all.yml"]


@pytest.mark.parametrize("name", LINTED)
def test_syntax_check_and_production_lint_pass(name, tmp_path):
    write_bundle(name, tmp_path / "bundle")
    project = tmp_path / "bundle" / FOLDER
    syntax = run([str(BIN / "ansible-playbook"), "--syntax-check", "site.yml"], project, tmp_path)
    assert syntax.returncode == 0, syntax.stdout + syntax.stderr
    lint = run([str(BIN / "ansible-lint"), "--offline", "--nocolor", "--profile", "production", "site.yml"],
               project, tmp_path)
    assert lint.returncode == 0, lint.stdout + lint.stderr
    assert "Profile 'production' was required, and it passed" in lint.stdout + lint.stderr


def test_destructive_steps_run_only_when_asked_for(tmp_path):
    write_bundle("s004-eckd-hyperpav-11g", tmp_path / "bundle")
    project = tmp_path / "bundle" / FOLDER
    default = run([str(BIN / "ansible-playbook"), "site.yml", "--list-tasks"], project, tmp_path)
    asked = run([str(BIN / "ansible-playbook"), "site.yml", "--list-tasks", "--tags", "destructive"], project,
                tmp_path)
    assert default.returncode == 0 and asked.returncode == 0, default.stderr + asked.stderr
    for step in ("Format the shared DASDs", "Create the ASM disk groups"):
        assert step not in default.stdout
        assert step in asked.stdout
    assert "Install the dasd, hyperpav, zipl files" in default.stdout


@pytest.mark.parametrize(("name", "limit"), [("s001-nfs-standalone", 1), ("s004-fcp-multibus-rr100-11g", 1)])
def test_check_mode_writes_nothing_and_a_second_run_changes_nothing(name, limit, tmp_path):
    files = write_bundle(name, tmp_path / "bundle")
    project = tmp_path / "bundle" / FOLDER
    hosts = sorted(yaml.safe_load(files[f"{FOLDER}/inventory.yml"])["all"]["children"]["racplan_nodes"]["hosts"])
    hosts = hosts[:limit] if limit else hosts
    options = ["--limit", ",".join(hosts)]
    root = tmp_path / "root"

    checked = recap(playbook(project, tmp_path, root, "--check", "--diff", *options))
    assert sorted(checked) == hosts and all(r[1] > 0 and r[2] == r[3] == 0 for r in checked.values())
    assert not root.exists() or not any(p.is_file() for p in root.rglob("*")), "check mode wrote files"

    first = recap(playbook(project, tmp_path, root, *options))
    assert all(r[1] > 0 and r[2] == r[3] == 0 for r in first.values()), first
    second = recap(playbook(project, tmp_path, root, *options))
    assert sorted(second) == hosts and all(r[1] == 0 and r[2] == r[3] == 0 for r in second.values()), second

    for host in hosts:
        items = yaml.safe_load(files[f"{FOLDER}/host_vars/{host}.yml"])["racplan_files"]
        for i in items:
            installed = (root / host / i["dest"]).read_text("utf-8")
            if i["how"] == "copy":
                assert installed == files[i["src"]], i["dest"]
                assert (root / host / i["dest"]).stat().st_mode & 0o777 == int(i["mode"], 8), i["dest"]
            else:
                assert files[i["src"]].rstrip("\n") in installed and f"# BEGIN RACplan {i['kind']}" in installed


def test_a_sysctl_value_with_shell_and_template_characters_is_applied_literally(tmp_path):
    """A free sysctl value holding shell and Jinja syntax (issue 36) reaches the node's sysctl.conf as written: the
    role merges the file through lookup('file'), whose text Ansible does not template again, and no shell reads it
    (sysctl -p runs as an argument vector). Nothing the value names runs, and no expression in it is evaluated."""
    import copy

    from apps.bundles.renderer import render_bundle
    from apps.topology.parsing import parse_topology

    from .helpers import CATALOGUE, GENERATOR, PLAN_REF, plan

    marker = tmp_path / "ran"
    value = (f"|/bin/sh -c $(touch {marker});`touch {marker}`;touch {marker}&&"
             "{{ 6 * 7 }}{{ racplan_root }}{% if true %}yes{% endif %}>x<y*?")
    source = plan("s001-nfs-standalone")
    document = copy.deepcopy(source["document"])
    document.setdefault("kernel", {}).setdefault("sysctl", {})["kernel.racplan_probe"] = value
    files = {f.path: f for f in render_bundle(parse_topology(document), findings=[], catalogue_version=CATALOGUE,
                                              generator_version=GENERATOR,
                                              plan_ref={**PLAN_REF, "plan_name": source["name"]})}
    bundle = tmp_path / "bundle"
    for f in files.values():
        (bundle / f.path).parent.mkdir(parents=True, exist_ok=True)
        (bundle / f.path).write_text(f.content, encoding="utf-8")
        (bundle / f.path).chmod(f.mode)
    line = f"kernel.racplan_probe = {value}"
    inventory = yaml.safe_load(files[f"{FOLDER}/inventory.yml"].content)
    host = sorted(inventory["all"]["children"]["racplan_nodes"]["hosts"])[0]
    (item,) = [i for i in yaml.safe_load(files[f"{FOLDER}/host_vars/{host}.yml"].content)["racplan_files"]
               if i["kind"] == "sysctl"]
    assert line in files[item["src"]].content.splitlines(), "the rendered sysctl.conf holds the value as written"

    root = tmp_path / "root"
    recap(playbook(bundle / FOLDER, tmp_path, root, "--limit", host))
    installed = (root / host / item["dest"]).read_text("utf-8")
    # the one line of the key, character for character: no expression of it evaluated, no part of it run
    assert [x for x in installed.splitlines() if x.startswith("kernel.racplan_probe")] == [line]
    assert not marker.exists(), "a command in the value ran"
