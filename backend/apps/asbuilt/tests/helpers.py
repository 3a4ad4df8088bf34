"""Building blocks of the as-built tests: a reference plan, its rendered bundle, perturbed copies, uploads."""

from __future__ import annotations

from dataclasses import replace

from django.core.files.uploadedfile import SimpleUploadedFile

from apps.bundles.renderer import build_archive
from apps.bundles.services import render_in_memory
from apps.jobs.runner import run_job
from apps.plans.services import plan_create

#: A study 004 reference configuration with FCP multipath, udev rules, kernel parameters and two interfaces.
REFERENCE = "s004-fcp-multibus-rr100-11g"


def reference_plan(project, architect, name: str = "fcp plan"):
    return plan_create(project=project, user=architect, name=name, reference=REFERENCE)


def rendered(plan) -> list:
    files, _, _ = render_in_memory(plan.versions.get(number=1))
    return files


def bundle_zip(files, *, root: str = "") -> bytes:
    return build_archive(files, "zip", root=root)


def perturb(files, path_end: str, change) -> list:
    """The rendered files with ``change(text) -> text`` applied to the one file whose path ends with `path_end`."""
    hits = [f for f in files if f.path.endswith(path_end)]
    assert len(hits) >= 1, f"no rendered file ends with {path_end}"
    target = hits[0]
    out = [replace(f, content=change(f.content)) if f is target else f for f in files]
    assert out != files, f"the change to {target.path} changed nothing"
    return out


def drop(files, path_end: str) -> list:
    out = [f for f in files if not f.path.endswith(path_end)]
    assert len(out) == len(files) - 1
    return out


def upload(name: str, data: bytes) -> SimpleUploadedFile:
    return SimpleUploadedFile(name, data)


def run_check(check):
    """Run the check's job in this process (the worker test runs it in a real worker)."""
    from apps.asbuilt.tasks import run_asbuilt_check

    check.refresh_from_db()
    run_job(check.job_id, run_asbuilt_check.job_function)
    check.refresh_from_db()
    return check


def ip_output(interfaces, *, addresses=True):
    """Hand-written ``ip addr`` (or, without addresses, ``ip link``) output in iproute2's documented layout; a
    fixture built from the plan's own values, not captured from a cluster. `interfaces`: (name, mtu, [inet], master)."""
    lines = ["1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000",
             "    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00"]
    for index, (name, mtu, inets, master) in enumerate(interfaces, start=2):
        where = f" master {master}" if master else ""
        lines.append(f"{index}: {name}: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu {mtu} qdisc pfifo_fast{where} "
                     "state UP group default qlen 1000")
        lines.append(f"    link/ether 02:00:00:00:00:{index:02x} brd ff:ff:ff:ff:ff:ff")
        for inet in inets if addresses else ():
            lines.append(f"    inet {inet} brd 10.255.255.255 scope global {name}")
            lines.append("       valid_lft forever preferred_lft forever")
    return "\n".join(lines) + "\n"
