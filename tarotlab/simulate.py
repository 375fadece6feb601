"""The older import path of ``tarotlab.lab.series`` (a series of games between bots, tallied):
``from tarotlab.simulate import simulate`` keeps working."""

from __future__ import annotations

from .lab.series import SimulationResult, lineup, seat_bots, simulate

__all__ = ["SimulationResult", "lineup", "seat_bots", "simulate"]
