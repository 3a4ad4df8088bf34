"""The demo's saved reports: one per study headline, built from the studies' reference runs.

Each entry of ``DEMO_REPORTS`` names reference runs (``Run.reference``, from ``fixtures/results/``) and the
baseline among them. The narrative is written from the fixture: a short lead, then every claim of the study whose
run and baseline are both in the report, each with the study file and section it comes from. An entry whose runs
are not loaded (its fixture is not in this checkout yet) is skipped, so a study's report is one entry here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.core.exceptions import ImproperlyConfigured
from django.db import transaction

from apps.accounts.models import Project
from apps.runs.models import Run

from . import constants as C
from .models import Report
from .reference import reference_results
from .selectors import report_comparison
from .services import default_charts, report_create, report_update


@dataclass(frozen=True)
class Headline:
    """The report's finding in one sentence: words written here, the figure the study states, and the reference
    runs' own values where the sentence gives them.

    ``claim`` is the text of the fixture's claim the headline states (its run against the report's baseline);
    ``text`` is a format string over ``stated`` (the change the study states, unsigned, in %), ``times`` (the
    factor it states: 1 + stated / 100), ``top`` (``run``'s ``metric``), ``base`` (the baseline run's) and, when
    ``count`` names a metric, ``top_count`` and ``base_count`` (that metric of the two runs: nodes, for instance).
    A study's own figure is never recomputed from its rounded table values (study 001 states NFS 12.4 % below
    FCP with OCFS, where its table's 32,922 and 37,615 give 12.48 %): one fact, one number, the study's.
    """

    run: str
    metric: str
    text: str
    claim: str
    count: str = ""


@dataclass(frozen=True)
class DemoChart:
    """One chart of a seeded report: its choices and caption; ``runs`` (reference ids) and ``baseline`` give the
    chart a comparison of its own, else it draws the report's."""

    chart: str
    caption: str
    metric: str = ""
    x: str = ""
    runs: tuple[str, ...] = ()
    baseline: str = ""


@dataclass(frozen=True)
class DemoReport:
    """One seeded report: its title, the reference runs in display order and the baseline run."""

    title: str
    runs: tuple[str, ...]
    baseline: str
    lead: str
    headline: Headline | None = None
    #: Charts shown; empty means the charts that have data for these runs.
    charts: tuple[DemoChart, ...] = field(default_factory=tuple)


DEMO_REPORTS: tuple[DemoReport, ...] = (
    DemoReport(
        title="Study 000: the interconnect device type (HiperSockets, 10 Gb OSA, 1 Gb OSA)",
        runs=("s000-ic-osa1-40", "s000-ic-osa10-40", "s000-ic-hipersockets-40"),
        baseline="s000-ic-osa1-40",
        lead="Throughput of the two-node RAC on z10 LPARs with 40 users, with each interconnect device type in "
             "turn; the study gives relative figures only, so the chart shows an index with 1 Gb OSA at 100.",
        headline=Headline(run="s000-ic-hipersockets-40", metric="tps",
                          claim="HiperSockets 11 % above 1 Gb OSA with 40 users",
                          text="With 40 users, HiperSockets carried {stated:g} % more throughput than 1 Gb OSA."),
        charts=(DemoChart("throughput", "Throughput of each interconnect device as an index, 1 Gb OSA = 100, as the "
                                        "study reports it; whiskers would show run-to-run noise, the study gives "
                                        "one figure per device."),),
    ),
    DemoReport(
        title="Study 001: six storage configurations for RAC on N series",
        runs=("s001-storage-fcp-ocfs", "s001-storage-fcp-asm", "s001-storage-iscsi-hba-asm", "s001-storage-nfs",
              "s001-storage-nfs-asm", "s001-storage-iscsi-software-asm"),
        baseline="s001-storage-fcp-ocfs",
        lead="Order entry throughput of the tuned three-node x86 RAC on each storage configuration the study "
             "tested, against OCFS on FCP LUNs.",
        headline=Headline(run="s001-storage-nfs", metric="oet_per_min",
                          claim="NFS 12.4 % slower than FCP with OCFS",
                          text="NFS as a standalone file system came in {stated:g} % below FCP with OCFS "
                               "({top:,.0f} against {base:,.0f} order entry transactions per minute)."),
        # One chart of the study's own numbers: an index chart beside it would restate the 12.4 % as 12.5 %.
        charts=(DemoChart("absolute", "Order entry transactions per minute of each storage configuration, one bar "
                                      "per test as in the study's results table.", metric="oet_per_min"),),
    ),
    DemoReport(
        title="Study 002: users carried from 1 to 10 nodes (500 users per node)",
        runs=("s002-500pn-1n", "s002-500pn-2n", "s002-500pn-4n", "s002-500pn-6n", "s002-500pn-8n",
              "s002-500pn-10n"),
        baseline="s002-500pn-1n",
        lead="Concurrent users the Dell x86 RAC with ASM carried at 500 users per node, as nodes were added from one "
             "to ten.\n\nThis report draws no chart. The study shows its measured throughput only as a graph "
             "(Figure 8.0) and prints none of its numbers, and the users of each run are the load the testers "
             "chose (500 per node), not something the cluster measured: a chart of them would rise with the nodes "
             "by construction. The table gives what the study states for each run: its nodes and users, and the "
             "two measurements it reports in words, the busiest node's CPU in the four-node test and the I/Os per "
             "second of the ten-node test.",
        headline=Headline(run="s002-500pn-10n", metric="concurrent_users", count="nodes",
                          claim="10 nodes carried ten times the users of 1 node (500 per node, 5,000 in all)",
                          text="{top_count:.0f} nodes carried {top:,.0f} users, {times:g} times the users of "
                               "{base_count:.0f} node."),
        charts=(DemoChart("table", "Each run as the study states it: nodes and users are the test's settings "
                                   "(500 users per node); CPU utilisation and I/Os per second are the only "
                                   "measurements its text gives, one test each."),),
    ),
    DemoReport(
        title="Study 003: Gigabit Ethernet against InfiniBand (IPoIB) as the interconnect",
        runs=("s003-gbe", "s003-ipoib"),
        baseline="s003-gbe",
        lead="Cache-fusion consistent-read blocks the client node processed in the study's interconnect stress "
             "test, as an index with Gigabit Ethernet at 100; and how the DSS query's completion time shrank as "
             "processors were added.",
        headline=Headline(run="s003-ipoib", metric="gc_cr_blocks",
                          claim="IPoIB: approximately 75 % more cache-fusion CR blocks than Gigabit Ethernet",
                          text="InfiniBand (IPoIB) moved approximately {stated:g} % more cache-fusion blocks than "
                               "Gigabit Ethernet."),
        charts=(DemoChart("absolute", "Global cache CR blocks the client node received, as an index with Gigabit "
                                      "Ethernet = 100 (the study's figure gives the ratio, not the counts).",
                          metric="gc_cr_blocks"),
                DemoChart("scaling", "The CPU-bound DSS query's rate (one over its completion time) against "
                                     "processors, as a ratio to 2 processors = 100; the dashed line is ideal "
                                     "scaling. The study states the timings only as these ratios.",
                          metric="query_rate", x="tag:processors",
                          runs=("s003-cpu-2p", "s003-cpu-4p", "s003-cpu-8p"), baseline="s003-cpu-2p")),
    ),
    DemoReport(
        title="Study 004: HyperPAV aliases for ECKD disks",
        runs=("s004-hyperpav-0", "s004-hyperpav-20"),
        baseline="s004-hyperpav-0",
        lead="Oracle 11g throughput on z196 with ECKD disks, without and with HyperPAV aliases (an index with no "
             "aliases at 100).",
        headline=Headline(run="s004-hyperpav-20", metric="tps", claim="20 HyperPAV aliases: throughput +40 %",
                          text="20 HyperPAV aliases raised throughput by {stated:g} %."),
        charts=(DemoChart("throughput", "Throughput with and without HyperPAV aliases, as an index with no "
                                        "aliases = 100."),),
    ),
    DemoReport(
        title="Study 004: Oracle 11g against Oracle 10g",
        runs=("s004-release-10g", "s004-release-11g"),
        baseline="s004-release-10g",
        lead="The same workload on z196 with Oracle 10g and with Oracle 11g: throughput and transactions per CPU, "
             "as an index with 10g at 100.",
        headline=Headline(run="s004-release-11g", metric="tps",
                          claim="11g: throughput more than a factor of 4 of 10g",
                          text="Oracle 11g carried more than {times:g} times the throughput of Oracle 10g on the "
                               "same z196."),
        charts=(DemoChart("throughput", "Throughput as an index, Oracle 10g = 100."),
                DemoChart("cpu_cost", "CPU cost per transaction as an index, Oracle 10g = 100; lower is better.")),
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
    chosen = {*spec.runs, *(r for c in spec.charts for r in c.runs)}
    # Claims the study itself marks as not reproducible from its own numbers stay out of the narrative.
    claims = [c for c in doc.get("claims", [])
              if c["run"] in chosen and c["baseline"] in chosen and c.get("reproducible", True)]
    lines = [spec.lead, "", "## What the study states", ""]
    for claim in claims:
        lines.append(f"- {claim['text']} (study `{doc['study']}`, section \"{claim['section']}\")")
    lines += ["", f"Reference runs from `fixtures/results/{doc['id']}.json`: {doc['title']}."]
    return "\n".join(lines)


def _value(run: Run, metric: str) -> float:
    item = (run.metrics or {}).get(metric)
    value = item.get("value") if isinstance(item, dict) else None
    if not isinstance(value, int | float):
        raise ImproperlyConfigured(f"Reference run {run.reference!r} has no {metric!r} for its report's headline.")
    return float(value)


def _sources(run: Run, metric: str) -> list[dict[str, str]]:
    """The study file and section each of the run's ``metric`` figures comes from (reference runs name the study
    document as the source's name)."""
    item = (run.metrics or {}).get(metric) or {}
    return [{"file": s["name"], "section": s["section"]} for s in item.get("sources") or []
            if s.get("name") and s.get("section")]


def headline_claim(spec: DemoReport) -> dict[str, Any]:
    """The fixture's claim a report's headline states: its text, run against the report's baseline."""
    h = spec.headline
    doc = fixture_of(spec.baseline) or {}
    for claim in doc.get("claims", []):
        if h and claim["text"] == h.claim and claim["run"] == h.run and claim["baseline"] == spec.baseline:
            return claim
    raise ImproperlyConfigured(f"No claim {h.claim if h else None!r} of {h.run if h else None!r} against "
                               f"{spec.baseline!r} in the results fixtures for {spec.title!r}.")


def demo_headline(spec: DemoReport, runs: dict[str, Run]) -> tuple[str, list[dict[str, str]]]:
    """The headline sentence with the figure its study states, the runs' values where it gives them, and its
    citations (the claim's section first)."""
    if spec.headline is None:
        return "", []
    h = spec.headline
    claim = headline_claim(spec)
    top_run, base_run = runs[h.run], runs[spec.baseline]
    stated = abs(float(claim["stated_pct_change"]))
    values = {"stated": stated, "times": 1 + float(claim["stated_pct_change"]) / 100,
              "top": _value(top_run, h.metric), "base": _value(base_run, h.metric)}
    study = (fixture_of(spec.baseline) or {})["study"]
    cited = [{"file": study, "section": claim["section"]}, *_sources(top_run, h.metric),
             *_sources(base_run, h.metric)]
    if h.count:
        values |= {"top_count": _value(top_run, h.count), "base_count": _value(base_run, h.count)}
        cited += [*_sources(top_run, h.count), *_sources(base_run, h.count)]
    unique = list({(c["file"], c["section"]): c for c in cited}.values())
    return h.text.format(**values), unique


def _chart(chart: DemoChart, refs: dict[str, int]) -> dict[str, Any]:
    request = None
    if chart.runs:
        request = {"runs": [refs[r] for r in chart.runs], "baseline": {"run": refs[chart.baseline or chart.runs[0]]}}
    return C.chart_spec(chart.chart, metric=chart.metric, x=chart.x, caption=chart.caption, request=request)


@transaction.atomic
def load_demo_reports(*, project: Project, user) -> list[Report]:
    """Create (or refresh, keyed by title) one report per entry whose reference runs are all in ``project``.

    An entry whose runs are not loaded yet is skipped, so the loader can run before a study's runs exist. A refresh
    that changes nothing makes no new revision.
    """
    runs = {r.reference: r for r in Run.objects.filter(project=project).exclude(reference="")}
    refs = {ref: run.id for ref, run in runs.items()}
    out = []
    for spec in DEMO_REPORTS:
        needed = {*spec.runs, *(r for c in spec.charts for r in c.runs)}
        if not all(ref in refs for ref in needed):
            continue
        request = {"runs": [refs[ref] for ref in spec.runs], "baseline": {"run": refs[spec.baseline]}}
        headline, sources = demo_headline(spec, runs)
        charts = [_chart(c, refs) for c in spec.charts] or None
        fields = {"title": spec.title, "narrative": demo_narrative(spec), "request": request, "charts": charts,
                  "headline": headline, "headline_sources": sources}
        report = Report.objects.filter(project=project, title=spec.title).first()
        if report is None:
            report = report_create(project=project, user=user, **fields)
        else:
            if charts is None:
                fields["charts"] = default_charts(report_comparison(report=report, request=request))
            report = report_update(report=report, user=user, **fields)
        out.append(report)
    return out
