"""The precision a derived figure carries from the printed figures it was calculated from."""

from __future__ import annotations

import pytest

from apps.runs.parsers import precision


@pytest.mark.parametrize(("value", "unit"), [(0.7, 0.1), (0.67, 0.01), (321.0, 1.0), (1200.0, 1.0), (2.5e-05, 1e-06),
                                             (0.0, 1.0)])
def test_step_is_the_last_printed_digit(value, unit):
    assert precision.step(value) == pytest.approx(unit)


def test_a_quotient_spans_what_its_rounded_inputs_allow():
    value, half = precision.ratio([precision.exact(376.16)], [precision.printed(0.7)])
    assert value == pytest.approx(537.371, abs=1e-3)
    assert half == pytest.approx(376.16 / 0.65 - 376.16 / 0.7)  # the lower end of 0.7 pushes the quotient farthest
    assert precision.ratio([precision.exact(1.0)], [precision.printed(0.0)]) is None  # no bound at all
    assert precision.ratio([precision.exact(1.0)], [precision.exact(0.0)]) is None


def test_a_derived_figure_is_rounded_to_what_its_range_allows():
    assert precision.settled((537.371, 41.33)) == (537.0, 42.0)
    assert precision.settled((561.43, 4.22)) == (561.4, 4.3)
    assert precision.settled((12.5, 0.0)) == (12.5, 0.0)
    assert precision.within((561.4, 4.3), (537.0, 42.0)) and not precision.within((561.4, 4.3), (537.0, 15.0))
