"""The catalog of rules tarotlab may cite (tarotlab/data/rules.toml) is up to date with the
rulings and the engines, and every rule the engines cite while playing is in it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import tarotlab
from tarotlab.core.rng import Rng
from tarotlab.core.rulebook import unknown

ROOT = Path(__file__).resolve().parents[1]


def test_the_catalog_is_up_to_date() -> None:
    if not (ROOT.parent / "shared" / "rules").is_dir() and not (ROOT / "docs" / "rules").is_dir():
        pytest.skip("the games' rulings are not beside this checkout (../shared/rules)")
    proc = subprocess.run([sys.executable, "scripts/rules_catalog.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.parametrize(("game", "options"), [
    ("arcana", {}), ("arcanum", {"players": 4}), ("mystick", {"players": 3}),
    ("arcs", {"players": 3}), ("arcs", {"players": 3, "leaders": True})])
def test_every_rule_the_engines_cite_is_in_the_catalog(game: str, options: dict[str, object]
                                                       ) -> None:
    cited: set[str] = set()
    for seed in range(8):
        state, rng = tarotlab.new_game(game, seed=seed, **options), Rng(seed)
        while not state.is_over:
            cited.update(v.rule for _, v in state.candidates() if not v.ok)
            state.apply(rng.choice(state.legal_actions()))
        cited.update(e.rule for e in state.events)
    missing = sorted({m for rule in cited for m in unknown(rule)})
    assert not missing, missing
