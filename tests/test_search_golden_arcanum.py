"""Golden positions for the coach's search in Arcanum (``tarotlab.search``): positions where
the rules decide the best move by hand, so the search must find it.

One 3-player game (4 turns, one House scoring after turn 4: arcanum R10), reached by legal
play with ``auto_chance=False``: the first player, each figure's setup place and every card
drawn are chance moves the game names (tarotlab A1). Two of its positions: seat 2's last
Minor, and its hidden Fool at the scoring. The Sun has shown every other hidden card
(arcanum R19), so nothing seat 2 cannot see decides the game. The expected moves come from the
rulebook (``arcanum.txt``: "Playing a Minor Arcana", "C. House prestige scoring", "End of
the Game", "0 - Fool", "XIX Sun") and its rulings (cited ``arcanum R<n>``), worked out in
the docstrings.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import tarotlab
from tarotlab.arcanum.base import FIG_INDEX, AssignFool
from tarotlab.arcanum.catalog import code, parse_card
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.core.engine import Action
from tarotlab.core.rng import Rng
from tarotlab.search.hint import hint
from tarotlab.search.review import judge
from tarotlab.testing.determinizing import check_honest, check_indistinguishable, check_possible

ITERATIONS = 200
"""About 0.2 s a hint. Both answers held for each of 10 search seeds (Rng(0)..Rng(9)) already
at 100 iterations, so 200 leaves a margin."""

SETUP = {"JS": 1, "NS": 2, "QS": 3, "KS": 4, "JW": 5, "NW": 6, "QW": 7, "KW": 8,
         "JP": 1, "NP": 2, "QP": 9, "KP": 10, "JC": 3, "NC": 4, "QC": 5, "KC": 6}
"""Where chance places each Court Figure (arcanum: Setup: at most 2 to a location, never 2
of one colour)."""


def cards(*codes: str) -> list[str]:
    """Chance moves: these cards are drawn, in this order."""
    return [f"draw {card}" for card in codes]


def major(card: str) -> list[str]:
    """A draw-and-hide choice of 1 Major Arcana (arcanum R11), and chance naming it."""
    return ["draw 1 major", f"draw {card}"]


def played(moves: list[str]) -> ArcanumState:
    """A 3-player game played by ``moves``: every decision, chance included."""
    state = tarotlab.new_game("arcanum", players=3, seed=1, auto_chance=False)
    for move in moves:
        state.apply(move)
    assert isinstance(state, ArcanumState)
    state.check_invariants()
    return state


def fool_on(state: ArcanumState, house: str) -> ArcanumState:
    """Seat 2 keeps its hidden Fool until ``house`` is revealed and assigns it there
    (arcanum R21; at the last House it is assigned without a decision)."""
    while not state.is_over:
        here = Action(f"fool {house}")
        state.apply(here if here in state.legal_actions() else "fool later")
    return state


# ------------------------------------------------------------------ the last Minor
WINS = (Action("play 10S: JS -> 10"), Action("play 10S: QS -> 10"))
LOSES = Action("play 10S: NS -> 10")


def the_last_minor(secret: str = "Stars") -> ArcanumState:
    """Turn 4 of 4, the last turn before the only scoring. Seat 2 has played the Sun and must
    play its last Minor, the 10 of Swords. Moving the Knight of Swords loses; the Knave or
    the Queen wins.

    How the game went: every Minor played so far is a Court card moving its own figure
    (rulebook b2) to the Citadel (location 10, no effect) or to the Ballroom (location 9,
    whose hide is declined). Each raises its House by 1 (step a) plus its matches (R3;
    symbols R2: Citadel Knight, Knight, Wands, Swords, Swords; Ballroom Queen, King, Chalices).
    Each seat hides a Minor in turns 1 and 2 and has none left to hide after (R11); seat 2
    hid the Fool as its Major in turn 1 (0 - Fool, tarotlab A13). Only the Sun gave VP. Now:

    - VP 0, 0, 2 (the Sun, seat 2's Major this turn). Prestige Swords 6, Wands 10,
      Pentacles 4, Chalices 2.
    - Hidden, all face up but seat 2's own (the Sun, R19): seat 0 3S 6W; seat 1 7S 8C;
      seat 2 2C 4W and the Fool.
    - Swords figures: JS and QS at 9, NS at 2, KS at 10. Seat 2 holds 10S, Strength, Tower;
      seats 0 and 1 four Majors each, ``secret`` the one seat 1 drew this turn.

    By hand. The 10 of Swords moves a Swords figure into location 10 (rulebook a, b1, c):
    Swords +1, +2 for the two Swords symbols, +2 more for the Knight (two Knights). Then the
    turn ends, the Houses are scored (R8: 1st 16/8/4, 2nd 12/6/3, 3rd 10/5/2, 4th 8/4/2;
    R9: more cards, then higher values; the Fool one card of value 0) and the game ends.

    - Knave or Queen: Swords 9, so Wands 1st, Swords 2nd, Pentacles 3rd, Chalices 4th.
      Without the Fool: Wands, seat 0 16 (6 > 4), seat 2 8; Swords, seat 1 12 (7 > 3),
      seat 0 6; Chalices, seat 1 8, seat 2 4. VP 22, 20, 14. The Fool on Pentacles (no one
      else's) gives seat 2 10 more: 22, 20, 24, seat 2 wins. On Wands, 2 cards to 1: 14, 20,
      22, it wins too. On Swords (value 0, presence: 3): 22, 20, 17; on Chalices (2 cards
      to 1: 8, seat 1 4): 22, 16, 18. Seat 0 wins those.
    - Knight: Swords 11, so Swords 1st and Wands 2nd. Without the Fool: Swords, seat 1 16,
      seat 0 8; Wands, seat 0 12, seat 2 6; Chalices, seat 1 8, seat 2 4. VP 20, 24, 12.
      The Fool on Swords: 20, 24, 16; on Wands (12, seat 0 6): 14, 24, 18; on Pentacles:
      20, 24, 22; on Chalices: 20, 20, 16, seats 0 and 1 tied with 4 cards in hand each
      (End of the Game: shared). Whatever seat 2 does, it loses at once.
    - Ending the turn is refused, seat 2 holds a Minor (B. Playing cards phase, R22); so is
      moving the King, already in location 10 (b1: "he cannot choose a Court Figure that
      is already in that location").

    ``secret`` (Stars or Moon) is the Major seat 1 drew in turn 4. Seat 2 never sees it.
    """
    return played([
        "first seat 0", *(f"place {fig} at {loc}" for fig, loc in SETUP.items()),
        *cards("3S", "6W", "KS", "NW", "Hermit"),  # turn 1: seat 0 is dealt 4 + 1
        *cards("7S", "8C", "KW", "JC", "Chariot"), *cards("2C", "4W", "QW", "JP", "Fool"),
        "hide 6W", "hide 7S", "hide 4W",
        "play KS: KS -> 10", "end turn",  # Swords +1 +2 Swords: 3
        "play KW: KW -> 10", "end turn",  # Wands +1 +1 Wands: 2
        "play QW: QW -> 10", "hide Fool", "end turn",  # Wands 4
        *major("Emperor"), "hide 8C",  # turn 2: seat 1 is first player
        *major("Strength"), "hide 2C", *major("Justice"), "hide 3S",
        "play JC: JC -> 10", "end turn",  # Chalices +1: 1
        "play JP: JP -> 10", "end turn",  # Pentacles +1: 1
        "play NW: NW -> 10", "end turn",  # Wands +1 +2 Knights +1 Wands: 8
        *major("Tower"), *major("Death"), *major("Devil"),  # turn 3: seat 2 first, no Minors
        *cards("QC"), "play QC: QC -> 10", "end turn",  # each draws one to play: Chalices 2
        *cards("NP"), "play NP: NP -> 10", "end turn",  # Pentacles +1 +2 Knights: 4
        *cards("JW"), "play JW: JW -> 10", "end turn",  # Wands 10
        *major("Wheel"), *major(secret), *major("Sun"),  # turn 4: seat 0 first
        *cards("QS"), "play QS: QS -> 9", "hide none", "end turn",  # Swords +1 +1 Queen: 5
        *cards("JS"), "play JS: JS -> 9", "hide none", "end turn",  # Swords 6
        *cards("10S"), "play Sun", "reveal 3S", "reveal 6W", "reveal 7S", "reveal 8C",
    ])


def hidden_and_shown(state: ArcanumState) -> list[tuple[list[str], list[str]]]:
    """Each seat's hidden cards and those of them face up, as codes."""
    return [([code(c) for c in hidden], [code(c) for c in shown])
            for hidden, shown in zip(state.hidden, state.revealed, strict=True)]


@pytest.mark.parametrize("secret", ["Stars", "Moon"])
def test_the_last_minor_is_the_position_its_docstring_says(secret: str) -> None:
    state = the_last_minor(secret)
    assert (state.turn, state.turns, state.to_move) == (4, 4, 2)
    assert (state.vp, state.prestige) == ([0, 0, 2], [6, 10, 4, 2])
    assert hidden_and_shown(state) == [(["3S", "6W"], ["3S", "6W"]), (["7S", "8C"], ["7S", "8C"]),
                                       (["4W", "2C", "Fool"], [])]
    assert [state.figures[FIG_INDEX[parse_card(f)]] for f in ("JS", "NS", "QS", "KS")] == \
        [9, 2, 9, 10]
    assert [code(c) for c in state.hands[2]] == ["10S", "Strength", "Tower"]
    assert [len(hand) for hand in state.hands] == [4, 4, 3] and parse_card(secret) in state.hands[1]
    assert set(state.legal_actions()) == {*WINS, LOSES}
    for refused, rule in (("end turn", "B. Playing cards phase"),
                          ("play 10S: KS -> 10", "Playing a Minor Arcana")):
        verdict = state.check(refused)
        assert not verdict.ok and rule in verdict.rule, verdict


@pytest.mark.parametrize(("move", "house", "winners", "scores"), [
    *((move, house, winners, scores) for move in WINS for house, winners, scores in (
        ("Wands", (2,), (14, 20, 22)), ("Swords", (0,), (22, 20, 17)),
        ("Pentacles", (2,), (22, 20, 24)), ("Chalices", (0,), (22, 16, 18)))),
    (LOSES, "Swords", (1,), (20, 24, 16)), (LOSES, "Wands", (1,), (14, 24, 18)),
    (LOSES, "Pentacles", (1,), (20, 24, 22)), (LOSES, "Chalices", (0, 1), (20, 20, 16)),
])
def test_the_last_minor_as_the_rules_play_it(move: Action, house: str,
                                             winners: tuple[int, ...],
                                             scores: tuple[int, ...]) -> None:
    """Each move with the Fool on each House: the final scores of the docstring."""
    state = the_last_minor()
    state.apply(move)
    assert state.prestige == ([11, 10, 4, 2] if move == LOSES else [9, 10, 4, 2])
    state.apply("end turn")
    outcome = fool_on(state, house).outcome
    assert outcome is not None and (outcome.winners, outcome.scores) == (winners, scores)


def test_the_search_never_moves_the_knight_that_loses() -> None:
    """Both winning moves win in every future; the Knight's in none. The refused moves are
    not among those searched."""
    found = hint(the_last_minor(), iterations=ITERATIONS, candidate=LOSES, rng=Rng(0))
    assert found.best in WINS
    assert {stats.action for stats in found.analysis.stats} == {*WINS, LOSES}
    best, knight = found.analysis.of(found.best), found.analysis.of(LOSES)
    assert best is not None and knight is not None
    assert knight.win_rate == 0.0 and knight.interval[1] < best.interval[0]
    assert judge(found, LOSES)[0] == "blunder"


# ------------------------------------------------------------------ the hidden Fool
FOOL_NOW, FOOL_LATER = Action("fool Pentacles"), Action("fool later")


def the_fool_at_the_third_house(secret: str = "Stars") -> ArcanumState:
    """The same game: seat 2 moved the Knave of Swords (a winning move, above) and ended the
    turn. The scoring reveals the Houses one at a time from the top (R21): Wands 10, Swords
    9, Pentacles 4, Chalices 2. Seat 2 kept the Fool at Wands and at Swords. Pentacles is
    revealed, no one shows a Pentacle, and seat 2 decides: the Fool on Pentacles wins,
    keeping it loses.

    Scored so far (R8, R9): Wands, seat 0 16 (6W against 4W), seat 2 8; Swords, seat 1 12
    (7S against 3S), seat 0 6. VP 22, 12, 10. Only Chalices is left, 8/4/2: seat 1 shows
    8C, seat 2 2C (every hidden card is known: the Sun, R19).

    - ``fool Pentacles``: one card of Pentacles, value 0 (0 - Fool), and no one else's:
      seat 2 dominates the 3rd House, 10 VP. Chalices: seat 1 8 (8 against 2), seat 2 4.
      Final 22, 20, 24: seat 2 wins at once (End of the Game).
    - ``fool later``: Pentacles pays no one. At Chalices, the last House, the Fool must be
      assigned (R21): seat 2 has 2 cards to seat 1's one, 8 VP, seat 1 4. Final 22, 16, 18:
      seat 0 wins at once.
    - ``fool Wands``, ``fool Swords`` (scored) and ``fool Chalices`` (not yet revealed) are
      refused (R21).
    """
    state = the_last_minor(secret)
    for move in (WINS[0], "end turn", FOOL_LATER, FOOL_LATER):
        state.apply(move)
    return state


@pytest.mark.parametrize("secret", ["Stars", "Moon"])
def test_the_fool_is_the_position_its_docstring_says(secret: str) -> None:
    state = the_fool_at_the_third_house(secret)
    assert isinstance(state.pending, AssignFool) and state.pending.house == 2  # Pentacles
    assert (state.to_move, state.scoring) == (2, "full")
    assert (state.vp, state.prestige) == ([22, 12, 10], [9, 10, 4, 2])
    assert hidden_and_shown(state) == [(["3S", "6W"], ["3S", "6W"]), (["7S", "8C"], ["7S", "8C"]),
                                       (["4W", "2C", "Fool"], ["4W"])]
    assert state.legal_actions() == (FOOL_NOW, FOOL_LATER)
    for refused in ("fool Wands", "fool Swords", "fool Chalices"):
        verdict = state.check(refused)
        assert not verdict.ok and verdict.rule == "arcanum R21", verdict


def test_the_fool_as_the_rules_play_it() -> None:
    """On Pentacles seat 2 wins 24 to 22; kept, seat 0 wins 22 to 18 (the docstring)."""
    for move, winner, scores in ((FOOL_NOW, 2, (22, 20, 24)), (FOOL_LATER, 0, (22, 16, 18))):
        state = the_fool_at_the_third_house()
        state.apply(move)
        assert state.outcome is not None
        assert (state.outcome.winners, state.outcome.scores) == ((winner,), scores)


def test_the_search_puts_the_fool_on_pentacles() -> None:
    found = hint(the_fool_at_the_third_house(), iterations=ITERATIONS, candidate=FOOL_LATER,
                 rng=Rng(0))
    assert found.best == FOOL_NOW
    now, later = found.analysis.of(FOOL_NOW), found.analysis.of(FOOL_LATER)
    assert now is not None and now.win_rate == 1.0
    assert later is not None and later.win_rate == 0.0 and later.interval[1] < now.interval[0]
    assert judge(found, FOOL_LATER) == ("blunder", 1.0)


# ------------------------------------------------------------------ both positions
POSITIONS: list[tuple[Callable[[str], ArcanumState], Action]] = [
    (the_last_minor, LOSES), (the_fool_at_the_third_house, FOOL_LATER)]


@pytest.mark.parametrize(("position", "losing"), POSITIONS)
def test_seat_1s_secret_changes_nothing_in_the_hint(
        position: Callable[[str], ArcanumState], losing: Action) -> None:
    """The two games differ only in a Major seat 1 drew, which seat 2 never sees: the same
    determinizations, so the same statistics and line."""
    stars, moon = position("Stars"), position("Moon")
    assert stars.hands[1] != moon.hands[1] and stars.view(2) == moon.view(2)
    check_honest(stars, moon, 2, seed=3)
    first, second = (hint(state, iterations=ITERATIONS, candidate=losing, rng=Rng(5),
                          workers=1) for state in (stars, moon))
    assert first.analysis.stats == second.analysis.stats and first.line == second.line


@pytest.mark.parametrize("position", [the_last_minor, the_fool_at_the_third_house])
def test_each_position_determinizes_as_the_search_reads_it(
        position: Callable[[str], ArcanumState]) -> None:
    """Seat 2's twins keep every hidden card (its own, and the rest shown by the Sun) and its
    hand; seat 1's hand is really redrawn. A twin is a game the rules could have played."""
    state = position("Stars")
    twins = []
    for k in range(6):
        twin = check_indistinguishable(state, 2, Rng(k))
        assert isinstance(twin, ArcanumState)
        twins.append(twin)
    assert all(twin.hidden == state.hidden and twin.hands[2] == state.hands[2] for twin in twins)
    assert len({tuple(twin.hands[1]) for twin in twins}) > 1
    check_possible(twins[0], Rng(1))
