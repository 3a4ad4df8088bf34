"""Every seeded report's PDF, printed as the app prints it, read back through its text layer.

One gunicorn web process and one real Celery worker (its Chromium opens the print page on that web process) print
every report ``load_demo_reports`` seeds, once for the whole test. The PDFs' text layer (pdfminer.six) must then hold
every chart title, axis title, category and legend label in full; no two text boxes may overlap, and none may run
past the figure it belongs to.
"""

from __future__ import annotations

import io
import math
import sys
import unicodedata
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from django.conf import settings

from apps.accounts.choices import Role
from apps.accounts.tests.factories import MembershipFactory, UserFactory
from apps.comparisons import constants as C
from apps.comparisons.demo_reports import load_demo_reports
from apps.comparisons.pdf import MARGIN_MM
from apps.comparisons.reference import load_reference_runs
from apps.comparisons.selectors import report_view
from apps.jobs.tests.brokers import PrivateBroker, free_port
from apps.jobs.tests.test_several_hosts import Client, Host
from apps.jobs.tests.workers import session_worker_paused, worker_command, worker_env

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

TIMEOUT = 180
#: The PDF's page margin, in points.
MARGIN_PT = MARGIN_MM * 72 / 25.4


def print_seeded_reports(tmp_path: Path, wait_for, project) -> dict[str, tuple[object, bytes]]:
    """Seed the demo reports into ``project`` and print each to PDF through the API: {title: (report, PDF)}."""
    user = UserFactory(username="printer")
    MembershipFactory(project=project, user=user, role=Role.CONTRIBUTOR)
    load_reference_runs(project=project, user=user)
    reports = load_demo_reports(project=project, user=user)
    assert reports, "no seeded report: the reference runs are not in this checkout"
    return print_reports(tmp_path, wait_for, reports, username=user.username)


def print_reports(tmp_path: Path, wait_for, reports, *, username: str) -> dict[str, tuple[object, bytes]]:
    """Print each report to PDF through the API as ``username`` (a member of their project), on one gunicorn web
    process and one real Celery worker: {title: (report, PDF)}."""
    with ExitStack() as stack:
        stack.enter_context(session_worker_paused(wait_for))
        broker = PrivateBroker(kind="redis", folder=tmp_path, port=free_port())
        broker.start_server(wait_for)
        stack.callback(broker.stop_server)
        web_port = free_port()
        web_url = f"http://127.0.0.1:{web_port}"
        env = worker_env(CELERY_BROKER_URL=broker.url, REDIS_URL=broker.url, RACPLAN_INTERNAL_URL=web_url)
        node = f"racplan-print-{settings.TEST_RUN_ID}@localhost"
        web = Host(tmp_path, "web", [sys.executable, "-m", "gunicorn", "config.wsgi:application"],
                   {**env, "GUNICORN_BIND": f"127.0.0.1:{web_port}", "WEB_CONCURRENCY": "2",
                    "GUNICORN_ACCESS_LOG": ""})
        worker = Host(tmp_path, "worker", worker_command(node=node, pool="solo",
                                                         queue=settings.CELERY_TASK_DEFAULT_QUEUE), env)
        for host in (web, worker):
            # One machine: the web process serves the PDF the worker stored.
            host.env["RACPLAN_TEST_MEDIA_ROOT"] = str(tmp_path / "media")
            stack.enter_context(host.running())

        wait_for(lambda: worker.alive() and web.answers(web_url), timeout=TIMEOUT, interval=0.2,
                 message="gunicorn did not answer")
        client = Client(web_url, username)
        jobs = {}
        for report in reports:
            response = client.post(f"/api/reports/{report.uuid}/pdf/")
            assert response.status_code == 202, response.text
            jobs[report] = response.json()["id"]
        out = {}
        for report, job_id in jobs.items():
            def finished(job_id=job_id):
                web.alive()
                worker.alive()
                job = client.get(f"/api/jobs/{job_id}/").json()
                return job if job["state"] in ("succeeded", "failed") else None

            job = wait_for(finished, timeout=TIMEOUT, interval=0.2, message=f"PDF job {job_id} did not finish")
            assert job["state"] == "succeeded", (
                f"{report.title}: {job['error']}\n--- worker log ---\n{worker.log()}\n--- web log ---\n{web.log()}")
            pdf = client.get(f"/api/reports/{report.uuid}/pdf/")
            assert pdf.status_code == 200, pdf.text
            out[report.title] = (report, pdf.content)
    return out



# --- reading the text layer ------------------------------------------------------------------------------------


@dataclass
class TextRun:
    """Glyphs on one baseline, in one direction, close enough to be one piece of text."""

    angle: float  # degrees, 0 = left to right
    v: float  # the baseline's offset across the text direction
    u0: float  # where the text starts and ends along its direction
    u1: float
    em: float
    text: str = ""
    box: list[float] = field(default_factory=list)  # x0, y0, x1, y1 on the page


@dataclass
class Block:
    """One label: its runs (the lines of a wrapped label) and their joint box on the page."""

    runs: list[TextRun]

    @property
    def text(self) -> str:
        return " ".join(r.text for r in sorted(self.runs, key=lambda r: -r.v))

    @property
    def box(self) -> tuple[float, float, float, float]:
        return (min(r.box[0] for r in self.runs), min(r.box[1] for r in self.runs),
                max(r.box[2] for r in self.runs), max(r.box[3] for r in self.runs))


def _frame(char) -> tuple[float, float, float]:
    """(angle in degrees, u, v) of a glyph's origin in the frame its text runs in."""
    a, b, _c, _d, e, f = char.matrix
    angle = math.degrees(math.atan2(b, a))
    t = math.radians(angle)
    return round(angle), e * math.cos(t) + f * math.sin(t), -e * math.sin(t) + f * math.cos(t)


def _extent(char, angle: float) -> tuple[float, float]:
    """How far a glyph's box reaches along its text direction, and its height across it (about an em)."""
    t = math.radians(angle)
    corners = [(char.x0, char.y0), (char.x0, char.y1), (char.x1, char.y0), (char.x1, char.y1)]
    across = [-x * math.sin(t) + y * math.cos(t) for x, y in corners]
    return max(x * math.cos(t) + y * math.sin(t) for x, y in corners), max(across) - min(across)


def text_runs(chars) -> list[TextRun]:
    """Glyphs joined into runs: same direction and baseline, a gap under an em between neighbours (a space over
    a tenth of one). Chromium writes no glyph for a space, so spaces are read from the gaps."""
    placed = sorted(((*_frame(c), c) for c in chars if c.get_text().strip()), key=lambda g: (g[0], g[2]))
    # Ligatures ("ﬁ") read as their letters.
    lines: list[list[tuple]] = []
    for glyph in placed:  # one line: one direction, baselines within a quarter em
        last = lines[-1][-1] if lines else None
        if last and last[0] == glyph[0] and abs(last[2] - glyph[2]) < 0.25 * _extent(glyph[3], glyph[0])[1]:
            lines[-1].append(glyph)
        else:
            lines.append([glyph])
    runs: list[TextRun] = []
    for line in lines:
        current: TextRun | None = None
        for angle, u, v, char in sorted(line, key=lambda g: g[1]):
            end, em = _extent(char, angle)
            if current and -0.3 * em < u - current.u1 < 1.0 * em:
                glyph = unicodedata.normalize("NFKC", char.get_text())
                current.text += (" " if u - current.u1 > 0.1 * em else "") + glyph
                current.u1 = max(current.u1, end)
                current.box = [min(current.box[0], char.x0), min(current.box[1], char.y0),
                               max(current.box[2], char.x1), max(current.box[3], char.y1)]
            else:
                current = TextRun(angle, v, u, end, em, unicodedata.normalize("NFKC", char.get_text()),
                                  [char.x0, char.y0, char.x1, char.y1])
                runs.append(current)
    return runs


def text_blocks(runs: list[TextRun]) -> list[Block]:
    """Runs joined into labels: the lines of one wrapped label sit a line apart, share their centre or an edge and
    their font size."""
    parent = list(range(len(runs)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, r in enumerate(runs):
        for j in range(i + 1, len(runs)):
            s = runs[j]
            if s.angle != r.angle:
                continue
            em = max(r.em, s.em)
            aligned = (abs((r.u0 + r.u1) - (s.u0 + s.u1)) / 2 <= 0.6 * em or abs(r.u0 - s.u0) <= 0.6 * em
                       or abs(r.u1 - s.u1) <= 0.6 * em)
            # Plotly sets a label's lines 1.3 em apart, in one font size.
            if abs(r.em - s.em) <= 0.1 * em and 0.5 * em < abs(r.v - s.v) <= 1.4 * em and aligned:
                parent[root(j)] = root(i)
    groups: dict[int, list[TextRun]] = {}
    for i, r in enumerate(runs):
        groups.setdefault(root(i), []).append(r)
    return [Block(g) for g in groups.values()]


def _overlap(a, b, slack: float = 0.5) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > slack and min(a[3], b[3]) - max(a[1], b[1]) > slack


def _inside(inner, outer, slack: float = 1.0) -> bool:
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack and inner[2] <= outer[2] + slack
            and inner[3] <= outer[3] + slack)


@dataclass
class Page:
    number: int
    blocks: list[Block]
    #: The figures' boxes: Plotly paints each figure's paper (white) as one rectangle under everything it draws.
    figures: list[tuple[float, float, float, float]]

    def blocks_in(self, figure) -> list[Block]:
        return [b for b in self.blocks if _overlap(b.box, figure, slack=0)]


def _items(node, kind, found: list) -> list:
    """Every item of ``kind`` under a layout node (figures and text boxes nest them)."""
    for item in node:
        if isinstance(item, kind):
            found.append(item)
        elif hasattr(item, "__iter__"):
            _items(item, kind, found)
    return found


def read_pdf(data: bytes) -> list[Page]:
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LAParams, LTChar, LTRect

    pages = []
    for layout in extract_pages(io.BytesIO(data), laparams=LAParams(all_texts=True)):
        chars, rects = _items(layout, LTChar, []), _items(layout, LTRect, [])
        # The page's own white background spans the printable width; a figure sits inside a card, narrower.
        printable = layout.width - 2 * MARGIN_PT
        figures = [tuple(r.bbox) for r in rects if r.fill and tuple(r.non_stroking_color or ()) == (1, 1, 1)
                   and r.height > 72 and r.width < printable - 4]
        pages.append(Page(layout.pageid, text_blocks(text_runs(chars)), figures))
    return pages


# --- what each chart must show in full -------------------------------------------------------------------------


#: The scaling figure's legend (frontend scaling-figure-chart.tsx LEGEND).
SCALING_FIGURE_LEGEND = ("Measured", "Ideal (linear) scaling")


def _words(text: str) -> str:
    return " ".join(text.split())


def expected_labels(report) -> dict[str, list[str]]:
    """Per chart the report draws: its category, legend and axis labels, from the report's own comparison (or the
    chart's own one, or its scaling figure), exactly as the report page reads them."""
    view = report_view(report=report)

    def quantity(result, key: str) -> str:
        metric = next(m for m in result["metrics"] if m["key"] == key)
        label, unit = metric["label"], metric["unit"]
        return f"{label}, {unit}" if unit.startswith("index") else f"{label} ({unit})"

    out: dict[str, list[str]] = {}
    for index, (spec, data) in enumerate(zip(view["charts"], view["chart_data"], strict=True)):
        chart = spec["chart"]
        if chart == "table" or data["reason"] is not None:
            continue  # not drawn as a figure: the page says why in words
        result = data["comparison"] or view["comparison"]
        key = f"{index}:{chart}"
        if data["scaling"] is not None:
            figure = data["scaling"]
            out[key] = [figure["x_label"], figure["y_label"], *SCALING_FIGURE_LEGEND]
        elif chart in ("throughput", "cpu_cost"):
            rows = [r["group"] for r in result["normalized"][chart] if r["pct_of_baseline"] is not None]
            what = "Throughput" if chart == "throughput" else "CPU cost"
            # The baseline's own bar says so, over or beside its end.
            out[key] = [*rows, f"{what}, {C.INDEX_UNIT}", "baseline"]
        elif chart == "absolute":
            rows = [r for r in result["table"]["rows"] if any(c["mean"] is not None for c in r["cells"])]
            wanted = spec.get("metric") or "tps"
            row = next((r for r in rows if r["key"] == wanted), rows[0])
            out[key] = [*(c["group"] for c in row["cells"] if c["mean"] is not None), quantity(result, row["key"])]
        elif chart == "scaling":
            axes = {c["axis"] for c in result["scaling"]}
            axis = "Nodes" if axes == {"nodes"} else "Users" if axes == {"users"} else "Users or nodes"
            out[key] = [*(c["name"] for c in result["scaling"]), axis, quantity(result, "tps")]
        elif chart == "wait_classes":
            out[key] = [*result["wait_classes"]["classes"], *(g["group"] for g in result["wait_classes"]["groups"]),
                        "% of DB time"]
        elif chart == "top_events":
            out[key] = [*(e["name"] for e in result["top_events"]["events"]), *(g["name"] for g in result["groups"]),
                        "% of DB time"]
    return out


def layout_problems(report, data: bytes, expected=None) -> list[str]:
    """What is wrong with one report's PDF, in words (empty when every label is whole and in its place)."""
    pages = read_pdf(data)
    problems = []
    expected = expected if expected is not None else expected_labels(report)
    figures = [(page, box) for page in pages for box in page.figures]
    if len(figures) != len(expected):
        problems.append(f"{len(figures)} figure(s) in the PDF for the charts {sorted(expected)}")
    figure_text = [_words(b.text) for page, box in figures for b in page.blocks_in(box)]
    for chart, labels in expected.items():
        for label in labels:
            # A label is one text block of its own (its lines when wrapped), not a part of another text.
            if _words(label) not in figure_text:
                problems.append(f"{chart}: the label {label!r} is not in any figure in full")
    page_text = _words(" ".join(b.text for b in sorted(pages[0].blocks, key=lambda b: -b.box[3])))
    if _words(report.title) not in page_text:
        problems.append(f"the title {report.title!r} is not on the first page")
    for page in pages:
        for i, a in enumerate(page.blocks):
            for b in page.blocks[i + 1:]:
                if any(_overlap(r.box, q.box) for r in a.runs for q in b.runs):
                    problems.append(f"page {page.number}: {a.text!r} overlaps {b.text!r}")
        for box in page.figures:
            for block in page.blocks_in(box):
                if not _inside(block.box, box):
                    problems.append(f"page {page.number}: {block.text!r} runs past its figure")
                if "…" in block.text:
                    problems.append(f"page {page.number}: {block.text!r} is cut short")
    return problems


def test_every_seeded_report_prints_its_labels_whole(tmp_path, wait_for, project, subtests):
    assert (settings.FRONTEND_DIST / "index.html").is_file(), (
        "The PDF prints the UI's report page: build the UI first (make backend-test does).")
    printed = print_seeded_reports(tmp_path, wait_for, project)
    for title, (report, data) in printed.items():
        with subtests.test(msg=title):
            problems = layout_problems(report, data)
            assert not problems, "\n".join(problems)
