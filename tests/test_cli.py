"""The command line: simulate, replay, playthrough, matchups, games."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import tarotlab
from tarotlab.cli import main


def test_help_works_as_a_module() -> None:
    out = subprocess.run([sys.executable, "-m", "tarotlab", "--help"], capture_output=True,
                         text=True, check=True).stdout
    assert "simulate" in out and "replay" in out


def test_simulate_prints_rates(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "arcana", "--games", "30", "--seed", "1", "--bots",
                 "random,greedy", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "30 games of arcana: random vs greedy" in out
    assert "greedy   wins" in out and "draws" in out and "endings:" in out


def test_simulate_with_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "arcana", "--games", "5", "--option", "resolution=both",
                 "--no-progress"]) == 0
    assert main(["simulate", "arcana", "--games", "5", "--option", "colour=red",
                 "--no-progress"]) == 2
    assert "unknown option 'colour'" in capsys.readouterr().err


def test_replay_prints_events(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    s = tarotlab.new_game("arcana", seed=2)
    s.apply("throw Star")
    s.apply("throw Hanged Man")
    path = tmp_path / "g.json"
    s.record().save(path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "arcana R5" in out and "unfinished: seat 0 to move" in out
    path.write_text('{"format": "tarotlab-record"}')
    assert main(["replay", str(path)]) == 2
    assert "bad game record at /" in capsys.readouterr().err


def test_playthrough_check_and_matchups(capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted((Path(__file__).parent / "playthroughs").glob("*.txt"))
    assert main(["playthrough", "--check", str(files[0])]) == 0
    assert main(["matchups"]) == 0
    assert capsys.readouterr().out.count("\n") > 968
    assert main(["games"]) == 0
    assert "resolution" in capsys.readouterr().out


def test_mystick_matchups_command(capsys: pytest.CaptureFixture[str]) -> None:
    """``matchups --game mystick --shipped`` prints the shipped 6 x 6 matrix; ``--games 1``
    plays it (one game a cell, in this process)."""
    assert main(["matchups", "--game", "mystick", "--shipped"]) == 0
    out = capsys.readouterr().out
    assert "seat 0 \\ seat 1" in out and "Iron Archive" in out
    assert "cells outside 45-55%: none" in out
    assert main(["matchups", "--game", "mystick", "--games", "1", "--processes", "1",
                 "--no-progress"]) == 0
    assert "(1 games a cell" in capsys.readouterr().out
