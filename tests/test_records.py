"""Game records: versioned JSON, schema-checked, replayed with every decision re-checked.

A malformed or tampered record is refused with an error that says what and where.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import tarotlab
from tarotlab import Record, RecordError
from tarotlab.bots import RandomBot, play


@pytest.fixture(scope="module")
def finished() -> tarotlab.State:
    return play(tarotlab.new_game("arcana", seed=21), [RandomBot(), RandomBot()], seed=3)


def _data(state: tarotlab.State) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(state.record().to_json())
    return data


def test_round_trip_rebuilds_an_equal_state(finished: tarotlab.State, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    finished.record().save(path)
    again = tarotlab.replay(path)
    assert again == finished and again.outcome == finished.outcome
    assert again.record() == finished.record()


def test_unfinished_game_replays_and_continues() -> None:
    s = tarotlab.new_game("arcana", seed=8)
    s.apply("throw Sun")
    again = tarotlab.replay(s.record().to_json())
    assert again == s and again.to_move == 1
    again.apply("throw Moon")
    assert again.step == s.step + 1


def test_record_format_is_documented_json(finished: tarotlab.State) -> None:
    data = _data(finished)
    assert set(data) == {"format", "version", "game", "options", "decisions"}
    assert data["format"] == "tarotlab-record" and data["version"] == 1
    assert data["decisions"][0][0] == "chance" and data["decisions"][0][1] in ("coin 0", "coin 1")


def _mutations() -> list[tuple[str, Any, str, str]]:
    """(name, mutation, where, message fragment)."""
    return [
        ("wrong game", lambda d: d.update(game="chess"), "/game", "unknown game 'chess'"),
        ("game not text", lambda d: d.update(game=7), "/game", "expected a game name"),
        ("unknown option", lambda d: d["options"].update(colour="red"), "/options/colour",
         "unknown option 'colour'"),
        ("bad option value", lambda d: d["options"].update(resolution="all"),
         "/options/resolution", "must be one of"),
        ("bad option type", lambda d: d["options"].update(players="2"), "/options/players",
         "must be int"),
        ("float option", lambda d: d["options"].update(seed=1.5), "/options/seed",
         "unsupported value type"),
        ("huge seed", lambda d: d["options"].update(seed=10**40), "/options/seed", "at most"),
        ("no seed", lambda d: d["options"].pop("seed"), "/options/seed", "must name its seed"),
        ("extra field", lambda d: d.update(cheat=True), "/cheat", "unknown field"),
        ("missing field", lambda d: d.pop("decisions"), "/", "missing field 'decisions'"),
        ("wrong format", lambda d: d.update(format="pgn"), "/format", "expected"),
        ("future version", lambda d: d.update(version=2), "/version", "reads version 1"),
        ("decisions not a list", lambda d: d.update(decisions={}), "/decisions", "expected a list"),
        ("decision not a pair", lambda d: d["decisions"].__setitem__(3, ["x"]), "/decisions/3",
         "pair"),
        ("seat wrong type", lambda d: d["decisions"][3].__setitem__(0, "0"), "/decisions/3/0",
         "a seat is"),
        ("huge seat", lambda d: d["decisions"][3].__setitem__(0, 10**30), "/decisions/3/0",
         "a seat is"),
        ("action wrong type", lambda d: d["decisions"][3].__setitem__(1, 5), "/decisions/3/1",
         "non-empty text"),
        ("long action", lambda d: d["decisions"][3].__setitem__(1, "x" * 500), "/decisions/3/1",
         "at most 200"),
        ("wrong seat", lambda d: d["decisions"][1].__setitem__(0, 1), "/decisions/1/0",
         "seat 1 decided but seat 0 was to move"),
        ("not an action", lambda d: d["decisions"][1].__setitem__(1, "throw Joker"),
         "/decisions/1/1", "unknown card 'Joker'"),
        ("illegal decision", lambda d: d["decisions"][1].__setitem__(1, "gain 3 keys"),
         "/decisions/1/1", "[arcana R2]"),
        ("tampered chance", lambda d: d["decisions"][0].__setitem__(
            1, "coin 1" if d["decisions"][0][1] == "coin 0" else "coin 0"),
         "/decisions/0/1", "not what seed"),
        ("decision after the end", lambda d: d["decisions"].append([0, "throw Sun"]),
         "/decisions/{n}", "after the game ended"),
        ("meta not text", lambda d: d.update(meta={"a": 1}), "/meta", "short texts"),
        ("list option too long", lambda d: d["options"].update(resolution=["x"] * 65),
         "/options/resolution", "at most 64 items"),
        ("list item not text", lambda d: d["options"].update(resolution=["a", 1]),
         "/options/resolution/1", "short text"),
        ("list item too long", lambda d: d["options"].update(resolution=["x" * 41]),
         "/options/resolution/0", "short text"),
        ("lists nested too deep", lambda d: d["options"].update(resolution=[["a", ["b"]]]),
         "/options/resolution/0/1", "short text"),
        ("inner list too long", lambda d: d["options"].update(resolution=[["x"] * 65]),
         "/options/resolution/0", "at most 64 items"),
        ("list the game refuses", lambda d: d["options"].update(resolution=["winner"]),
         "/options/resolution", "must be str"),
    ]


@pytest.mark.parametrize(("name", "mutate", "where", "message"), _mutations(),
                         ids=[m[0] for m in _mutations()])
def test_tampered_records_are_refused(finished: tarotlab.State, name: str, mutate: Any,
                                      where: str, message: str) -> None:
    data = _data(finished)
    n = len(data["decisions"])
    mutate(data)
    with pytest.raises(RecordError) as info:
        tarotlab.replay(json.dumps(data))
    assert info.value.where == where.format(n=n), str(info.value)
    assert message in str(info.value)


def test_illegal_decision_deep_in_the_game_names_its_step(finished: tarotlab.State) -> None:
    data = _data(finished)
    # find seat 0's first throw of round two and make it a card that was removed earlier,
    # or else simply a choice when a throw is due
    k = next(i for i, (seat, text) in enumerate(data["decisions"]) if i > 20 and
             text.startswith("throw") and seat == 0)
    data["decisions"][k][1] = "opponent-loses 1 hour"
    with pytest.raises(RecordError) as info:
        tarotlab.replay(json.dumps(data))
    assert info.value.where == f"/decisions/{k}/1"
    assert "must throw a card now" in info.value.what


@pytest.mark.parametrize("text", ["", "[]", "nonsense", '{"a": NaN}', "1" * 5000, "[" * 100000,
                                  '"just text"'])
def test_malformed_json_is_refused(text: str) -> None:
    with pytest.raises(RecordError):
        Record.from_json(text)


def test_manual_chance_records_replay_with_chosen_outcomes() -> None:
    """With auto_chance=False a chosen die face is a legal, recorded decision."""
    s = tarotlab.new_game("arcana", seed=5, auto_chance=False)
    s.apply("coin 1")
    s.apply("throw Wheel of Fortune")  # odd round: the Wheel is odd-favoured
    s.apply("throw Hermit")
    assert s.to_move == tarotlab.CHANCE
    s.apply("die 6")
    again = tarotlab.replay(s.record().to_dict())
    assert again == s and again.clock[1] == 10
