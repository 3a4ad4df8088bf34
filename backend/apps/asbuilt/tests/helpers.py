"""Building blocks of the as-built tests: a reference plan, its rendered bundle, perturbed copies, uploads."""

from __future__ import annotations

from dataclasses import replace

from django.core.files.uploadedfile import SimpleUploadedFile

from apps.bundles.renderer import build_archive
from apps.bundles.selectors import RenderedFile, render_in_memory
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


def with_uname(files, plan, *, release: str = "2.6.9-22.ELsmp") -> list:
    """The rendered files and each node's ``uname -a`` (kernel name, node name, release, version, machine,
    processor, hardware platform, operating system: coreutils' order) for the plan's x86 architecture (i686 for
    32-bit), so the check sees it. A bundle carries no such file; without one, every rule that reads the
    architecture is not checked."""
    architecture = plan.versions.get(number=1).document["platform"]["architecture"]
    machine = "i686" if architecture == "x86" else "x86_64"
    platform = "i386" if machine.startswith("i") else machine
    return [*files, *(RenderedFile(f"{node}/uname-a.txt", f"Linux {node} {release} #1 SMP Mon Sep 19 18:32:14 EDT "
                                                          f"2005 {machine} {machine} {platform} GNU/Linux\n")
                      for node in _nodes(plan))]


def with_cpuinfo(files, plan, *, machine: str) -> list:
    """The rendered files and each System z node's ``/proc/cpuinfo`` (the s390 layout: vendor_id, processor count,
    one line per processor with its machine type), so the check sees the architecture."""
    text = ("vendor_id       : IBM/S390\n# processors    : 2\nbogomips per cpu: 3325.00\n"
            + "".join(f"processor {i}: version = FF,  identification = 0A1E52,  machine = {machine}\n"
                      for i in range(2)))
    return [*files, *(RenderedFile(f"{node}/cpuinfo.txt", text) for node in _nodes(plan))]


def _nodes(plan) -> list[str]:
    return [n["hostname"] for n in plan.versions.get(number=1).document["nodes"]]


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
