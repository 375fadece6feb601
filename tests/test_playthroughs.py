"""Golden playthroughs replay exactly (regenerate with `python -m tarotlab playthrough`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tarotlab.testing import playthrough

FILES = sorted((Path(__file__).parent / "playthroughs").glob("*.txt"))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_playthrough_replays_exactly(path: Path) -> None:
    playthrough.check(path)


def test_a_changed_line_is_reported(tmp_path: Path) -> None:
    original = FILES[0].read_text(encoding="utf-8").splitlines()
    k = next(i for i, line in enumerate(original) if line.startswith("action: throw"))
    original[k] = "action: throw Something Else"
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(original) + "\n", encoding="utf-8")
    with pytest.raises(AssertionError, match=f"bad.txt:{k + 1}: expected"):
        playthrough.check(bad)


def test_playthroughs_exist_for_both_resolutions() -> None:
    texts = [p.read_text(encoding="utf-8") for p in FILES]
    assert any('"resolution": "winner"' in t for t in texts)
    assert any('"resolution": "both"' in t for t in texts)
