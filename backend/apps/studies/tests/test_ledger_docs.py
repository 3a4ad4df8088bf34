"""docs/studies/ is generated from the statement ledger, is current, and is linked from the rule pages both ways."""

from __future__ import annotations

import re
from functools import cache

from apps.rules import docs as rule_docs
from apps.rules import study_docs
from apps.rules.engine import all_rules, get_rule
from apps.studies import STUDIES, ledger
from apps.studies.ledger import policy
from apps.studies.ledger.types import Does, Scope, SetAside, Statement


@cache
def rendered() -> dict[str, str]:
    return study_docs.rendered_files()


def test_docs_are_generated_and_current():
    assert study_docs.stale_docs() == [], "run `make docs` to regenerate docs/studies"


def test_a_changed_page_is_reported_stale(tmp_path):
    study_docs.write_docs(tmp_path)
    assert study_docs.stale_docs(tmp_path) == []
    page = tmp_path / study_docs.page_name(STUDIES[0])
    page.write_text(page.read_text("utf-8") + "edited by hand\n", "utf-8")
    (tmp_path / "extra.md").write_text("x", "utf-8")
    assert study_docs.stale_docs(tmp_path) == sorted(["extra.md", page.name])


def test_one_page_per_study_each_statement_anchored_beside_what_racplan_does():
    files = rendered()
    assert sorted(files) == sorted(["index.md", *(study_docs.page_name(d) for d in STUDIES)])
    for s in ledger.statements():
        page = files[study_docs.page_name(s.cite.document)]
        row = next(line for line in page.splitlines() if f'<a id="{s.id}"></a>' in line)
        assert policy.KIND_LABELS[s.kind] in row
        for rule_id in s.rule_ids:
            assert f"[{rule_id}](../rules/{rule_id}.md) ({get_rule(rule_id).severity})" in row
        assert f"## {s.cite.section}" in page.split(f'<a id="{s.id}"></a>')[0]


def test_sections_follow_the_study_and_set_aside_sentences_show_their_reason():
    entries = [s for s in ledger.statements() if s.cite.document == STUDIES[0]]
    page = rendered()[study_docs.page_name(STUDIES[0])]
    positions = [page.index(f'<a id="{s.id}"></a>') for s in entries]
    assert positions == sorted(positions)
    for a in ledger.set_aside():
        text = rendered()[study_docs.page_name(a.cite.document)]
        assert study_docs._cell(a.reason) in text


def test_the_page_renders_every_disposition_and_escapes_table_text():
    """An entry with each disposition, through the renderer."""
    document = STUDIES[0]
    r = next(x for x in all_rules() if x.sources[0].document == document)
    quote = "Each OCR or Voting Disk and each back-up must have 100 MB of storage available."
    entry = Statement(
        id="000-001", cite=r.sources[0], quote=quote, kind="requirement",
        does=(Does("rules", rules=(r.id,)), Does("default", field="interconnect.mtu"),
              Does("reference", fixture="s000-z10"), Does("capacity", capacity="SWEET_SPOT_USERS"),
              Does("none", reason="a | pipe and <b>markup</b>")),
        scope=Scope(platform=("s390x",), nodes=(2,), carries_over="any RAC on System z"), note="n")
    aside = SetAside(r.sources[0], (quote,), "its reason")
    page = study_docs.render_study(document, [entry], [aside])
    row = next(line for line in page.splitlines() if '<a id="000-001"></a>' in line)
    assert f"[{r.id}](../rules/{r.id}.md)" in row
    assert "Default of `/interconnect/mtu`" in row
    assert "[s000-z10](../../fixtures/results/s000-z10.json)" in row
    assert "[`SWEET_SPOT_USERS`](../../backend/apps/rules/capacity.py)" in row
    assert "Not used: a \\| pipe and &lt;b&gt;markup&lt;/b&gt;" in row
    assert "platform s390x; nodes 2; carries over: any RAC on System z" in row
    assert re.search(r"^- “Each OCR .*” — its reason$", page, re.MULTILINE)


def test_rule_pages_link_back_to_their_statements():
    for r in all_rules():
        page = rule_docs.render_rule(r)
        for s in ledger.for_rule(r.id):
            assert f"[{s.id}](../studies/{study_docs.page_name(s.cite.document)}#{s.id})" in page
            assert s.quote in page


def test_the_index_counts_each_kind_and_states_the_floor():
    index = rendered()["index.md"]
    statements = ledger.statements()
    for kind, floor in policy.KIND_FLOOR.items():
        n = sum(1 for s in statements if s.kind == kind)
        assert re.search(rf"^\| {policy.KIND_LABELS[kind]} \|.* \| {n} \|$", index, re.MULTILINE)
        assert f"| {policy.KIND_LABELS[kind]} | {policy.KIND_TEXT[kind]} | {floor} |" in index
    for document in STUDIES:
        assert f"]({study_docs.page_name(document)})" in index
