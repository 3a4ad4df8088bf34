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
import threading
import warnings
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

# numpy and scipy are imported where a computation needs them, not with this module: scipy.stats alone took 10 of
# the 13-18 s every web worker spent on its first request loading the URLconf (which imports this module through
# the comparisons API), so under `make run` whichever request came first, a plan clone in the issue-36 load test,
# waited that long. Python keeps a module once imported; a later import is a dictionary look-up.

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
        half = _t_quantile(n - 1) * sd / math.sqrt(n)
        out["stdev"] = sd
        out["ci95"] = [mean - half, mean + half]
    return out


@lru_cache(maxsize=1024)
def _t_quantile(df: int) -> float:
    """Student's t quantile of the two-sided ``CONFIDENCE`` interval with ``df`` degrees of freedom (one scipy call
    per degree of freedom a process meets, not one per metric and group)."""
    from scipy import stats as sps

    return float(sps.t.ppf(1 - (1 - CONFIDENCE) / 2, df))


def welch_p_value(a: Sequence[float], b: Sequence[float]) -> float | None:
    """Two-sided p-value of Welch's t-test; None when either side has fewer than two values."""
    xa, xb = _clean(a), _clean(b)
    if len(xa) < 2 or len(xb) < 2:
        return None
    if st.pvariance(xa) == 0 and st.pvariance(xb) == 0:
        # Both sides constant: the test is undefined; equal constants are the same, different ones are not noise.
        return 1.0 if st.fmean(xa) == st.fmean(xb) else 0.0
    from scipy import stats as sps

    with warnings.catch_warnings():
        # Near-constant samples (a CPU count, say) make scipy warn about precision; the p-value is still usable.
        warnings.simplefilter("ignore", RuntimeWarning)
        p = float(sps.ttest_ind(xa, xb, equal_var=False).pvalue)
    return p if math.isfinite(p) else (1.0 if st.fmean(xa) == st.fmean(xb) else 0.0)


def bootstrap_diff_ci(a: Sequence[float], b: Sequence[float], *, resamples: int = BOOTSTRAP_RESAMPLES,
                      seed: int = BOOTSTRAP_SEED) -> list[float] | None:
    """Percentile bootstrap 95 % interval of mean(a) - mean(b), resampling each side on its own (seeded)."""
    import numpy as np

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


# --- the same tests, many pairs at once ------------------------------------------------------------------------
#
# A comparison asks noise_test of every metric of every group against the baseline (36 pairs and more per request);
# most of the time of one call is scipy's and numpy's fixed cost per call. noise_tests answers a list of pairs with
# one ttest_ind per shape of pairs (pairs with the same two sample sizes, stacked as rows) and one bootstrap draw per
# shape: noise_test seeds a fresh generator for every pair, so every pair of one shape draws the same resampling
# indices, which are drawn once here and applied to all of them. The answers are equal to noise_test's, value for
# value (apps/comparisons/tests/test_statistics_batched.py holds them to it on the sample corpus's metrics).
# Answers are kept per pair of samples (the values themselves are the key, so a run whose metrics change makes a
# new key and a stale answer cannot be served); NOISE_CACHE_SIZE bounds what one process keeps.

NOISE_CACHE_SIZE = 4096
#: Most resampled values one numpy operation of the batched bootstrap holds (rows x resamples x sample size).
_BOOTSTRAP_BLOCK = 4_000_000
_noise_cache: dict[tuple[tuple[float, ...], tuple[float, ...]], dict[str, Any]] = {}
_noise_lock = threading.Lock()


def _copy_test(test: dict[str, Any]) -> dict[str, Any]:
    ci = test["diff_ci95"]
    return {**test, "diff_ci95": None if ci is None else list(ci)}


def noise_tests(pairs: Sequence[tuple[Sequence[float], Sequence[float]]]) -> list[dict[str, Any]]:
    """:func:`noise_test` of each ``(a, b)`` pair, in order, computed together (see the comment above)."""
    keys = [(tuple(_clean(a)), tuple(_clean(b))) for a, b in pairs]
    with _noise_lock:
        known = {key: _noise_cache[key] for key in keys if key in _noise_cache}
    missing = list(dict.fromkeys(key for key in keys if key not in known))
    if missing:
        computed = dict(zip(missing, _noise_tests_uncached(missing), strict=True))
        with _noise_lock:
            for key, test in computed.items():
                if len(_noise_cache) >= NOISE_CACHE_SIZE:
                    _noise_cache.pop(next(iter(_noise_cache)))  # the oldest answer goes first
                _noise_cache[key] = test
        known.update(computed)
    return [_copy_test(known[key]) for key in keys]


def noise_cache_clear() -> None:
    """Forget every kept answer of :func:`noise_tests` (tests and benchmarks that time the computation)."""
    with _noise_lock:
        _noise_cache.clear()


def _noise_tests_uncached(keys: list[tuple[tuple[float, ...], tuple[float, ...]]]) -> list[dict[str, Any]]:
    p_values = _welch_p_values(keys)
    small = [i for i, (xa, xb) in enumerate(keys)
             if len(xa) >= 2 and len(xb) >= 2 and min(len(xa), len(xb)) < WELCH_MIN_N]
    intervals = _bootstrap_diff_cis([keys[i] for i in small])
    ci_of = dict(zip(small, intervals, strict=True))
    out: list[dict[str, Any]] = []
    for i, (xa, xb) in enumerate(keys):
        if len(xa) < 2 or len(xb) < 2:
            out.append({"method": None, "p_value": None, "diff_ci95": None, "within_noise": None,
                        "note": "A single run on one side: no noise estimate is possible."})
            continue
        p = p_values[i]
        if min(len(xa), len(xb)) >= WELCH_MIN_N:
            out.append({"method": "welch", "p_value": p, "diff_ci95": None, "within_noise": bool(p >= ALPHA),
                        "note": ""})
            continue
        ci = ci_of[i]
        out.append({"method": "bootstrap", "p_value": p, "diff_ci95": ci, "within_noise": bool(ci[0] <= 0.0 <= ci[1]),
                    "note": f"Fewer than {WELCH_MIN_N} runs on a side: bootstrap interval of the difference of means."})
    return out


def _by_shape(keys) -> dict[tuple[int, int], list[int]]:
    shapes: dict[tuple[int, int], list[int]] = {}
    for i, (xa, xb) in enumerate(keys):
        shapes.setdefault((len(xa), len(xb)), []).append(i)
    return shapes


def _welch_p_values(keys) -> list[float | None]:
    """:func:`welch_p_value` of every pair: one ``ttest_ind`` over the rows of each shape."""
    out: list[float | None] = [None] * len(keys)
    tested: list[int] = []
    for i, (xa, xb) in enumerate(keys):
        if len(xa) < 2 or len(xb) < 2:
            continue
        if st.pvariance(xa) == 0 and st.pvariance(xb) == 0:
            out[i] = 1.0 if st.fmean(xa) == st.fmean(xb) else 0.0
        else:
            tested.append(i)
    if not tested:
        return out
    import numpy as np
    from scipy import stats as sps

    for rows in _by_shape([keys[i] for i in tested]).values():
        idx = [tested[r] for r in rows]
        a = np.array([keys[i][0] for i in idx], dtype=float)
        b = np.array([keys[i][1] for i in idx], dtype=float)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            ps = sps.ttest_ind(a, b, axis=1, equal_var=False).pvalue
        for i, p in zip(idx, np.atleast_1d(ps).tolist(), strict=True):
            xa, xb = keys[i]
            out[i] = p if math.isfinite(p) else (1.0 if st.fmean(xa) == st.fmean(xb) else 0.0)
    return out


def _bootstrap_diff_cis(keys) -> list[list[float]]:
    """:func:`bootstrap_diff_ci` of every pair (each side at least two values): one draw of the resampling indices
    per shape, the same draw a freshly seeded generator gives each pair of that shape in ``bootstrap_diff_ci``."""
    if not keys:
        return []
    import numpy as np

    out: list[list[float]] = [[]] * len(keys)
    for (na, nb), rows in _by_shape(keys).items():
        rng = np.random.default_rng(BOOTSTRAP_SEED)
        ia = rng.choice(na, size=(BOOTSTRAP_RESAMPLES, na), replace=True)
        ib = rng.choice(nb, size=(BOOTSTRAP_RESAMPLES, nb), replace=True)
        block = max(1, _BOOTSTRAP_BLOCK // (BOOTSTRAP_RESAMPLES * max(na, nb)))
        for start in range(0, len(rows), block):
            chunk = rows[start:start + block]
            a = np.array([keys[i][0] for i in chunk], dtype=float)
            b = np.array([keys[i][1] for i in chunk], dtype=float)
            # each row's resampled means over a two-dimensional array, as bootstrap_diff_ci takes them (numpy sums a
            # three-dimensional one in another order, which changes the last digit)
            ma = a[:, ia].reshape(-1, na).mean(axis=1).reshape(len(chunk), -1)
            mb = b[:, ib].reshape(-1, nb).mean(axis=1).reshape(len(chunk), -1)
            diffs = ma - mb
            bounds = np.percentile(diffs, [100 * ALPHA / 2, 100 * (1 - ALPHA / 2)], axis=1)
            for k, i in enumerate(chunk):
                out[i] = [float(bounds[0, k]), float(bounds[1, k])]
    return out


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
