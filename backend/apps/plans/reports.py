"""Printable findings report of a plan version (HTML and Markdown), with the study sources."""

from __future__ import annotations

from jinja2 import Environment, StrictUndefined, select_autoescape

from apps.rules.engine import SEVERITIES

from .models import PlanVersion

_ENV = Environment(undefined=StrictUndefined, autoescape=select_autoescape(default=True, default_for_string=True),
                   trim_blocks=True, lstrip_blocks=True)

#: The report style, shared with other printable findings reports (apps.asbuilt.reports).
STYLE = """body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;color:#1b1b1b}
h1{font-size:1.5rem}.sev{font-weight:600;text-transform:uppercase;font-size:.8rem}
.error{color:#b00020}.warning{color:#8a5300}.advice{color:#0b5394}.info{color:#555}
section{border-top:1px solid #ccc;padding:.5rem 0}code{background:#f3f3f3;padding:0 .2rem}
@media print{body{margin:0}}
"""

#: One section per finding (``findings``), shared with other findings reports.
FINDINGS_HTML = """{% for f in findings %}
<section><div class="sev {{ f.severity }}">{{ f.severity }} · {{ f.rule }}</div>
<h2>{{ f.title }}</h2><p>{{ f.message }}</p>
<p><em>Where:</em> {% for p in f.paths %}<code>{{ p }}</code> {% endfor %}</p>
<p><em>Why:</em> {{ f.rationale }}</p><p><em>Evidence:</em> {{ f.evidence }}</p>
{% if f.fix %}<p><em>Fix:</em> {{ f.fix.title }}</p>{% endif %}
<p><em>Sources:</em> {% for s in f.sources %}{{ s.document }}, “{{ s.section }}”
{%- if not loop.last %}; {% endif %}{% endfor %}</p>
</section>
{% else %}<p>No findings.</p>{% endfor %}
"""

FINDINGS_MD = """{% for f in findings %}
## {{ f.severity | upper }} {{ f.rule }}: {{ f.title }}

{{ f.message }}

- Where: {% for p in f.paths %}`{{ p }}` {% endfor %}

- Why: {{ f.rationale }}
- Evidence: {{ f.evidence }}
{% if f.fix %}
- Fix: {{ f.fix.title }}
{% endif %}
- Sources: {% for s in f.sources %}{{ s.document }}, "{{ s.section }}"{% if not loop.last %}; {% endif %}{% endfor %}

{% else %}
No findings.
{% endfor %}
"""

_HTML = _ENV.from_string("""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ plan.name }} v{{ v.number }} findings</title>
<style>
""" + STYLE + """</style></head><body>
<h1>{{ plan.name }} — version {{ v.number }}</h1>
<p>Project {{ plan.project.name }}. Saved {{ v.created_at.strftime("%Y-%m-%d %H:%M UTC") }}
{% if v.author %}by {{ v.author.username }}{% endif %}. Health score <strong>{{ val.score }}</strong>/100.
Rule catalogue {{ val.catalogue_version }}.</p>
<p>{% for s in severities %}{{ val.counts[s] }} {{ s }}{% if not loop.last %}, {% endif %}{% endfor %}.</p>
""" + FINDINGS_HTML + """</body></html>
""")

_MD = Environment(undefined=StrictUndefined, autoescape=False, trim_blocks=True, lstrip_blocks=True).from_string(
    """# {{ plan.name }} — version {{ v.number }}

Project {{ plan.project.name }}. Health score **{{ val.score }}**/100. Rule catalogue {{ val.catalogue_version }}.
{% for s in severities %}{{ val.counts[s] }} {{ s }}{% if not loop.last %}, {% endif %}{% endfor %}.

""" + FINDINGS_MD)


def findings_report(*, version: PlanVersion, fmt: str) -> str:
    context = {"plan": version.plan, "v": version, "val": version.validation, "severities": SEVERITIES,
               "findings": version.validation["findings"]}
    return (_HTML if fmt == "html" else _MD).render(**context)
