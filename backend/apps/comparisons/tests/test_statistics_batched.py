"""statistics.noise_tests (every pair of a comparison at once, answers kept per pair) answers exactly what
noise_test, one pair at a time, answers: held to it on the metrics of the real sample reports, grouped every way a
comparison groups them (one run to dozens on a side, so both the bootstrap and Welch's test are taken)."""

from pathlib import Path

import pytest

from apps.comparisons import statistics as S
from apps.runs.metrics.derive import derive_metrics
from apps.runs.parsers import parse_file

SAMPLES = Path(__file__).resolve().parents[4].parent / "shared" / "awr-samples"


@pytest.fixture(scope="module")
def corpus_metrics() -> dict[str, list[float]]:
    """Every numeric headline metric of every sample report, by key, in file order."""
    files = sorted(SAMPLES.glob("*.html"))
    if len(files) < 10:
        pytest.fail(f"the sample reports are missing from {SAMPLES} (tests read the corpus in place)")
    by_key: dict[str, list[float]] = {}
    for path in files:
        for key, item in derive_metrics(parse_file(path.name, path.read_bytes())).items():
            value = item.get("value") if isinstance(item, dict) else None
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                by_key.setdefault(key, []).append(value)
    return by_key


def comparison_pairs(by_key: dict[str, list[float]]) -> list[tuple[list[float], list[float]]]:
    """Groups cut from each metric's values the way comparisons form them: a baseline of a few runs, and groups of
    one, a few and many runs (and the baseline against itself), with a missing value (None) among them."""
    pairs = []
    for values in by_key.values():
        for base_n in (1, 2, 3, 5):
            base = values[:base_n]
            rest = values[base_n:]
            for size in (1, 2, 3, 4, 5, 7, len(rest)):
                group = rest[:size]
                pairs.append((group, base))
                pairs.append((group, base + [None]))
            pairs.append((base, base))
        pairs.append((values, values[::-1]))
    return pairs


def test_batched_answers_equal_one_pair_at_a_time(corpus_metrics):
    pairs = comparison_pairs(corpus_metrics)
    S.noise_cache_clear()
    batched = S.noise_tests(pairs)
    one_by_one = [S.noise_test(a, b) for a, b in pairs]
    methods = {t["method"] for t in one_by_one}
    assert methods == {None, "bootstrap", "welch"}, methods
    assert len(pairs) > 200
    mismatched = [(pair, got, want) for pair, got, want in zip(pairs, batched, one_by_one, strict=True)
                  if got != want]
    assert not mismatched, mismatched[:3]


def test_kept_answers_are_the_same_and_cannot_be_changed_through_a_result(corpus_metrics):
    pairs = comparison_pairs(corpus_metrics)[:60]
    S.noise_cache_clear()
    first = S.noise_tests(pairs)
    for test in first:
        if test["diff_ci95"] is not None:
            test["diff_ci95"][0] = 1e300  # a caller changing its copy
        test["within_noise"] = "changed"
    again = S.noise_tests(pairs)
    assert again == [S.noise_test(a, b) for a, b in pairs]


def test_a_changed_metric_is_a_new_answer():
    a, b = [100.0, 101.0, 99.0], [130.0, 131.0]
    assert S.noise_tests([(a, b)])[0]["within_noise"] is False
    assert S.noise_tests([(a, [100.5, 99.5])])[0] == S.noise_test(a, [100.5, 99.5])
