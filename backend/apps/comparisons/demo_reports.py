"""The demo's saved reports: one per study headline, built from the studies' reference runs.

Each entry of ``DEMO_REPORTS`` names reference runs (``Run.reference``, from ``fixtures/results/``) and the
baseline among them. The narrative is written from the fixture: a short lead, then every claim of the study whose
run and baseline are both in the report, each with the study file and section it comes from. An entry whose runs
are not loaded (its fixture is not in this checkout yet) is skipped, so a study's report is one entry here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db import transaction

from apps.accounts.models import Project
from apps.runs.models import Run

from .models import Report
from .reference import reference_results
from .selectors import report_comparison
from .services import default_charts, report_create, report_update


@dataclass(frozen=True)
class DemoReport:
    """One seeded report: its title, the reference runs in display order and the baseline run."""

    title: str
    runs: tuple[str, ...]
    baseline: str
    lead: str
    #: Charts shown; empty means the charts that have data for these runs.
    charts: tuple[str, ...] = field(default_factory=tuple)


DEMO_REPORTS: tuple[DemoReport, ...] = (
    DemoReport(
        title="Study 000: the interconnect device type (HiperSockets, 10 Gb OSA, 1 Gb OSA)",
        runs=("s000-ic-osa1-40", "s000-ic-osa10-40", "s000-ic-hipersockets-40"),
        baseline="s000-ic-osa1-40",
        lead="Throughput of the two-node RAC on z10 LPARs with 40 users, with each interconnect device type in "
             "turn; the study gives relative figures only, so the chart shows an index with 1 Gb OSA at 100.",
    ),
    DemoReport(
        title="Study 001: six storage configurations for RAC on N series",
        runs=("s001-storage-fcp-ocfs", "s001-storage-fcp-asm", "s001-storage-iscsi-hba-asm", "s001-storage-nfs",
              "s001-storage-nfs-asm", "s001-storage-iscsi-software-asm"),
        baseline="s001-storage-fcp-ocfs",
        lead="Order entry throughput of the tuned three-node x86 RAC on each storage configuration the study "
             "tested, against OCFS on FCP LUNs.",
    ),
    DemoReport(
        title="Study 002: users carried from 1 to 10 nodes (500 users per node)",
        runs=("s002-500pn-1n", "s002-500pn-2n", "s002-500pn-4n", "s002-500pn-6n", "s002-500pn-8n",
              "s002-500pn-10n"),
        baseline="s002-500pn-1n",
        lead="Concurrent users the Dell x86 RAC with ASM carried at 500 users per node, as nodes were added from one "
             "to ten; pick 'concurrent users' in the absolute values chart.",
    ),
    DemoReport(
        title="Study 003: Gigabit Ethernet against InfiniBand (IPoIB) as the interconnect",
        runs=("s003-gbe", "s003-ipoib"),
        baseline="s003-gbe",
        lead="Cache-fusion consistent-read blocks the client node processed in the study's interconnect stress "
             "test, as an index with Gigabit Ethernet at 100.",
    ),
    DemoReport(
        title="Study 004: HyperPAV aliases for ECKD disks",
        runs=("s004-hyperpav-0", "s004-hyperpav-20"),
        baseline="s004-hyperpav-0",
        lead="Oracle 11g throughput on z196 with ECKD disks, without and with HyperPAV aliases (an index with no "
             "aliases at 100).",
    ),
    DemoReport(
        title="Study 004: Oracle 11g against Oracle 10g",
        runs=("s004-release-10g", "s004-release-11g"),
        baseline="s004-release-10g",
        lead="The same workload on z196 with Oracle 10g and with Oracle 11g: throughput and transactions per CPU, "
             "as an index with 10g at 100.",
    ),
)


def fixture_of(reference: str) -> dict[str, Any] | None:
    """The results fixture holding a reference run, or None when it is not in this checkout."""
    return next((doc for doc in reference_results() if any(r["id"] == reference for r in doc["runs"])), None)


def demo_narrative(spec: DemoReport) -> str:
    """The lead, then the study's own statements about these runs, each citing its study file and section."""
    doc = fixture_of(spec.baseline)
    if doc is None:
        raise LookupError(f"No results fixture holds the reference run {spec.baseline!r}.")
    chosen = set(spec.runs)
    # Claims the study itself marks as not reproducible from its own numbers stay out of the narrative.
    claims = [c for c in doc.get("claims", [])
              if c["run"] in chosen and c["baseline"] in chosen and c.get("reproducible", True)]
    lines = [spec.lead, "", "## What the study states", ""]
    for claim in claims:
        lines.append(f"- {claim['text']} (study `{doc['study']}`, section \"{claim['section']}\")")
    lines += ["", f"Reference runs from `fixtures/results/{doc['id']}.json`: {doc['title']}."]
    return "\n".join(lines)


@transaction.atomic
def load_demo_reports(*, project: Project, user) -> list[Report]:
    """Create (or refresh, keyed by title) one report per entry whose reference runs are all in ``project``.

    An entry whose runs are not loaded yet is skipped, so the loader can run before a study's runs exist.
    """
    refs = {r.reference: r.id for r in Run.objects.filter(project=project).exclude(reference="")}
    out = []
    for spec in DEMO_REPORTS:
        if not all(ref in refs for ref in spec.runs):
            continue
        request = {"runs": [refs[ref] for ref in spec.runs], "baseline": {"run": refs[spec.baseline]}}
        fields = {"title": spec.title, "narrative": demo_narrative(spec), "request": request,
                  "charts": list(spec.charts) or None}
        report = Report.objects.filter(project=project, title=spec.title).first()
        if report is None:
            report = report_create(project=project, user=user, **fields)
        else:
            report = report_update(report=report, user=user, **{k: v for k, v in fields.items() if k != "charts"})
            charts = list(spec.charts) or default_charts(report_comparison(report=report))
            report = report_update(report=report, user=user, charts=charts)
        out.append(report)
    return out

