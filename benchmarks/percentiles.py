"""The one percentile every benchmark script reports (p95 of clicks, hints, draws, renders).

Nearest rank: the smallest value with at least ``p`` percent of the values at or below it,
always one of the measured values (never interpolated between two).

>>> percentile([4.0, 1.0, 3.0, 2.0], 50), percentile([4.0, 1.0, 3.0, 2.0], 95)
(2.0, 4.0)
"""

from __future__ import annotations

import math
from collections.abc import Iterable


def percentile(values: Iterable[float], p: float) -> float:
    """The nearest-rank ``p``-th percentile of ``values`` (``p`` in 0..100; 0 gives the least)."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no values to take a percentile of")
    return ordered[max(1, math.ceil(p / 100 * len(ordered))) - 1]
