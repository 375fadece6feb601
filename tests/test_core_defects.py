"""The core defects an independent audit found (clone, Action objects, parsing, records, CLI,
escaping, packaging), each pinned by a test named after it, for every game where it applies."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
import tracemalloc
import zipfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tarotlab
from tarotlab import Action, MalformedAction, OptionError, RecordError, TarotlabError
from tarotlab.cli import main
from tarotlab.core.engine import MAX_ACTION_TEXT, State
from tarotlab.core.record import MAX_BYTES, Record
from tarotlab.core.rng import Rng
from tarotlab.testing.conformance import check_game
from tarotlab.testing.snapshot import mutable_ids, serialized, shared_objects

ROOT = Path(__file__).resolve().parents[1]

GAMES = {
    "arcana": {},
    "arcanum": {"players": 4},
    "mystick": {"players": 3},
    "arcs": {"players": 3},
    "arcs-leaders": {"players": 3, "leaders": True, "second_lore": True},
}


def _game(key: str, seed: int = 1) -> State:
    return tarotlab.new_game(key.partition("-")[0], seed=seed, **GAMES[key])


def _positions(key: str, seed: int, every: int = 7) -> list[State]:
    """Clones of one random game every ``every`` decisions, and the finished game."""
    state, rng, out = _game(key, seed), Rng(seed, stream=3), []
    while not state.is_over:
        if state.step % every == 0:
            out.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return [*out, state]


# ---------------------------------------------------------------------- 1. clone()
@pytest.mark.parametrize("key", GAMES)
def test_playing_on_a_clone_never_changes_the_original(key: str) -> None:
    """A clone shares no mutable object with the original (a Mystick clone shared the Pawns in
    its pending tasks), so decisions on the clone leave the original's serialized state, views
    included, as they were, and the original still replays from its record."""
    state, rng = _game(key, seed=5), Rng(5, stream=9)
    while not state.is_over:
        before = serialized(state)
        twin = state.clone()
        assert shared_objects(state, twin) == []
        for _ in range(4):
            if twin.is_over:
                break
            twin.apply(rng.choice(twin.legal_actions()))
        assert serialized(state) == before, f"step {state.step}: the clone changed the original"
        state.apply(rng.choice(state.legal_actions()))
    again = tarotlab.replay(state.record().to_json())
    assert serialized(again) == serialized(state)


def test_a_clone_keeps_one_object_where_the_original_has_one() -> None:
    """An object reachable from two fields (a Pawn in a play area and in a pending task) stays a
    single object in the clone, so changing it through one field changes it in both there."""
    from tarotlab.core.copying import copy_state

    shared = [1, 2]
    copied = copy_state({"a": [shared], "b": ("x", shared)}, {})
    assert copied["a"][0] is copied["b"][1] and copied["a"][0] is not shared


def test_a_shape_given_the_memo_keeps_a_card_held_in_two_places_one_card() -> None:
    """A declared shape that copies objects (Mystick's cards in play, ``with_memo``) shares
    the state's memo with every other field: an Attachment met first in one field, then in
    another field's row and on its Pawn, and that Pawn also held by a third field, are each
    one object in the copy, and none is the original."""
    from tarotlab.core.copying import copy_state
    from tarotlab.mystick.inplay import InPlay, rows_in_play

    attached = InPlay(2, "8C", 0)
    pawn = InPlay(1, "5W", 0, power=2, attachments=[attached])
    fields = {"first": [[attached]], "second": [[pawn, attached]], "held": [pawn]}
    copied = copy_state(fields, {"first": rows_in_play, "second": rows_in_play})
    new_attached = copied["first"][0][0]
    new_pawn, again = copied["second"][0]
    assert again is new_attached and new_pawn.attachments[0] is new_attached
    assert copied["held"][0] is new_pawn
    assert new_pawn is not pawn and new_attached is not attached and new_pawn == pawn


def test_the_deep_check_catches_a_clone_shape_that_shares_or_splits(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``clone()`` copies a field whose shape a game declares without looking inside
    (``core.copying``); a wrong declaration is caught by the deep conformance step: one that
    shares a list with the original, and one that copies a list held in two places twice."""
    from tarotlab.arcana.rules import ArcanaState
    from tarotlab.core.copying import same

    shapes = ArcanaState.CLONE_SHAPES
    monkeypatch.setattr(ArcanaState, "CLONE_SHAPES", {**shapes, "hp": same})
    with pytest.raises(AssertionError, match=r"clone\(\) shares mutable objects: \[.\.hp"):
        check_game("arcana", games=1, seed=3, deep_every=1)
    monkeypatch.setattr(ArcanaState, "CLONE_SHAPES", shapes)

    def alias(state: State, g: int) -> None:  # one list in two fields: hands[0] and seat_0
        state.__dict__["seat_0"] = state.__dict__["hands"][0]

    with pytest.raises(AssertionError, match="copied twice"):
        check_game("arcana", games=1, seed=3, deep_every=1, prepare=alias)


def test_every_clone_is_equal_and_keeps_the_objects_count() -> None:
    """At every decision of a random game of each game, the clone equals the state and has
    exactly as many mutable objects (none shared), the declared shapes included."""
    for key in GAMES:
        state, rng = _game(key, seed=8), Rng(8, stream=4)
        while not state.is_over:
            twin = state.clone()
            mine, its = mutable_ids(state), mutable_ids(twin)
            assert twin == state and not mine & its and len(mine) == len(its), \
                f"{key} step {state.step}"
            state.apply(rng.choice(state.legal_actions()))


def test_a_copier_notices_when_a_state_gains_or_loses_a_field() -> None:
    """The written copier remembers, for each count of fields it saw, the undeclared names
    among them; a state that gains a field (a cache filled, a field set by a ruling's
    edit), loses one or swaps one for another of the same count (an undeclared one or a
    declared one, even one declared shared) must have the new one copied, never shared, and
    caches holding lists dropped."""
    from tarotlab.core.copying import copy_state, flat, same

    shapes = {"hp": flat, "pending": same}
    layouts: list[dict[str, Any]] = [
        {"hp": [1], "pending": None, "seen": [[1]]},
        {"hp": [1], "pending": None, "seen": [[1]], "extra": [2]},  # gained
        {"hp": [1], "pending": None, "extra": [2]},  # lost
        {"hp": [1], "pending": None, "swapped": {"a": [3]}},  # the same count, another name
        {"hp": [1], "swapped": {"a": [3]}, "other": [5]},  # a declared one for another
        {"hp": [1], "pending": None, "swapped": {"a": [3]}, "_cache_moves": [4]},  # a cache
    ]
    for fields in layouts * 2:
        copied = copy_state(fields, shapes)
        assert copied == {k: v for k, v in fields.items() if not k.startswith("_cache")}
        shared = mutable_ids_of(fields) & mutable_ids_of(copied)
        assert not shared, f"{sorted(fields)}: shared"


def test_a_copier_keeps_one_layout_per_count_of_fields() -> None:
    """A search may clone positions of two layouts in turn (one holding a cache, its copies
    without it): once each has been seen, neither is copied the slow way (``_checked``),
    and each copy is right."""
    from tarotlab.core import copying

    shapes = {"hp": copying.flat}
    with_cache = {"hp": [1], "n": 1, "_cache_moves": [2]}
    without = {"hp": [1], "n": 1}
    copying.copy_state(with_cache, shapes)
    copying.copy_state(without, shapes)
    made = copying._MADE[id(shapes)][1]
    checked, slow = made.__globals__["_checked"], []

    def counted(fields: dict[str, Any]) -> dict[str, Any]:
        slow.append(sorted(fields))
        return checked(fields)  # type: ignore[no-any-return]

    made.__globals__["_checked"] = counted
    try:
        for _ in range(3):
            assert copying.copy_state(with_cache, shapes) == without
            assert copying.copy_state(without, shapes) == without
    finally:
        made.__globals__["_checked"] = checked
    assert not slow


def test_a_declared_field_that_is_missing_none_or_an_atom_is_kept_as_it_is() -> None:
    """The written copier copies every field of a module shape without looking first; a
    field that is missing, ``None`` or an atom makes it look at each (``_checked``): the
    copy is then the state's fields, each declared list, dict or table copied, the rest as
    they were, whichever field was the odd one."""
    from tarotlab.core.copying import (
        copy_state,
        flat,
        list_of_tables,
        nested,
        table,
        table_of_lists,
    )

    shapes: dict[str, Any] = {"hp": flat, "hands": nested, "seen": table, "ships": table_of_lists,
              "marks": list_of_tables}
    full = {"hp": [1], "hands": [[2]], "seen": {"a": 3}, "ships": {"1.0": [4]},
            "marks": [{"b": 5}]}
    for odd in shapes:
        for value in (None, 7, "name", "missing"):
            fields = {**full, odd: value} if value != "missing" else {
                k: v for k, v in full.items() if k != odd}
            copied = copy_state(fields, shapes)
            assert copied == fields, f"{odd} = {value!r}"
            assert not mutable_ids_of(fields) & mutable_ids_of(copied), f"{odd} = {value!r}"


def test_mystick_effects_are_values_and_a_challenge_copies_its_lists() -> None:
    """Clones share Mystick's effects (``catalog.Effect`` is registered as an atom): each is
    frozen and its ``lookup`` a read-only view of its params, so writing to one is refused.
    The challenge under way is copied with each of its lists (the spaces drawn to, those
    marked to redraw)."""
    from tarotlab.mystick.state import CARDS, challenge_under_way

    for card in CARDS.values():
        for effect in card.effects:
            assert effect.lookup == dict(effect.params), f"{card.id}: {effect}"
            with pytest.raises(TypeError):
                effect.lookup["amount"] = 9  # type: ignore[index]
    challenge = {"seat": 0, "spaces": [1, 4], "marked": [4], "late": False}
    copied = challenge_under_way(challenge)
    assert copied == challenge
    assert copied["spaces"] is not challenge["spaces"] and copied["marked"] is not \
        challenge["marked"]


def test_a_card_in_play_is_copied_with_every_field() -> None:
    """``_copy_in_play`` names the fields it shares (``VALUE_FIELDS``) and copies the
    attachments: together every field of ``InPlay``, so a field added to the card must be
    added to its copy. A copy equals the card, its attachments copied once each."""
    import dataclasses

    from tarotlab.mystick.inplay import VALUE_FIELDS, InPlay, _copy_in_play

    names = [f.name for f in dataclasses.fields(InPlay)]
    assert sorted(names) == sorted([*VALUE_FIELDS, "attachments"])
    pawn = InPlay(1, "3W", 0, power=2, attachments=[InPlay(3, "8C", 1)])
    memo: dict[int, Any] = {}
    copied = _copy_in_play(pawn, memo)
    assert copied == pawn and copied.label == "3W#1"
    assert copied.attachments[0] is not pawn.attachments[0]
    assert memo[id(pawn.attachments[0])] is copied.attachments[0]


def mutable_ids_of(value: Any) -> set[int]:
    """The ids of every list and dict inside ``value`` (a dict of fields)."""
    found: set[int] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, list | dict):
            found.add(id(item))
            stack.extend(item.values() if isinstance(item, dict) else item)
    return found


@pytest.mark.parametrize("name", ["turn", "battle", "move"])
def test_arcs_records_under_way_are_copied_with_every_container(name: str) -> None:
    """Arcs' turn, battle and Catapult under way are copied by a shape naming their list,
    dict and set fields (``object_with``); every such field the dataclass declares must be
    among them, or a clone would share it (the deep check would find it only in a game that
    reached the field)."""
    import dataclasses
    import typing

    from tarotlab.arcs.base import ArcsBase
    from tarotlab.arcs.underway import BattleState, MoveState, TurnState

    cls = {"turn": TurnState, "battle": BattleState, "move": MoveState}[name]
    hints = typing.get_type_hints(cls)
    values = {f.name: origin() if (origin := typing.get_origin(hints[f.name])) in (list, dict, set)
              else f"{f.name}-value" for f in dataclasses.fields(cls)}
    record = cls(**values)
    copied = ArcsBase.CLONE_SHAPES[name](record)
    assert type(copied) is cls and copied == record
    for field, value in values.items():
        if isinstance(value, list | dict | set):
            assert getattr(copied, field) is not getattr(record, field), f"{name}.{field}"
        else:
            assert getattr(copied, field) == value


# ---------------------------------------------------------------------- 2. Action objects
def test_check_and_apply_treat_an_action_exactly_like_its_text() -> None:
    """An Action is parsed like its text: Arcana's Action('throw The Star') is legal (it raised
    KeyError), Mystick's Action('play') and Arcs' Action('seize') are refused with a reason
    (they raised IndexError)."""
    s = tarotlab.new_game("arcana", seed=1)
    assert s.check(Action("throw The Star")).ok
    s.apply(Action("throw  the star"))
    assert s.history[-1][1] == "throw Star"
    for game, text in (("mystick", "play"), ("arcs", "seize"), ("arcanum", "play"),
                       ("arcana", "throw")):
        state = tarotlab.new_game(game, seed=2)
        before = serialized(state)
        verdict = state.check(Action(text))
        assert not verdict.ok and verdict.rule and verdict.reason
        with pytest.raises(TarotlabError):
            state.apply(Action(text))
        assert serialized(state) == before


@pytest.mark.parametrize("value", [5, None, 3.5, b"throw Star", ["throw Star"], object()])
@pytest.mark.parametrize("key", ["arcana", "arcanum", "mystick", "arcs"])
def test_a_non_string_action_is_a_tarotlab_error_naming_its_type(key: str, value: Any) -> None:
    state = _game(key)
    before = serialized(state)
    for method in (state.check, state.apply):
        with pytest.raises(TarotlabError, match=type(value).__name__) as err:
            method(value)
        assert isinstance(err.value, ValueError)
    assert serialized(state) == before


@pytest.mark.parametrize("key", GAMES)
@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=120), where=st.integers(0, 10))
def test_check_never_raises_for_any_string(key: str, text: str, where: int) -> None:
    """check() answers every string with a Verdict; apply() refuses what is not legal with a
    TarotlabError and changes nothing."""
    state = _POSITIONS[key][where % len(_POSITIONS[key])].clone()
    verdict = state.check(text)
    assert verdict.ok or (verdict.rule and verdict.reason)
    if not verdict.ok:
        before = serialized(state)
        with pytest.raises(TarotlabError):
            state.apply(text)
        assert serialized(state) == before


_POSITIONS = {key: _positions(key, seed=11, every=23) for key in GAMES}


@pytest.mark.parametrize("key", GAMES)
def test_every_candidate_text_and_its_variants_check_without_raising(key: str) -> None:
    """The texts players type: each candidate, cut short, with a word dropped or doubled."""
    for state in _POSITIONS[key]:
        for action, _ in state.candidates()[:40]:
            words = action.split()
            for text in (action, action.upper(), " ".join(words[:-1]), action + " " + words[-1],
                         " ".join(words[1:]), action.replace(" ", "  ")):
                verdict = state.check(text)
                assert verdict.ok or (verdict.rule and verdict.reason)


# ---------------------------------------------------------------------- 3. bounded parsing
@pytest.mark.parametrize("key", ["arcana", "arcanum", "mystick", "arcs"])
def test_long_action_text_is_refused_at_once_quoting_at_most_80_characters(key: str) -> None:
    state = _game(key)
    text = "play " + "x:" * 15_000
    start = time.perf_counter()
    verdict = state.check(text)
    assert time.perf_counter() - start < 0.1
    assert not verdict.ok and f"longer than the {MAX_ACTION_TEXT} allowed" in verdict.reason
    assert len(verdict.reason) < 200
    with pytest.raises(MalformedAction) as err:
        state.apply(text)
    assert len(str(err.value)) < 200
    short = state.check("nonsense " * 30)  # under the limit, still quoted in short
    assert not short.ok and len(short.reason) < 400 and "nonsense " * 12 not in short.reason


def _verbs(key: str) -> list[str]:
    verbs = set()
    for state in _POSITIONS[key]:
        verbs.update(" ".join(a.split()[:2]) for a, _ in state.candidates())
    return sorted(verbs)


@pytest.mark.parametrize("key", ["arcana", "arcanum", "mystick", "arcs-leaders"])
def test_no_parser_is_slower_than_linear(key: str) -> None:
    """Each game's parser on 30 kB texts built to make backtracking regular expressions blow up
    (Arcanum's lazy groups took 6 s on one): each is answered in well under a second."""
    cls = type(_game(key))
    worst = 0.0
    for verb in _verbs(key):
        for chunk in ("x ", "-> ", ": ", "1 ", "a:b -> ", " for ", " at ", "seat 1 ", "1.2 "):
            text = f"{verb} {chunk * (30_000 // len(chunk))}"
            start = time.perf_counter()
            with contextlib.suppress(TarotlabError):
                cls.parse_action(text)
            worst = max(worst, time.perf_counter() - start)
    assert worst < 0.5, f"a parse took {worst:.2f} s"


# ---------------------------------------------------------------------- 4. bounded records
def test_a_record_larger_than_the_limit_is_refused_before_it_is_read_whole(
        tmp_path: Path) -> None:
    assert 1_000_000 <= MAX_BYTES <= 10_000_000  # a few MB: a finished Arcs game is ~15 kB
    start = time.perf_counter()
    with pytest.raises(RecordError, match="larger than"):
        Record.load("/dev/zero")
    assert time.perf_counter() - start < 1.0
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(RecordError, match="larger than"):
        tarotlab.replay(big)


def test_the_largest_allowed_record_loads_in_well_under_200_mb(tmp_path: Path) -> None:
    record = tarotlab.new_game("arcana", seed=1).record().to_dict()
    one = len(json.dumps([0, "throw Magician"])) + 2
    record["decisions"] = [[0, "throw Magician"]] * ((MAX_BYTES - 200) // one)
    path = tmp_path / "largest.json"
    path.write_text(json.dumps(record, separators=(",", ":")))
    assert path.stat().st_size <= MAX_BYTES
    tracemalloc.start()
    with contextlib.suppress(RecordError):  # more decisions than a record may hold
        Record.load(path)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 200_000_000, f"peak {peak / 1e6:.0f} MB"


def test_duplicate_json_keys_are_refused() -> None:
    text = tarotlab.new_game("arcana", seed=1).record().to_json()
    doubled = text.replace('"game": "arcana"', '"game": "arcana", "game": "arcana"')
    with pytest.raises(RecordError, match="duplicate key 'game'"):
        tarotlab.replay(doubled)


def test_an_unknown_option_value_inside_a_record_names_where() -> None:
    data = tarotlab.new_game("arcs", seed=1).record().to_dict()
    data["options"]["setup_card"] = "nope"
    with pytest.raises(RecordError) as err:
        tarotlab.replay(data)
    assert err.value.where == "/options/setup_card"
    assert "unknown setup card 'nope'" in str(err.value)
    data = tarotlab.new_game("arcanum", seed=1).record().to_dict()
    data["options"]["turns"] = 7
    with pytest.raises(RecordError) as err:
        tarotlab.replay(data)
    assert err.value.where == "/options/turns"


def test_a_5000_digit_seed_is_an_option_error_naming_the_option() -> None:
    with pytest.raises(OptionError, match=r"option 'seed' must be at most .* a number of 5001 "
                                          r"digits") as err:
        tarotlab.new_game("arcana", seed=10**5000)
    assert err.value.option == "seed" and len(str(err.value)) < 200


def test_an_absurdly_long_game_name_does_not_come_back_as_a_long_message() -> None:
    with pytest.raises(TarotlabError) as err:
        tarotlab.new_game("x" * 10_000)
    assert len(str(err.value)) < 200
    data = tarotlab.new_game("arcana", seed=1).record().to_dict()
    data["game"] = "y" * 10_000
    with pytest.raises(RecordError) as rec:
        tarotlab.replay(data)
    assert len(str(rec.value)) < 250


# ---------------------------------------------------------------------- 5. the CLI
@pytest.mark.parametrize(("argv", "expected"), [
    (["simulate", "arcanum", "--bots", "greedy,random", "--games", "2"], "name one bot per seat"),
    (["simulate", "arcana", "--games", "-5"], "--games: must be at least 1"),
    (["simulate", "arcana", "--option", "seed=1", "--games", "2"], "give the seed with --seed"),
    (["simulate", "arcana", "--bots", "clever", "--games", "2"], "no bot 'clever'"),
    (["simulate", "arcana", "--games", "2", "--option", "players=abc"], "option 'players'"),
    (["replay", "/dev/zero"], "larger than"),
    (["replay", "/no/such/record.json"], "No such file"),
    (["playthrough", "--check", "README.md"], "not a tarotlab golden playthrough"),
    (["simulate", "chess"], "invalid choice: 'chess'"),
])
def test_the_cli_never_prints_a_traceback(argv: list[str], expected: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    code = _run_cli(argv)
    err = capsys.readouterr().err
    assert code != 0 and expected in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def _run_cli(argv: list[str]) -> int:
    """main()'s exit code, also when argparse exits for a bad command line."""
    try:
        return main(argv)
    except SystemExit as done:
        return int(done.code or 0)


def test_an_engine_error_with_an_empty_message_still_says_what_happened(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import tarotlab.lab.command

    def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError()

    monkeypatch.setattr(tarotlab.lab.command, "run", broken)  # what `simulate` runs
    assert main(["simulate", "arcana", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "RuntimeError (no message)" in err and "Traceback" not in err


def test_a_broken_pipe_is_one_line_and_a_failure() -> None:
    proc = subprocess.run(f"{sys.executable} -m tarotlab games | head -1", shell=True,
                          capture_output=True, text=True, cwd=ROOT,
                          executable="/bin/bash")
    assert proc.stdout.startswith("arcana:")
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) <= 1
    piped = subprocess.run(f"set -o pipefail; {sys.executable} -m tarotlab games | head -1",
                           shell=True, capture_output=True, executable="/bin/bash", cwd=ROOT)
    assert piped.returncode != 0


def test_progress_is_silent_when_the_output_is_not_a_terminal() -> None:
    proc = subprocess.run([sys.executable, "-m", "tarotlab", "simulate", "arcana", "--games",
                           "20"], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0 and proc.stderr == ""
    assert "20 games of arcana" in proc.stdout


# ---------------------------------------------------------------------- 8. escaping, packaging
def test_colours_given_to_the_dot_drawing_cannot_inject_markup() -> None:
    from tarotlab.arcs.graph import to_dot
    from tarotlab.arcs.reach import reach

    with pytest.raises(TarotlabError, match="is not a colour"):
        to_dot(reach(), control={"1.1": "seat 1"},
               colors={"seat 1": 'red" HREF="javascript:alert(2)'})
    text = to_dot(reach(), control={"1.1": "seat 1"}, colors={"seat 1": "#aa0000"})
    assert "#aa0000" in text and "HREF" not in text


@pytest.mark.slow
def test_the_wheel_holds_every_file_the_package_reads(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(tmp_path), str(ROOT)], check=True, capture_output=True)
    wheel = next(tmp_path.glob("tarotlab-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    wanted = {str(p.relative_to(ROOT)) for p in (ROOT / "tarotlab").rglob("*")
              if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}
    assert wanted - names == set()
    assert any(n.endswith("licenses/LICENSE") for n in names)


def test_the_license_file_matches_pyproject() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT"  # an SPDX expression, not the deprecated table
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
