"""Classroom mode without a browser: the set-up form, starting a game, the command line.
(tests/browser/test_browser_classroom.py plays it in Chromium through Voila.)"""

from __future__ import annotations

import json

import pytest

from tarotlab import cli
from tarotlab.notebook.classroom import (
    ENV_VAR,
    Classroom,
    Setup,
    default_seats,
    parse_setup,
    seat_counts,
)


def test_seat_counts_come_from_the_games_players_option() -> None:
    assert seat_counts("arcana") == [2]
    assert seat_counts("arcanum") == [3, 4, 5]
    assert default_seats(3) == ["person", "greedy", "greedy"]


def test_parse_setup_later_queries_win_and_bad_values_are_noted() -> None:
    setup = parse_setup("game=arcanum&seed=3", "?players=3&bots=person,greedy,random&step=1")
    assert setup == Setup(game="arcanum", players=3, seats=["person", "greedy", "random"],
                          seed=3, step=True)
    assert parse_setup(setup.to_query()) == setup
    too_big = parse_setup(f"seed={10**15}")  # beyond what a page's field holds: refused, why
    assert too_big.seed is None and "from 0 to 999999999999999" in too_big.problems[0]
    assert parse_setup(f"seed={10**15 - 1}").seed == 10**15 - 1
    bad = parse_setup("game=chess&players=9&bots=person,wizard&seed=-1")
    assert bad.game == "arcana" and bad.players is None and bad.seats == [] and bad.seed is None
    assert len(bad.problems) == 4 and "unknown game 'chess'" in bad.problems[0]
    assert "exactly 2" in bad.problems[1]


def test_classroom_form_follows_the_request_then_starts_the_game() -> None:
    room = Classroom.from_request({ENV_VAR: "game=arcanum&seed=3",
                                   "QUERY_STRING": "players=4&bots=person,greedy,random"})
    assert room.choices() == Setup(game="arcanum", players=4,
                                   seats=["person", "greedy", "random", "greedy"], seed=3)
    assert room.children[1] is room.setup_panel
    room.seat_pickers[3].value = "person"
    table = room.begin()
    assert table is not None and room.table is table
    assert room.children[1] is room.play_panel and room.table_box.children == (table,)
    assert set(table.session.bots) == {1, 2} and table.session.state.players == 4
    assert "the class plays seats 0, 3" in room.heading.value
    assert table.session.state.to_move in (0, 3)  # the bots have played up to the class
    room.show_setup()
    assert room.children[1] is room.setup_panel and room.table is None


def test_classroom_game_and_seat_changes_rebuild_the_pickers() -> None:
    room = Classroom(game="arcana", seed=1)
    assert [p.value for p in room.seat_pickers] == ["person", "greedy"]
    room.game.value = "arcanum"
    assert room.players.value == 4 and len(room.seat_pickers) == 4
    room.players.value = 3
    assert len(room.seat_pickers) == 3
    assert list(room.players.options) == [("3", 3), ("4", 4), ("5", 5)]


def test_all_bots_wait_for_the_bot_move_button() -> None:
    room = Classroom(game="arcana", seats=["greedy", "greedy"], seed=5)
    table = room.begin()
    assert table is not None and not table.autoplay_bots
    assert table.session.state.step == 1  # only the seeded coin flip so far
    assert "bots play every seat" in room.heading.value
    assert table.bot().ok and table.session.state.step == 2


def test_the_classroom_address_wins_over_the_command_lines_game() -> None:
    """A server started for 4-player Arcanum, opened at ?game=arcana&seed=3: the command
    line's players and seats were for Arcanum, so Arcana starts with its own (it said
    "arcana is for exactly 2 players, not '4'")."""
    server = "game=arcanum&players=4&bots=person,greedy,greedy,person"
    room = Classroom.from_request({ENV_VAR: server, "QUERY_STRING": "game=arcana&seed=3"})
    assert room.error.value == ""
    assert room.choices() == Setup(game="arcana", players=2, seats=["person", "greedy"],
                                   seed=3)
    same_game = parse_setup(server, "seed=9")
    assert same_game.players == 4 and same_game.seats[-1] == "person"


@pytest.mark.parametrize(("server", "address", "lesson", "drill", "game"), [
    ("drill=arcanum", "lesson=mystick-basics", "mystick-basics", None, "mystick"),
    ("lesson=arcs-battle", "drill=arcana:matchup", None, "arcana:matchup", "arcana"),
    ("lesson=arcs-battle", "game=arcanum&players=3", None, None, "arcanum"),
    ("game=arcanum&players=4", "drill=arcs", None, "arcs", "arcs"),
    ("drill=mystick", "seed=4", None, "mystick", "mystick"),
])
def test_the_address_wins_for_game_lesson_and_drill_alike(
        server: str, address: str, lesson: str | None, drill: str | None, game: str) -> None:
    """The README's promise: what the address opens wins over what the command line
    opened (a server started with --drill, opened at ?lesson=mystick-basics, used to show
    "no lesson None"); an address that names none of them keeps the command line's."""
    setup = parse_setup(server, address)
    assert (setup.lesson, setup.drill, setup.game, setup.problems) == (lesson, drill, game, [])
    room = Classroom.from_request({ENV_VAR: server, "QUERY_STRING": address})
    assert room.error.value == ""
    if lesson:
        assert room.table is not None and room.table.lesson is not None
        assert room.table.lesson.lesson.id == lesson
    if drill:
        assert room.drill_view is not None


def test_the_projector_starts_with_the_public_view() -> None:
    """On the classroom page the picture starts public: the seat to move shows its cards
    with the curtain's button; the size switch makes the table's text bigger."""
    room = Classroom(game="arcanum", seed=2, seats=["person", "greedy", "greedy", "person"])
    table = room.begin()
    assert table is not None and table.viewer is None
    assert table.panel["curtain"]["seat"] in (0, 3)
    table.reveal()
    assert table.viewer == table.session.state.to_move
    room.size.value = "huge"
    assert table.size == "huge"


def test_bad_choices_show_an_error_instead_of_raising() -> None:
    room = Classroom.from_request({"QUERY_STRING": "game=arcanum&players=7"})
    assert "3 to 5 players" in room.error.value and room.players.value == 4


def test_cli_classroom_refuses_bad_choices_before_starting_a_server(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["classroom", "arcana", "--players", "3"]) == 2
    assert "arcana is for exactly 2 players" in capsys.readouterr().err
    assert cli.main(["classroom", "arcanum", "--bots", "person,wizard"]) == 2
    assert "unknown bot 'wizard'" in capsys.readouterr().err
    args = cli.parser().parse_args(["classroom", "arcanum", "--players", "3", "--bots",
                                    "person,greedy,random", "--seed", "4", "--step"])
    assert parse_setup(cli._classroom_setup(args)) == Setup(
        game="arcanum", players=3, seats=["person", "greedy", "random"], seed=4, step=True)


def test_the_classroom_notebook_ships_with_the_package() -> None:
    notebook = json.loads(cli.CLASSROOM_NOTEBOOK.read_text(encoding="utf-8"))
    code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1 and "Classroom.from_request()" in "".join(code[0]["source"])
    assert not code[0]["outputs"]
