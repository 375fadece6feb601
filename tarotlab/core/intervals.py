"""Confidence intervals for rates, shared by the balance lab and the coach's search (pure
Python: the search runs in the browser site too, where the lab does not).

The interval is Wilson's score interval (E. B. Wilson 1927; without continuity correction).
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a proportion (95% by default): (low, high).

    >>> low, high = wilson(81, 263)  # Newcombe (1998), Statistics in Medicine 17, example
    >>> round(low, 4), round(high, 4)
    (0.2553, 0.3662)
    """
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"successes must be between 0 and {trials}, not {successes}")
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials ** 2))
    return max(0.0, centre - half), min(1.0, centre + half)
