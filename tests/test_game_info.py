"""Each game's declaration (``core.game.GameInfo``) is the one place its title, players,
chance, information and rulebook files are written; what shows them reads it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tarotlab.cli import main
from tarotlab.core.game import game_info
from tarotlab.core.registry import GAMES, game_class
from tarotlab.notebook.classroom import default_players, seat_counts
from tarotlab.rulebook.book import books

README = Path(__file__).resolve().parents[1] / "README.md"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_declaration_names_its_game_and_its_players_option(game: str) -> None:
    info = game_info(game)
    assert info.name == game == game_class(game).GAME
    fewest, most, default = info.players
    assert fewest <= default <= most
    assert seat_counts(game) == list(range(fewest, most + 1))
    assert default_players(game) == default
    assert game_class(game)(players=default).players == default


def test_the_readme_status_table_agrees_with_the_declarations() -> None:
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\| ([A-Z][\w ]+) \| (\d)(?:–(\d))? \| every rule", line)
        if m:
            rows[m.group(1)] = (int(m.group(2)), int(m.group(3) or m.group(2)))
    assert rows == {game_info(g).long_name: game_info(g).players[:2] for g in GAMES}


def test_books_and_the_games_command_read_the_declarations(
        capsys: pytest.CaptureFixture[str]) -> None:
    for game, book in books().items():
        info = game_info(game)
        assert (book.title, book.rulebook, book.rulings) == (
            info.long_name, info.rulebook, info.rulings)
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert "arcana: Arcana: 2 players; chance; imperfect information; simultaneous moves" in out
    assert "mystick: Mystick Domination: 2-5 players" in out
    assert "rulebook mystick-domination.txt, rulings mystick-rulings.md" in out


def test_an_unknown_game_has_no_declaration() -> None:
    with pytest.raises(Exception, match="unknown game 'chess'"):
        game_info("chess")
