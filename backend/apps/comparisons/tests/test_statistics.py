import math

import pytest

from apps.comparisons import statistics as S


def test_single_value_has_no_spread_or_interval():
    d = S.describe([42.0])
    assert d["n"] == 1 and d["mean"] == 42.0 and d["median"] == 42.0
    assert d["stdev"] is None and d["ci95"] is None


def test_empty_and_junk_values_are_ignored():
    assert S.describe([])["mean"] is None
    assert S.describe([None, "x", float("nan"), True])["n"] == 0


def test_t_interval_matches_the_textbook_value():
    # n = 3, mean 20, sd 10: t(0.975, 2) = 4.302653, half width = 4.302653 * 10 / sqrt(3) = 24.8414
    d = S.describe([10.0, 20.0, 30.0])
    assert d["stdev"] == pytest.approx(10.0)
    assert d["ci95"][0] == pytest.approx(20 - 24.8414, abs=1e-3)
    assert d["ci95"][1] == pytest.approx(20 + 24.8414, abs=1e-3)


def test_welch_separates_clear_differences_from_noise():
    a = [100, 101, 99, 100, 102, 98]
    assert S.welch_p_value(a, [150, 151, 149, 150, 152, 148]) < 0.001
    assert S.welch_p_value(a, [100, 102, 98, 101, 99, 100]) > 0.5
    assert S.welch_p_value([1.0], a) is None
    assert S.welch_p_value([5, 5], [5, 5]) == 1.0


def test_noise_test_picks_the_method_by_sample_size():
    small = S.noise_test([100, 101, 99], [100.5, 99.5])
    assert small["method"] == "bootstrap" and small["within_noise"] is True
    assert S.noise_test([100, 101, 99], [130, 131])["within_noise"] is False
    big = S.noise_test([100, 101, 99, 100, 102], [130, 131, 129, 130, 128])
    assert big["method"] == "welch" and big["within_noise"] is False
    single = S.noise_test([100], [120, 121])
    assert single["method"] is None and single["within_noise"] is None


def test_bootstrap_is_reproducible():
    assert S.bootstrap_diff_ci([1, 2, 3], [2, 3, 4]) == S.bootstrap_diff_ci([1, 2, 3], [2, 3, 4])


def test_relative_helpers():
    assert S.pct_of(110, 100) == pytest.approx(110)
    assert S.pct_change(87.6, 100) == pytest.approx(-12.4)
    assert S.pct_of(1, 0) is None and S.pct_change(None, 1) is None
    assert S.geometric_mean([2.0, 0.5]) == pytest.approx(1.0)
    assert S.geometric_mean([]) is None
    assert math.isclose(S.geometric_mean([1.1, 1.1, 1.1]), 1.1)
