"""Step 3 of a run's metrics: which files supply each run metric, tier by tier, and why they win.

The first tier in which some parsed file has a value wins, so a file that parsed without the value (or failed, and so
is not here at all) never blanks what another file gives. The tiers of each metric are its row of the catalogue
(`catalogue.Metric.precedence`); each tier is (kinds, how several files of the tier combine, why this tier wins).
See docs/user-guide/contributors.md.
"""

from __future__ import annotations

from statistics import mean
from typing import Any

from .catalogue import INSTANCES_MEAN, METRICS, PRECEDENCE, RAC_GLOBAL
from .stored import StoredFile


def pick(files: list[StoredFile], key: str) -> dict[str, Any] | None:
    """The value of one metric from the first tier of its precedence that has it, with its sources and reason."""
    for kinds, combine, reason in PRECEDENCE[key]:
        vals = [(f, f.value(key)) for f in files if f.kind in kinds]
        vals = [(f, v) for f, v in vals if isinstance(v, (int, float)) and not isinstance(v, bool)]
        if not vals:
            continue
        why = reason
        if combine == "last":
            if len(vals) > 1:
                why = f"{reason} The latest of {len(vals)} such files is used."
            vals = vals[-1:]
            value = vals[0][1]
        elif combine == "sum":
            value = sum(v for _, v in vals)
        else:
            value = mean(v for _, v in vals)
        return {"value": round(value, METRICS[key].stored_digits), "sources": [f.source(key) for f, _ in vals],
                "reason": why, "kind": vals[0][0].kind}
    return None


def section_reason(basis: str) -> str:
    """Why the report sections (events, wait classes, hit ratios) come from the files of ``basis``."""
    return {"awr_rac_global": RAC_GLOBAL[2], "awr_instance": INSTANCES_MEAN[2]}.get(
        basis, "Read from the file that speaks for this run.")
