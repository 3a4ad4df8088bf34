"""The as-built report (HTML and Markdown): a check's findings and its plan diff, in the plan report's style.

The findings sections are the plan findings report's own (`apps.plans.reports`). Every value, uploaded ones
included (host names, keys, values, file names), is escaped in HTML; in Markdown uploaded text sits in code spans
with backticks and line breaks taken out (and a table cell's pipes escaped, so no cell ends inside its code span),
and any other text is HTML-escaped as the HTML report escapes it, so nothing uploaded becomes markup.
"""

from __future__ import annotations

import html
import json
import re

from jinja2 import Environment, StrictUndefined, select_autoescape

from apps.plans.reports import FINDINGS_HTML, FINDINGS_MD, STYLE
from apps.rules.engine import SEVERITIES

from .models import AsBuiltCheck
from .selectors import check_nodes

_OPTIONS = {"undefined": StrictUndefined, "trim_blocks": True, "lstrip_blocks": True}


def _value(value) -> str | None:
    """A document value as text: strings as they are, anything else as JSON; None (the leaf is absent) stays."""
    return value if value is None or isinstance(value, str) else json.dumps(value, sort_keys=True)


_HTML_ENV = Environment(autoescape=select_autoescape(default=True, default_for_string=True), **_OPTIONS)
_HTML_ENV.filters["value"] = lambda value: "—" if value is None else _value(value)
_HTML = _HTML_ENV.from_string(
    """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ c.plan.name }} as-built check {{ c.pk }}</title>
<style>
""" + STYLE + """table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2rem .4rem;text-align:left}
</style></head><body>
<h1>{{ c.plan.name }} — as-built check {{ c.pk }}</h1>
<p>Project {{ c.plan.project.name }}. Compared with version {{ c.plan_version.number }}.
Uploaded {{ c.created_at.strftime("%Y-%m-%d %H:%M UTC") }}{% if c.created_by %} by {{ c.created_by.username }}
{%- endif %}. Nodes: {{ nodes | join(", ") or "none" }}.
{% if c.score is not none %}Health score of the as-built document <strong>{{ c.score }}</strong>/100
{%- if cov %} (it covers the {{ cov.checked }} of {{ cov.total }} rules whose fields the files showed){% endif %}.
{%- endif %}</p>
{% if c.error %}<p class="error">{{ c.error }}</p>{% endif %}
<h2>Differences from the plan</h2>
<p>{{ s.changed }} changed, {{ s.missing }} missing, {{ s.extra }} extra, {{ s.same }} the same;
{{ s.not_uploaded }} planned file kind(s) not uploaded.</p>
{% if d.lines %}<table><thead><tr><th>Node</th><th>File</th><th>Key</th><th>Planned</th><th>Actual</th>
<th>Change</th><th>Rule</th></tr></thead><tbody>
{% for l in d.lines %}<tr><td>{{ l.node }}</td><td><code>{{ l.file }}</code></td><td><code>{{ l.key }}</code></td>
<td>{{ l.planned if l.planned is not none else "—" }}</td><td>{{ l.actual if l.actual is not none else "—" }}</td>
<td>{{ l.change }}</td><td>{{ l.rule or "" }}</td></tr>
{% endfor %}</tbody></table>{% endif %}
{% for n in d.not_uploaded %}<p>{{ n.node }}: no {{ n.kind_label }} uploaded (planned
{% for f in n.files %}<code>{{ f }}</code>{% if not loop.last %}, {% endif %}{% endfor %}).</p>
{% endfor %}
<h2>Document fields</h2>
{% if d.fields %}<table><thead><tr><th>Field</th><th>Planned</th><th>As built</th></tr></thead><tbody>
{% for f in d.fields %}<tr><td><code>{{ f.path }}</code></td><td>{{ f.before | value }}</td>
<td>{{ f.after | value }}</td></tr>
{% endfor %}</tbody></table>
{% elif c.document is none %}<p>No as-built document was assembled: no field was compared.</p>
{% else %}<p>No field differs.</p>{% endif %}
<h2>Findings on the as-built document</h2>
<p>{% for s in severities %}{{ counts[s] }} {{ s }}{% if not loop.last %}, {% endif %}{% endfor %}.</p>
""" + FINDINGS_HTML + """{% if cov %}<h2>Not checked</h2>
{% if cov.not_checked %}<p>{{ cov.not_checked | length }} rule(s) not run: no uploaded file shows a field each reads,
and the plan's value never stands in for the node's.</p>
<table><thead><tr><th>Rule</th><th>Severity</th><th>Title</th><th>Fields no file showed</th></tr></thead><tbody>
{% for n in cov.not_checked %}<tr><td>{{ n.rule }}</td><td>{{ n.severity }}</td><td>{{ n.title }}</td>
<td>{% for f in n.fields %}<code>{{ f }}</code>{% if not loop.last %}, {% endif %}{% endfor %}</td></tr>
{% endfor %}</tbody></table>
{% else %}<p>Every rule ran: the files showed every field the rules read.</p>{% endif %}
{% endif %}<h2>Files</h2><ul>
{% for f in files %}<li>{{ f.node or "(archive)" }}/{{ f.name }}: {{ f.state }}{% if f.kind %} ({{ f.kind }})
{%- endif %}{% if f.error %}: {{ f.error }}{% endif %}</li>
{% endfor %}</ul>
</body></html>
""")

class _Safe(str):
    """Markdown made safe already (a code span, a table row): printed as it is."""


def _md_text(value):
    """Every value the Markdown template prints: HTML-escaped (as the HTML report is), unless made safe already."""
    return value if value is None or isinstance(value, _Safe) else html.escape(str(value), quote=False)


def _md_code(value) -> _Safe:
    return _Safe("—" if value is None else "`" + re.sub(r"[`\r\n]", " ", str(value)) + "`")


def _md_row(cells) -> _Safe:
    # GFM splits a row at every unescaped pipe, inside code spans too: escaped, a cell keeps its code span whole
    return _Safe("| " + " | ".join(_md_text(cell).replace("|", "\\|") for cell in cells) + " |")


_MD = Environment(autoescape=False, finalize=_md_text, **_OPTIONS)
_MD.globals["row"] = _md_row
_MD.filters["value"] = _value
_MD.filters["code"] = _md_code
_MD_TEMPLATE = _MD.from_string("""# {{ c.plan.name }} — as-built check {{ c.pk }}

Project {{ c.plan.project.name }}. Compared with version {{ c.plan_version.number }}. Nodes: {{
    nodes | join(", ") or "none" }}.
{% if c.score is not none %}Health score of the as-built document **{{ c.score }}**/100{% if cov %} (it covers the {{
    cov.checked }} of {{ cov.total }} rules whose fields the files showed){% endif %}.{% endif %}

{% if c.error %}
{{ c.error | code }}

{% endif %}
## Differences from the plan

{{ s.changed }} changed, {{ s.missing }} missing, {{ s.extra }} extra, {{ s.same }} the same; {{
    s.not_uploaded }} planned file kind(s) not uploaded.

{% if d.lines %}
| Node | File | Key | Planned | Actual | Change | Rule |
|---|---|---|---|---|---|---|
{% for l in d.lines %}
{{ row([l.node | code, l.file | code, l.key | code, l.planned | code, l.actual | code, l.change,
        l.rule or ""]) }}
{% endfor %}

{% endif %}
{% for n in d.not_uploaded %}
- {{ n.node | code }}: no {{ n.kind_label }} uploaded.
{% endfor %}

## Document fields

{% if d.fields %}
| Field | Planned | As built |
|---|---|---|
{% for f in d.fields %}
{{ row([f.path | code, f.before | value | code, f.after | value | code]) }}
{% endfor %}
{% elif c.document is none %}
No as-built document was assembled: no field was compared.
{% else %}
No field differs.
{% endif %}

## Findings on the as-built document

{% for s in severities %}{{ counts[s] }} {{ s }}{% if not loop.last %}, {% endif %}{% endfor %}.

""" + FINDINGS_MD + """
{% if cov %}
## Not checked

{% if cov.not_checked %}
{{ cov.not_checked | length }} rule(s) not run: no uploaded file shows a field each reads, and the plan's value never
stands in for the node's.

| Rule | Severity | Title | Fields no file showed |
|---|---|---|---|
{% for n in cov.not_checked %}
{{ row([n.rule, n.severity, n.title, n.fields | join(", ") | code]) }}
{% endfor %}
{% else %}
Every rule ran: the files showed every field the rules read.
{% endif %}

{% endif %}
## Files

{% for f in files %}
- {{ (f.node ~ "/" ~ f.name) | code }}: {{ f.state }}{% if f.kind %} ({{ f.kind }}){% endif %}
{%- if f.error %}: {{ f.error | code }}{% endif %}

{% endfor %}
""")


def asbuilt_report(*, check: AsBuiltCheck, fmt: str) -> str:
    """The check's report as ``html`` or ``md``; deterministic for the same check."""
    diff = check.diff or {}
    files = list(check.files.all())
    counts = {s: 0 for s in SEVERITIES}
    for f in check.findings or []:
        counts[f["severity"]] = counts.get(f["severity"], 0) + 1
    context = {"c": check, "d": {"lines": diff.get("lines", []), "not_uploaded": diff.get("not_uploaded", []),
                                 "fields": diff.get("fields", [])},
               "s": {"changed": 0, "missing": 0, "extra": 0, "same": 0, "not_uploaded": 0, **diff.get("summary", {})},
               "findings": [_with_node(f) for f in check.findings or []], "counts": counts, "severities": SEVERITIES,
               "files": files, "nodes": check_nodes(files), "cov": (check.assembly or {}).get("coverage")}
    return (_HTML if fmt == "html" else _MD_TEMPLATE).render(**context)


def _with_node(finding: dict) -> dict:
    """A finding that only one node's files give says so in its title (node names are host names, see services)."""
    return {**finding, "title": f"{finding['title']} (node {finding['node']} only)"} if finding.get("node") else finding
