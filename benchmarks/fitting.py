"""What the ``calibrate_*_value.py`` scripts share: their command line, and fitting a position
value's figures by maximum likelihood of who won, printed beside an even chance's loss."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence

import numpy as np
from scipy.optimize import minimize

Data = dict[str, np.ndarray]


def arguments(description: str, games: int, every: int) -> argparse.Namespace:
    """``--games`` (per player count) and ``--every`` (a position every N decisions)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--games", type=int, default=games, help="games per player count")
    parser.add_argument("--every", type=int, default=every, help="a position every N decisions")
    return parser.parse_args()


def fit_and_print(log_loss: Callable[[np.ndarray, Data], float], data: Data,
                  start: Sequence[float], names: Sequence[str], seated: np.ndarray,
                  games: int) -> None:
    """Minimize ``log_loss`` from ``start`` and print the figures (as the module's constants
    ``names``) and the loss against an even chance among the ``seated`` seats."""
    fit = minimize(log_loss, np.array(start), args=(data,), method="Nelder-Mead",
                   options={"maxiter": 4000, "xatol": 1e-4, "fatol": 1e-8})
    even = float(-np.mean(np.log(1 / seated.sum(axis=1))))
    print(f"{len(seated):,} positions from {games:,} greedy games")
    print(", ".join(f"{name} = {value:.3g}" for name, value in zip(names, fit.x, strict=True)))
    print(f"log loss {fit.fun:.3f}, an even chance {even:.3f} "
          f"(nats; {math.exp(-fit.fun):.3f} against {math.exp(-even):.3f} per position)")
