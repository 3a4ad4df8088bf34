"""Markdown documentation of the statement ledger (``docs/studies/``), generated with the rule docs by
``manage.py gen_rule_docs``. Never edit the output by hand.

One page per study, section by section in the order of the study: each statement quoted beside what RACplan does with
it (the rules, linked to ``docs/rules/``; the default field; the reference fixture; the capacity figure; or the
reason it is not used), and the sentences set aside with their reasons. ``index.md`` counts them by kind and by
disposition and states the severity floor each kind sets.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from apps.studies import STUDIES, ledger
from apps.studies.citation import TITLES
from apps.studies.ledger import coverage, policy, targets
from apps.studies.ledger.sentences import candidates, normalise, study_text
from apps.studies.ledger.types import DISPOSITION_KINDS, STATEMENT_KINDS, Does, SetAside, Statement
from apps.topology.defaults import PROVENANCE

from .engine import get_rule
from .pages import stale_pages, write_pages

DOCS_DIR = Path(__file__).resolve().parents[3] / "docs" / "studies"
BANNER = "<!-- Generated from the statement ledger by `manage.py gen_rule_docs`. Do not edit. -->\n"
#: From a page in docs/studies to the repository's root.
TO_REPO = "../.."


@cache
def _uncovered(document: str) -> int:
    """How many candidate sentences of a study the ledger does not account for (the ledger is fixed per process)."""
    return len(coverage.uncovered(document))


def page_name(document: str) -> str:
    """The page of a study: ``study-000.md``."""
    return f"study-{document[:3]}.md"


def statement_link(s: Statement, *, from_dir: str = "studies") -> str:
    """A link to a statement on its study's page, from a page in docs/<from_dir>/."""
    page = page_name(s.cite.document)
    prefix = "" if from_dir == "studies" else "../studies/"
    return f"{prefix}{page}#{s.id}"


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell: no pipe ends the cell, no angle bracket opens a tag."""
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")


def _scope(s: Statement) -> str:
    scope = s.scope.as_dict()
    parts = []
    for key, values in scope.items():
        if key != "carries_over" and values:
            parts.append(f"{key.replace('_', ' ')} {', '.join(str(v) for v in values)}")  # type: ignore[union-attr]
    text = "; ".join(parts) or "any configuration"
    if s.scope.carries_over:
        text += f"; carries over: {s.scope.carries_over}"
    return text


def _does(d: Does) -> str:
    if d.kind == "rules":
        links = []
        for rule_id in d.rules:
            r = get_rule(rule_id)
            links.append(f"[{rule_id}](../rules/{rule_id}.md) ({r.severity})" if r else f"{rule_id} (unknown)")
        text = ("Rule " if len(links) == 1 else "Rules ") + ", ".join(links)
    elif d.kind == "default":
        pointer = targets.field_pointer(d.field or "")
        value = PROVENANCE.get(pointer, {}).get("value")
        text = f"Default of `{pointer}`" + (f" ({_cell(value)})" if value is not None else "")
    elif d.kind == "reference":
        fixture = targets.reference_fixture(d.fixture or "")
        text = (f"Reference: [{d.fixture}]({TO_REPO}/{fixture.path}) ({fixture.what})" if fixture
                else f"Reference: {d.fixture} (not found)")
    elif d.kind == "capacity":
        text = f"Capacity figure [`{d.capacity}`]({TO_REPO}/backend/apps/rules/capacity.py)"
    else:
        return f"Not used: {_cell(d.reason)}"
    return text + (f": {_cell(d.reason)}" if d.reason else "")


def _statement_row(s: Statement) -> str:
    label = policy.KIND_LABELS.get(s.kind, s.kind)
    left = [f"<a id=\"{s.id}\"></a>**{s.id}** · {label}", f"“{_cell(s.quote)}”", f"*Holds for*: {_cell(_scope(s))}"]
    for e in ((s.effect,) if s.effect else ()) + s.more_effects:
        spread = f", spread ±{e.spread_pct:g} %" if e.spread_pct is not None else ""
        left.append(f"*Measured*: {e.metric.replace('_', ' ')} {e.change_pct:+g} % ({_cell(e.variant)} against "
                    f"{_cell(e.baseline)}{spread})")
    if s.note:
        left.append(f"*Note*: {_cell(s.note)}")
    right = "<br>".join(_does(d) for d in s.does) or "—"
    return f"| {'<br>'.join(left)} | {right} |"


@dataclass(frozen=True)
class _Item:
    at: int
    order: int
    section: str
    statement: Statement | None = None
    set_aside: SetAside | None = None


def _items(document: str, statements: Sequence[Statement], set_aside: Sequence[SetAside]) -> list[_Item]:
    """The study's statements and set-aside sentences, in the order they stand in the study.

    A statement stands where its quote first occurs at or after the previous statement's (the ledger is in study
    order); a set-aside group stands where its first sentence first occurs.
    """
    text = study_text(document)
    items: list[_Item] = []
    at = 0
    for order, s in enumerate(x for x in statements if x.cite.document == document):
        found = text.find(normalise(s.quote), at)
        at = found if found >= 0 else at
        items.append(_Item(at, order, s.cite.section, statement=s))
    for order, a in enumerate(x for x in set_aside if x.cite.document == document):
        found = text.find(normalise(a.quotes[0])) if a.quotes else -1
        items.append(_Item(found if found >= 0 else len(text), 10_000 + order, a.cite.section, set_aside=a))
    return sorted(items, key=lambda i: (i.at, i.order))


def render_study(document: str, statements: Sequence[Statement] | None = None,
                 set_aside: Sequence[SetAside] | None = None) -> str:
    """A study's page, from the ledger (or from the entries given)."""
    items = _items(document, ledger.statements() if statements is None else statements,
                   ledger.set_aside() if set_aside is None else set_aside)
    shown = [i.statement for i in items if i.statement]
    sentences = sum(len(i.set_aside.quotes) for i in items if i.set_aside)
    lines = [BANNER, f"# Study {document[:3]} · {TITLES[document]}", ""]
    lines.append(f"`{document}` in `shared/seeds`: {len(shown)} statements and {sentences} sentences set aside, "
                 "section by section in the order of the study. Each statement is quoted beside what RACplan does "
                 "with it. [All studies](index.md) · [severity floor](index.md#severity-floor)")
    missing = _uncovered(document)
    if missing:
        lines += ["", f"{missing} of {len(candidates(document))} candidate sentences are not accounted for yet "
                      f"(`python -m apps.studies.ledger.coverage {document[:3]}` lists them)."]
    sections: dict[str, list[_Item]] = {}
    for item in items:
        sections.setdefault(item.section, []).append(item)
    for section, in_section in sections.items():
        lines += ["", f"## {section}"]
        rows = [i.statement for i in in_section if i.statement]
        if rows:
            lines += ["", "| Statement | What RACplan does |", "|---|---|"]
            lines += [_statement_row(s) for s in rows]
        aside = [i.set_aside for i in in_section if i.set_aside]
        if aside:
            lines += ["", "Set aside:", ""]
            for a in aside:
                quoted = " ".join(f"“{_cell(q)}”" for q in a.quotes)
                lines.append(f"- {quoted} — {_cell(a.reason)}")
    return "\n".join(lines).rstrip() + "\n"


def render_index() -> str:
    statements = ledger.statements()
    set_aside = ledger.set_aside()
    lines = [BANNER, "# The statement ledger", ""]
    lines.append(
        "Every sentence of the five studies in `shared/seeds` that bears on a configuration or a result, and what "
        "RACplan does with it: the rules that carry it, a default it sets, a reference plan or run it is measured "
        "by, a capacity figure, or the reason it is not used. Sentences with normative or measured wording that ask "
        "nothing of a configuration are set aside, each with its reason. A test fails for any such sentence the "
        "ledger does not account for, for a quote not found verbatim in its study, and for a rule no statement "
        "carries."
    )
    lines += ["", "| study | statements | sentences set aside | candidate sentences not accounted for |",
              "|---|---|---|---|"]
    for document in STUDIES:
        n = sum(1 for s in statements if s.cite.document == document)
        a = sum(len(x.quotes) for x in set_aside if x.cite.document == document)
        lines.append(f"| [{document[:3]} · {TITLES[document]}]({page_name(document)}) | {n} | {a} | "
                     f"{_uncovered(document)} |")
    lines += ["", "## By kind", "", "| kind | " + " | ".join(d[:3] for d in STUDIES) + " | all |",
              "|---" * (len(STUDIES) + 2) + "|"]
    for kind in STATEMENT_KINDS:
        counts = Counter(s.cite.document for s in statements if s.kind == kind)
        lines.append(f"| {policy.KIND_LABELS[kind]} | " + " | ".join(str(counts[d]) for d in STUDIES)
                     + f" | {sum(counts.values())} |")
    lines += ["", "## By what RACplan does", "",
              "A statement may be used in more than one way; it is counted once for each.", "",
              "| disposition | " + " | ".join(d[:3] for d in STUDIES) + " | all |",
              "|---" * (len(STUDIES) + 2) + "|"]
    for kind in DISPOSITION_KINDS:
        counts = Counter(s.cite.document for s in statements if any(d.kind == kind for d in s.does))
        lines.append(f"| {policy.DISPOSITION_LABELS[kind]} | " + " | ".join(str(counts[d]) for d in STUDIES)
                     + f" | {sum(counts.values())} |")
    lines += ["", "## Severity floor", ""]
    lines.append(
        "The kind of a statement sets the least severity of any rule that carries it; a test holds every rule to "
        "the floors of its statements (`apps/studies/ledger/policy.py`). A failure the study saw is an error where "
        "the plan's scope matches; where the study only says it degraded, the statement is a measured effect."
    )
    lines += ["", "| kind | what the study says | floor |", "|---|---|---|"]
    lines += [f"| {policy.KIND_LABELS[k]} | {policy.KIND_TEXT[k]} | {policy.KIND_FLOOR[k]} |" for k in STATEMENT_KINDS]
    return "\n".join(lines).rstrip() + "\n"


def rendered_files() -> dict[str, str]:
    files = {"index.md": render_index()}
    files.update({page_name(d): render_study(d) for d in STUDIES})
    return files


def write_docs(target: Path = DOCS_DIR) -> list[str]:
    """Write the pages and delete stale ones; return the file names written."""
    return write_pages(target, rendered_files())


def stale_docs(target: Path = DOCS_DIR) -> list[str]:
    """File names whose content differs from what the ledger renders (missing, changed or extra)."""
    return stale_pages(target, rendered_files())
