"""Descriptive statistics and noise tests for comparisons. Pure: numbers in, plain dicts out.

* Confidence intervals of a mean use Student's t distribution with n - 1 degrees of freedom; with one value there is
  no spread to estimate, so no standard deviation and no interval are given.
* Whether two groups differ beyond run-to-run noise: with at least ``WELCH_MIN_N`` runs on both sides, Welch's
  unequal-variance t-test (p >= 0.05 means "within noise"); with fewer (but at least two on each side) a seeded
  percentile bootstrap of the difference of means (the difference is within noise when its 95 % interval covers
  zero); with a single run on either side nothing can be said and the answer is ``None``.
"""

from __future__ import annotations

import math
import statistics as st
import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from scipy import stats as sps

ALPHA = 0.05
CONFIDENCE = 0.95
WELCH_MIN_N = 5
BOOTSTRAP_RESAMPLES = 4000
BOOTSTRAP_SEED = 20240607


def _clean(values: Sequence[Any]) -> list[float]:
    return [float(v) for v in values if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)]


def describe(values: Sequence[Any]) -> dict[str, Any]:
    """n, mean, median, sample standard deviation and the 95 % t interval of the mean (None where undefined)."""
    xs = _clean(values)
    n = len(xs)
    if n == 0:
        return {"n": 0, "mean": None, "median": None, "stdev": None, "ci95": None, "min": None, "max": None}
    mean = st.fmean(xs)
    out: dict[str, Any] = {"n": n, "mean": mean, "median": st.median(xs), "stdev": None, "ci95": None,
                           "min": min(xs), "max": max(xs)}
    if n >= 2:
        sd = st.stdev(xs)
        half = float(sps.t.ppf(1 - (1 - CONFIDENCE) / 2, n - 1)) * sd / math.sqrt(n)
        out["stdev"] = sd
        out["ci95"] = [mean - half, mean + half]
    return out


def welch_p_value(a: Sequence[float], b: Sequence[float]) -> float | None:
    """Two-sided p-value of Welch's t-test; None when either side has fewer than two values."""
    xa, xb = _clean(a), _clean(b)
    if len(xa) < 2 or len(xb) < 2:
        return None
    if st.pvariance(xa) == 0 and st.pvariance(xb) == 0:
        # Both sides constant: the test is undefined; equal constants are the same, different ones are not noise.
        return 1.0 if st.fmean(xa) == st.fmean(xb) else 0.0
    with warnings.catch_warnings():
        # Near-constant samples (a CPU count, say) make scipy warn about precision; the p-value is still usable.
        warnings.simplefilter("ignore", RuntimeWarning)
        p = float(sps.ttest_ind(xa, xb, equal_var=False).pvalue)
    return p if math.isfinite(p) else (1.0 if st.fmean(xa) == st.fmean(xb) else 0.0)


def bootstrap_diff_ci(a: Sequence[float], b: Sequence[float], *, resamples: int = BOOTSTRAP_RESAMPLES,
                      seed: int = BOOTSTRAP_SEED) -> list[float] | None:
    """Percentile bootstrap 95 % interval of mean(a) - mean(b), resampling each side on its own (seeded)."""
    xa, xb = np.asarray(_clean(a)), np.asarray(_clean(b))
    if len(xa) < 2 or len(xb) < 2:
        return None
    rng = np.random.default_rng(seed)
    ma = rng.choice(xa, size=(resamples, len(xa)), replace=True).mean(axis=1)
    mb = rng.choice(xb, size=(resamples, len(xb)), replace=True).mean(axis=1)
    lo, hi = np.percentile(ma - mb, [100 * ALPHA / 2, 100 * (1 - ALPHA / 2)])
    return [float(lo), float(hi)]


def noise_test(a: Sequence[float], b: Sequence[float]) -> dict[str, Any]:
    """Is the difference between the two samples within run-to-run noise?

    Returns ``{"method": "welch"|"bootstrap"|None, "p_value", "diff_ci95", "within_noise": bool|None, "note"}``.
    """
    xa, xb = _clean(a), _clean(b)
    if len(xa) < 2 or len(xb) < 2:
        return {"method": None, "p_value": None, "diff_ci95": None, "within_noise": None,
                "note": "A single run on one side: no noise estimate is possible."}
    p = welch_p_value(xa, xb)
    if min(len(xa), len(xb)) >= WELCH_MIN_N:
        return {"method": "welch", "p_value": p, "diff_ci95": None, "within_noise": bool(p >= ALPHA), "note": ""}
    ci = bootstrap_diff_ci(xa, xb)
    within = bool(ci[0] <= 0.0 <= ci[1])
    return {"method": "bootstrap", "p_value": p, "diff_ci95": ci, "within_noise": within,
            "note": f"Fewer than {WELCH_MIN_N} runs on a side: bootstrap interval of the difference of means."}


def pct_of(value: float | None, baseline: float | None) -> float | None:
    """``value`` as a percentage of ``baseline`` (100 = the same); None when undefined."""
    if value is None or baseline is None or baseline == 0:
        return None
    return value / baseline * 100.0


def pct_change(value: float | None, baseline: float | None) -> float | None:
    """Relative difference in percent (+25 = a quarter more than the baseline)."""
    p = pct_of(value, baseline)
    return None if p is None else p - 100.0


def geometric_mean(ratios: Sequence[float]) -> float | None:
    """Geometric mean of positive ratios; None when there are none."""
    xs = [r for r in _clean(ratios) if r > 0]
    if not xs:
        return None
    return math.exp(st.fmean(math.log(r) for r in xs))
