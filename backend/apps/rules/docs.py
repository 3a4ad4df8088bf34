"""Markdown documentation generated from the rule catalogue (``docs/rules/``). Never edit the output by hand."""

from __future__ import annotations

from pathlib import Path

from apps.studies import ledger
from apps.studies.ledger import policy

from .engine import CATEGORIES, ERROR_CAP, PLATFORMS, POLICY_SEVERITY, POLICY_TEXT, SEVERITIES, WEIGHTS, Rule, all_rules
from .pages import stale_pages, write_pages
from .study_docs import statement_link

DOCS_DIR = Path(__file__).resolve().parents[3] / "docs" / "rules"
#: Pages in docs/rules written by hand, not generated (the audit log).
HAND_WRITTEN = frozenset({"audit.md"})
BANNER = "<!-- Generated from the rule catalogue by `manage.py gen_rule_docs`. Do not edit. -->\n"


def render_rule(r: Rule) -> str:
    lines = [BANNER, f"# {r.id} · {r.title}", ""]
    lines += [
        f"- **Slug**: `{r.slug}`",
        f"- **Severity**: {r.severity} (policy `{r.policy}`: {POLICY_TEXT[r.policy]})",
        f"- **Category**: {CATEGORIES[r.category]}",
        f"- **Applies to**: {'measured run results' if r.kind == 'result' else 'the topology document'}",
        f"- **Reads**: {', '.join(f'`{f}`' for f in r.fields) or '—'}",
    ]
    if r.platforms:
        lines.append(f"- **Platforms**: {', '.join(PLATFORMS[p] for p in r.platforms)} only")
    if r.fix:
        lines.append(f"- **Fix**: {r.fix}")
    lines += ["", "## Why", "", r.rationale, "", "## Evidence", "", r.evidence]
    if r.upside:
        lines += ["", f"Measured upside: {r.upside.percent:+g}% {r.upside.metric} ({r.upside.context})."]
    lines += ["", "## Sources", ""]
    lines += [f"- `{s.document}`, section “{s.section}”" for s in r.sources]
    statements = ledger.for_rule(r.id)
    lines += ["", "## Study statements", ""]
    if statements:
        lines.append("What the studies say that this rule carries ([the statement ledger](../studies/index.md)); "
                     "the kind of each sets the least severity the rule may have:")
        lines.append("")
        lines += [f"- [{s.id}]({statement_link(s, from_dir='rules')}) · {policy.KIND_LABELS[s.kind]} (floor "
                  f"{policy.floor(s.kind)}), study {s.cite.document[:3]}, “{s.cite.section}”: “{s.quote}”"
                  for s in statements]
    else:
        lines.append("No statement of the [statement ledger](../studies/index.md) names this rule yet.")
    if r.description:
        lines += ["", "## Details", "", r.description]
    return "\n".join(lines).rstrip() + "\n"


def render_index(rules: list[Rule]) -> str:
    lines = [BANNER, "# Rule catalogue", ""]
    lines.append(f"{len(rules)} rules, each traced to a section of one of the five studies in `shared/seeds`.")
    lines += ["", "## Severity policy", ""]
    lines.append(
        "A rule's severity is decided by what its cited section says, never by how important the topic feels. "
        "Each rule records a policy keyword with its sources, and a test checks that the severity is the one the "
        "keyword names:"
    )
    lines += ["", "| what the study says | keyword | severity |", "|---|---|---|"]
    lines += [f"| {POLICY_TEXT[k]} | `{k}` | {v} |" for k, v in POLICY_SEVERITY.items()]
    floors = "; ".join(f"{policy.KIND_LABELS[k].lower()}: {v}" for k, v in policy.KIND_FLOOR.items())
    lines += ["", "The [statement ledger](../studies/index.md) adds a floor: the kind of each study statement a rule "
              f"carries sets the least severity the rule may have ({floors})."]
    lines += ["", "A rule that could be read more than one way takes the reading of its first source. An A/B "
              "measurement is a gain when the plan holds the default the study started from, and a degradation "
              "when the plan holds the change the study measured as worse. Changes made when rules were re-read "
              "against their sections are logged in [audit.md](audit.md)."]
    lines += ["", "## Health score", ""]
    weights = ", ".join(f"{s} {WEIGHTS[s]}" for s in SEVERITIES)
    lines.append(
        "The score starts at 100; every rule that finds something deducts the penalty of its severity once "
        f"({weights}), and a plan with any error is capped at {ERROR_CAP}. The score never goes below 0."
    )
    for category, label in CATEGORIES.items():
        in_cat = [r for r in rules if r.category == category]
        if not in_cat:
            continue
        lines += ["", f"## {label}", "", "| id | severity | policy | title |", "|---|---|---|---|"]
        lines += [f"| [{r.id}]({r.id}.md) | {r.severity} | `{r.policy}` | {r.title} |" for r in in_cat]
    return "\n".join(lines).rstrip() + "\n"


def rendered_files() -> dict[str, str]:
    rules = all_rules()
    files = {"index.md": render_index(rules)}
    files.update({f"{r.id}.md": render_rule(r) for r in rules})
    return files


def write_docs(target: Path = DOCS_DIR) -> list[str]:
    """Write the docs and delete stale rule pages; return the file names written."""
    return write_pages(target, rendered_files(), keep=HAND_WRITTEN)


def stale_docs(target: Path = DOCS_DIR) -> list[str]:
    """File names whose content differs from what the catalogue renders (missing, changed or extra)."""
    return stale_pages(target, rendered_files(), keep=HAND_WRITTEN)
