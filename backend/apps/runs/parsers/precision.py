"""How precise a figure RACplan derives from printed figures is: the precision of its inputs, carried through.

A report prints its figures rounded: a text AWR report gives transactions per second with one decimal ("0.7"), its
HTML twin with two ("0.67"). A quotient of such figures (DB time per transaction, CPU seconds per 1000 transactions)
is then only known to within what the rounding allows: 376.2 s/s of DB time over "0.7" transactions per second is
anything from 501.6 to 578.7 s per transaction, over "0.67" from 557.3 to 565.6. Each derived figure here is a
:data:`Measured` pair, the value and the half-width of that range (its ``plus_minus``), and is stored rounded to the
digit the range allows, so the text and the HTML twin of one report agree within their ranges.

A figure read back from a parse result no longer says how many decimals were printed; :func:`printed` takes the
last decimal of its shortest form as the printed one ("0.70" reads back as 0.7, so its range is taken as ±0.05: never
narrower than the printed figure's own, only wider). Counts (CPUs) are exact.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

#: A figure and the half-width of the range its printed inputs allow (0.0 for an exact figure).
Measured = tuple[float, float]


def step(value: float) -> float:
    """The unit of the last digit of ``value`` in its shortest decimal form: 0.1 for 0.7, 0.01 for 0.67, 1 for 321.0
    and for 1200.0."""
    text = repr(float(value)).lower()
    mantissa, _, exponent = text.partition("e")
    whole, _, decimals = mantissa.partition(".")
    places = 0 if decimals in ("", "0") else len(decimals)
    return 10.0 ** ((int(exponent) if exponent else 0) - places)


def printed(value: float) -> Measured:
    """A figure as a report printed it: known to half its last digit."""
    return float(value), step(value) / 2


def exact(value: float) -> Measured:
    return float(value), 0.0


def ratio(numerators: Iterable[Measured], denominators: Iterable[Measured] = ()) -> Measured | None:
    """The product of ``numerators`` over the product of ``denominators`` (all figures not negative), with the
    half-width of the range the inputs' ranges allow: the farther of the two ends, each end taken with every input at
    the end of its own range that pushes the result that way. None when a denominator's range reaches zero (nothing
    bounds the result then) or a denominator is zero."""
    nums, dens = list(numerators), list(denominators)
    if any(v < 0 or e < 0 for v, e in nums + dens):
        return None
    if any(v - e <= 0 for v, e in dens):
        return None
    value = math.prod(v for v, _ in nums) / math.prod(v for v, _ in dens)
    high = math.prod(v + e for v, e in nums) / math.prod(v - e for v, e in dens)
    low = math.prod(max(v - e, 0.0) for v, e in nums) / math.prod(v + e for v, e in dens)
    return value, max(high - value, value - low)


def scaled(figure: Measured, factor: float) -> Measured:
    """A figure times an exact constant (a unit change)."""
    return figure[0] * factor, figure[1] * abs(factor)


def carried(figure: Measured) -> float:
    """The value rounded to the digit its range allows, with one digit more (537.37 ± 41.3 is 537; 561.43 ± 4.2 is
    561.4); an exact figure keeps six decimals."""
    value, half = figure
    if half <= 0 or not math.isfinite(half):
        return round(value, 6)
    digits = 1 - math.floor(math.log10(half))
    return round(value, max(min(digits, 6), -15))


def settled(figure: Measured) -> Measured:
    """The figure as stored: :func:`carried`, its half-width widened by what that rounding moved it (so the stored
    range still holds the true value), itself rounded to two significant digits, upwards."""
    value = carried(figure)
    half = figure[1] + abs(value - figure[0])
    if half <= 0 or not math.isfinite(half):
        return value, 0.0
    unit = 10.0 ** (math.floor(math.log10(half)) - 1)
    return value, float(f"{math.ceil(half / unit - 1e-9) * unit:.2g}")


def within(a: Measured, b: Measured) -> bool:
    """Whether two derivations of one quantity agree: their ranges overlap."""
    return abs(a[0] - b[0]) <= a[1] + b[1] + 1e-9 * max(abs(a[0]), abs(b[0]), 1.0)
