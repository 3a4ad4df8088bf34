"""A whole comparison: the engine's figures, then what each chart of the catalogue has to draw for them.

It sits above both ``engine`` and ``charts``: the catalogue reads the engine's series, so the engine cannot ask the
catalogue itself without closing an import cycle.
"""

from __future__ import annotations

from .charts import chart_status
from .engine import ComparisonResult, RunRecord, comparison_figures, round_result


def comparison_build(runs: list[RunRecord], *, group_by: str | None = None,
                     groups: dict[str, list[int]] | None = None, baseline: dict | None = None) -> ComparisonResult:
    """Everything the comparison page and a report draw, computed from the runs.

    Raises `ComparisonError` (field-keyed) on a grouping or baseline that does not fit the runs.
    """
    result = comparison_figures(runs, group_by=group_by, groups=groups, baseline=baseline)
    result["charts"] = chart_status(result, runs)
    return result if result["empty"] else round_result(result)
