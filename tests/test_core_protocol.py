"""The engine protocol of DESIGN.md, exercised on Arcana (the first game)."""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab import CHANCE, Action, IllegalAction, MalformedAction, OptionError, UnknownGame
from tarotlab.core.cards import Major, Minor, Suit, parse_card
from tarotlab.core.errors import TarotlabError


def test_unknown_game_names_the_games() -> None:
    with pytest.raises(UnknownGame, match=r"unknown game 'chess' \(games: arcana"):
        tarotlab.new_game("chess")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 3}, "option 'players' must be one of 2, not 3"),
        ({"resolution": "loser"}, "option 'resolution' must be one of 'winner', 'both'"),
        ({"colour": "red"}, "unknown option 'colour'"),
        ({"seed": -1}, "option 'seed' must be at least 0"),
        ({"seed": 2**70}, "option 'seed' must be at most"),
        ({"seed": "7"}, "option 'seed' must be int, not str"),
        ({"seed": True}, "option 'seed' must be int, not bool"),
        ({"auto_chance": 1}, "option 'auto_chance' must be bool, not int"),
    ],
)
def test_bad_options_are_refused_by_name(options: dict[str, object], message: str) -> None:
    with pytest.raises(OptionError, match=message):
        tarotlab.new_game("arcana", **options)


def test_errors_are_value_errors() -> None:
    """Callers that only know "bad input" can catch ValueError."""
    with pytest.raises(ValueError):
        tarotlab.new_game("arcana", players=5)


def test_seed_none_is_replaced_by_a_recorded_seed() -> None:
    s = tarotlab.new_game("arcana", seed=None)
    assert isinstance(s.options["seed"], int)
    assert tarotlab.replay(s.record().to_json()) == s


def test_to_move_chance_then_seats() -> None:
    """arcana R3: the coin flip is a decision of the CHANCE seat before round one."""
    s = tarotlab.new_game("arcana", seed=1, auto_chance=False)
    assert s.to_move == CHANCE
    assert s.legal_actions() == (Action("coin 0"), Action("coin 1"))
    s.apply("coin 0")
    assert s.to_move == 0 and s.round == 0


def test_auto_chance_resolves_the_coin_from_the_seed() -> None:
    a = tarotlab.new_game("arcana", seed=11)
    b = tarotlab.new_game("arcana", seed=11)
    assert a.history == b.history and a.history[0][0] == CHANCE
    rounds = {tarotlab.new_game("arcana", seed=n).round for n in range(30)}
    assert rounds == {0, 1}


def test_action_text_parses_to_the_canonical_action() -> None:
    s = tarotlab.new_game("arcana", seed=1)
    for text in ("throw the star", "  THROW   Star ", "throw XVII", "throw 17"):
        assert s.coerce(text) == Action("throw Star")
    assert s.coerce("opponent loses 1 hour") == Action("opponent-loses 1 hour")
    assert Action("throw Star").kind == "throw" and Action("throw Star").arg == "Star"


def test_check_never_raises_for_text_and_explains() -> None:
    s = tarotlab.new_game("arcana", seed=1)
    v = s.check("throw banana")
    assert not v.ok and v.rule == "arcana actions" and "banana" in v.reason
    v = s.check("gain 3 keys")
    assert not v.ok and v.rule == "arcana R2" and "must throw a card" in v.reason
    assert s.check("throw Star").ok


def test_apply_illegal_raises_with_rule_and_changes_nothing() -> None:
    s = tarotlab.new_game("arcana", seed=1)
    before = s.clone()
    with pytest.raises(IllegalAction) as info:
        s.apply("die 3")
    err = info.value
    assert err.rule == "arcana R7" and err.seat == 0
    assert str(err) == ("illegal 'die 3' by seat 0: [arcana R7] a die is rolled only when "
                        "The Wheel of Fortune's effect resolves")
    assert s == before
    with pytest.raises(MalformedAction):
        s.apply("fly to the moon")
    assert s == before
    with pytest.raises(TarotlabError, match="not int"):
        s.apply(42)  # type: ignore[arg-type]


def test_undo_with_auto_chance_takes_back_the_seat_decision() -> None:
    s = tarotlab.new_game("arcana", seed=4)
    start = s.clone()
    with pytest.raises(TarotlabError, match="no decision to undo"):
        s.undo()
    s.apply("throw Star")
    assert s.undo() == Action("throw Star")
    assert s == start


def test_undo_without_auto_chance_takes_back_chance_too() -> None:
    s = tarotlab.new_game("arcana", seed=4, auto_chance=False)
    s.apply("coin 1")
    assert s.undo() == Action("coin 1")
    assert s.to_move == CHANCE and s.round is None


def test_events_cite_rules() -> None:
    s = tarotlab.new_game("arcana", seed=2)
    s.apply("throw Star")
    s.apply("throw Hanged Man")
    assert s.events and all(e.rule.startswith("arcana") for e in s.events)
    assert any(e.rule == "arcana R5" for e in s.events)


def test_view_rejects_unknown_seats() -> None:
    s = tarotlab.new_game("arcana", seed=2)
    with pytest.raises(TarotlabError, match="no seat 2"):
        s.view(2)


def test_clone_is_independent_and_equal() -> None:
    s = tarotlab.new_game("arcana", seed=2)
    c = s.clone()
    assert c == s
    c.apply("throw Sun")
    assert c != s and s.step + 1 == c.step
    assert s.thrown == [None, None]


def test_game_over_refuses_everything() -> None:
    s = tarotlab.new_game("arcana", seed=2, auto_chance=False)
    s.apply("coin 1")  # odd round: the Emperor has the advantage (arcana R5)
    s.hp[1] = 1
    s.damage[0] = 4
    s.apply("throw Emperor")  # gains 3 damage if it wins
    s.apply("throw Fool")
    assert s.is_over and s.outcome is not None and s.outcome.winners == (0,)
    assert s.to_move is None and s.legal_actions() == ()
    v = s.check("throw Sun")
    assert not v.ok and "game is over" in v.reason
    assert s.candidates() == ()


def test_cards_parse() -> None:
    assert parse_card("4S") == Minor(4, Suit.SWORDS)
    assert parse_card("NC") == Minor(12, Suit.CUPS) and parse_card("NC").is_court
    assert parse_card("The High Priestess") is Major.HIGH_PRIESTESS
    assert parse_card("judgement") is Major.JUDGMENT
    assert Major.WHEEL_OF_FORTUNE.code == "WheelofFortune"
    assert Major.WHEEL_OF_FORTUNE.short == "Wheel of Fortune"
    with pytest.raises(TarotlabError):
        parse_card("11S")
