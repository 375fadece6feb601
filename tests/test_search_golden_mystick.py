"""Golden positions for the coach's search in Mystick Domination (``tarotlab.search``,
``Session.review``): positions where the rules decide the best move by hand, so the search
must find it.

Each position is reached by legal play from decks written card by card, in a game with
``auto_chance=False``: every card drawn is a chance move the position names, as in the
Mystick lessons. So the position is the game its history gives, which is what the
determinizer needs (it replays the history). The search reads the position only through
``state.determinize(seat, rng)``. The expected moves come from the rulebook
(``mystick-domination.txt``: "Draw", "Challenge", "End of a Round", "Elimination") and its
rulings (cited ``mystick R<n>``), worked out in each position's docstring. The card texts
are the catalog's (mystick R1).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import tarotlab
from tarotlab.core.engine import Action
from tarotlab.core.rng import Rng
from tarotlab.mystick.rules import MystickState
from tarotlab.notebook.session import Session
from tarotlab.search.hint import Hint, hint
from tarotlab.search.review import judge
from tarotlab.testing.determinizing import check_honest, check_indistinguishable, check_possible

ITERATIONS = 200
"""A hint's and a review's budget here. With random playouts both answers held for each of
20 search seeds already at 100 iterations. With greedy playouts (the default since) the
Duelist's challenge on the Vault Warden wins about 88% of its futures, so at 100 iterations
it could still hold more visits than the sure win; at 200 the sure win leads."""

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "P", "N", "Q", "K")


def suit(letter: str) -> list[str]:
    """The 14 cards of a suit (W, C, S, P), Ace to King."""
    return [rank + letter for rank in RANKS]


MAJORS_0 = ["M01", "M02", "M03", "M05", "M07", "M09", "M12", "M14", "M16", "M18", "M20"]
MAJORS_1 = ["M01", "M03", "M05", "M09", "M12", "M14", "M16", "M18", "M19", "M20", "M21"]


def cards(*ids: str) -> list[str]:
    """Chance moves: these cards leave the deck, in this order."""
    return [f"card {card}" for card in ids]


def redraw(*spaces: int) -> list[str]:
    """The challenger redraws the cards in these spaces of its Mystick Cross (mystick R7)."""
    return [f"redraw {space}" for space in spaces] + ["redraw done"]


def played(decks: list[list[str]], moves: list[str]) -> MystickState:
    """A 2-player game with these decks (mystick R3: 14 + 14 + 11 Majors each), played by
    ``moves``: every decision, chance included."""
    state = tarotlab.new_game("mystick", players=2, seed=1, decks=decks, auto_chance=False)
    for move in moves:
        state.apply(move)
    assert isinstance(state, MystickState)
    state.check_invariants()
    return state


def searched(state: MystickState, losing: str) -> Hint:
    """The hint for the seat to move, with the losing move as the learner's own."""
    return hint(state, iterations=ITERATIONS, candidate=losing)


# ------------------------------------------------------------------ the last draw
DUEL = Action("challenge 6W#3 -> 4S#6")


def tripwire_at_the_last_draw() -> MystickState:
    """Round 1 with the pool empty and the Draw Count at 2. Seat 0 (Wands and Cups) is to
    move, a point behind. Only its Ashen Duelist's challenge on the Tripwire Sentry wins.

    How the game went: seat 0 wins the initiative, 6 of Wands against 4 of Swords
    (mystick R5). Each seat plays three Pawns and challenges the pool with each; every card
    kept in a Fate Draw is chosen, so each challenge takes the Power written below
    (mystick R6, R8). Seat 0's Cinder Zealot (4W) turns up the Hierophant, a success and
    1 VP (mystick R2). The last Power leaves the pool (11 Power for 2 players, rulebook
    chart). Then each seat draws once (Draw Count 2, mystick R10). Now:

    - seat 0: 6 VP. Inferno Warlord 7W 3/3 Power, Ashen Duelist 6W#3 1/2, Cinder Zealot 4W
      1/1. 6 spaces of its Mystick Cross are full. Hand: 2C, 3C, AC, PC, QC.
    - seat 1: 6 VP. Merchant Prince 7P 3/3, Vault Warden 6P 2/2, Tripwire Sentry 4S#6 1/1.

    By hand:

    - ``draw``: the Draw Count reaches 3 and the round ends at once (mystick R10). Bonus
      points, 1 per Power on one's Pawns (mystick R11): seat 0 6 + 5 = 11, seat 1
      6 + 6 = 12. The pool is empty, so the game ends and seat 1 has the most VP
      (mystick R11, R13). Seat 0 loses at once.
    - ``challenge 6W#3 -> 4S#6`` is legal (mystick R6): the Duelist has 1 Power for 2
      influence, the Sentry holds 1 Power and ranks 4 against 6, and seat 0's Cross has open
      spaces. As it is declared, two effects happen (rulebook "Declare the challenge",
      mystick R8). "When this Pawn challenges another Pawn, it first takes 1 Power from that
      Pawn" is the Duelist's; "when this Pawn is challenged, the Draw Count goes up by 1" is
      the Sentry's (mystick R1). The mover's effect goes first (mystick R14): 6W 2/2, 4S 0.
      Then the Draw Count reaches 3 and the round ends at once, before any Fate is drawn
      (mystick R10). Bonus: seat 0 6 + 6 = 12, seat 1 6 + 5 = 11. The pool is empty, so
      seat 0 wins at once (mystick R11, R13).
    - No other move ends the game. The Warlord and the Zealot are full and cannot challenge.
    """
    wands_cups = suit("W") + suit("C") + MAJORS_0
    swords_pentacles = suit("S") + suit("P") + MAJORS_1
    return played([wands_cups, swords_pentacles], [
        *cards("7W", "4W", "3C", "AC", "PC", "QC"),  # seat 0's opening hand
        *cards("6P", "7P", "3P", "8S", "9P", "2S"),  # seat 1's
        *cards("6W", "4S"),  # initiative: seat 0 moves first
        "play 7W", "play 7P",
        "challenge 7W#1 -> pool", *cards("2W", "5W", "8W"), "redraw done",  # 3 Wands: 3
        "challenge 7P#2 -> pool", *cards("9W", "10W"),  # the Merchant Prince mills seat 0
        *cards("2P", "4P", "5P"), "redraw done",  # 3 Pentacles: 3 (pool 5)
        "play 6W", "play 6P",
        "challenge 6W#3 -> pool", *cards("3W", "9C"), "redraw done",  # 1 Wand: 1
        "challenge 6P#4 -> pool", *cards("8P", "10P"), "redraw done",  # 2 (pool 2)
        "play 4W", "play 4S",
        "challenge 4W#5 -> pool", *cards("M05"), "redraw done",  # the Hierophant: 1, +1 VP
        "challenge 4S#6 -> pool", *cards("3S"), "redraw done",  # 1 (pool 0)
        "draw", *cards("2C"), "draw", *cards("PP"),  # Draw Count 2
    ])


def test_the_last_draw_is_the_position_its_docstring_says() -> None:
    state = tripwire_at_the_last_draw()
    assert (state.to_move, state.round, state.pool, state.draw_count) == (0, 1, 0, 2)
    assert state.vp == [6, 6]
    power = [{p.label: p.power for p in pawns} for pawns in state.pawns]
    assert power == [{"7W#1": 3, "6W#3": 1, "4W#5": 1}, {"7P#2": 3, "6P#4": 2, "4S#6": 1}]
    assert state.crosses[0].count(None) == 2
    assert set(state.legal_actions()) == {
        Action("draw"), DUEL, Action("challenge 6W#3 -> 6P#4"),
        *(Action(f"play {card}") for card in ("2C", "3C", "AC", "PC", "QC"))}


def test_the_last_draw_as_the_rules_play_it() -> None:
    """Drawing loses 11 to 12, the Duelist's challenge wins 12 to 11 (the docstring)."""
    drawn = tripwire_at_the_last_draw()
    drawn.apply("draw")
    drawn.apply("card 5C")
    duel = tripwire_at_the_last_draw()
    duel.apply(DUEL)
    for state, winner, scores in ((drawn, 1, (11, 12)), (duel, 0, (12, 11))):
        assert state.outcome is not None
        assert (state.outcome.winners, state.outcome.scores) == ((winner,), scores)


def test_a_review_of_the_game_calls_the_last_draw_a_blunder() -> None:
    """Seat 0 drew and lost (above). The review of its decisions judges that draw a blunder,
    the Duelist's challenge being better. The earlier verdicts are the search's opinion and
    are not checked here."""
    state = tripwire_at_the_last_draw()
    state.apply("draw")
    state.apply("card 5C")
    last = Session(state).review(0, iterations=ITERATIONS)[-1]
    assert (last.step, last.played) == (len(state.history) - 2, Action("draw"))
    assert (last.verdict, last.loss, last.best) == ("blunder", 1.0, DUEL)


# ------------------------------------------------------------------ the last card
FLOOD = Action("play NC")


def one_card_left_each(secret: str = "KS") -> MystickState:
    """Round 1: each deck holds one card. Seat 0 (Cups and Pentacles) is to move. Flooding
    Tide wins; drawing or challenging loses.

    How the game went: each seat's opening hand turns up all 11 of its Majors, each
    discarded and replaced (rulebook "Game Setup"). Seat 0 wins the initiative, 7 of
    Pentacles against 5 of Swords (mystick R5). Seat 0 plays Mirror Lake (every Fate Draw
    gets one more redraw) and each seat plays a Keeper of the Grail (7C; it clears 2 cards
    from its owner's Cross as it challenges: mystick R1). The Keepers challenge the pool
    again and again and redraw, and every card kept is a failure, a Pentacle or a Sword
    for a Cups Pawn (mystick R6-R8). So no Power moves, and 20 cards leave each deck. Now:

    - seat 0: 1 card in its deck, the King of Vaults. Seat 0 knows which: its deck list less
      every card it has seen (determinize.py). Keeper 7C#3 with 0 Power; Cross 5/8.
      Hand: 3P, 6P, 7P, NC, NP.
    - seat 1: 1 card in its deck (``secret``) and 6 cards in hand: 5 hidden from seat 0,
      and the 5 of Swords it turned up for initiative. Keeper 7C#2 with 0 Power.
    - The pool holds 11 Power and the Draw Count is 0.

    By hand:

    - ``draw``: seat 0 takes the last card of its deck and is out at once (rulebook
      "Elimination", mystick R12). Seat 1, the last player left, wins.
    - ``challenge 7C#3 -> pool`` is legal (mystick R6), but its Fate Draw takes that last
      card: seat 0 is out at once and loses the same way.
    - ``play NC``, Flooding Tide: "an opponent puts the top card of their deck into the
      lowest open space of their Mystick Cross" (mystick R1). Seat 0's only opponent is
      seat 1. Its only card leaves its deck, so seat 1 is out at once and seat 0 wins
      (mystick R12). That holds whatever that card is and whatever seat 1 holds.
    - The other plays end nothing; seat 1 then moves with cards seat 0 cannot see.

    ``secret`` is the card left in seat 1's deck, the King of Storms (KS) or the 5 of Cups
    (5C). The other one is in seat 1's hand. Seat 0 never sees either, so the two
    positions are the same to seat 0.
    """
    assert secret in ("KS", "5C")
    in_hand = "5C" if secret == "KS" else "KS"
    cups_pentacles = suit("C") + suit("P") + MAJORS_0
    cups_swords = suit("C") + suit("S") + MAJORS_1
    return played([cups_pentacles, cups_swords], [
        *cards(*MAJORS_0, "AC", "7C", "NC", "3P", "6P", "NP"),  # each Major replaced
        *cards(*MAJORS_1, "7C", "2C", "3C", "4C", in_hand, "QC"),
        *cards("7P", "5S"),  # initiative: seat 0 moves first
        "play AC", "play 7C", "play 7C",  # Mirror Lake AC#1, seat 1's 7C#2, seat 0's 7C#3
        # seat 1: 3 + 3 + 3 = 9 cards, 3 Swords kept
        "challenge 7C#2 -> pool", *cards("AC", "6C", "8C"), *redraw(1, 2, 3),
        *cards("9C", "10C", "PC"), *redraw(1, 2, 3), *cards("AS", "2S", "3S"),
        # seat 0: 9 cards, 3 Pentacles kept
        "challenge 7C#3 -> pool", *cards("2C", "3C", "4C"), *redraw(1, 2, 3),
        *cards("5C", "6C", "8C"), *redraw(1, 2, 3), *cards("AP", "2P", "4P"),
        # seat 1: 3 + 2 = 5 cards
        "challenge 7C#2 -> pool", *cards("NC", "KC", "4S"), *redraw(2, 3),
        *cards("6S", "7S"), "redraw done",
        # seat 0: 3 + 3 + 2 = 8 cards
        "challenge 7C#3 -> pool", *cards("9C", "10C", "PC"), *redraw(2, 3, 4),
        *cards("5P", "QC", "KC"), *redraw(3, 4), *cards("8P", "9P"),
        "challenge 7C#2 -> pool", *cards("8S", "9S", "10S"), "redraw done",  # 3
        "challenge 7C#3 -> pool", *cards("10P", "PP", "QP"), "redraw done",  # 3: KP left
        "challenge 7C#2 -> pool", *cards("PS", "NS", "QS"), "redraw done",  # 3: secret left
    ])


@pytest.mark.parametrize("secret", ["KS", "5C"])
def test_the_last_card_is_the_position_its_docstring_says(secret: str) -> None:
    state = one_card_left_each(secret)
    assert (state.to_move, state.round, state.pool, state.draw_count) == (0, 1, 11, 0)
    assert state.decks == [["KP"], [secret]] and state.vp == [0, 0]
    assert state.hands[0] == ["3P", "6P", "7P", "NC", "NP"] and len(state.hands[1]) == 6
    assert [[(p.label, p.power) for p in pawns] for pawns in state.pawns] == \
        [[("7C#3", 0)], [("7C#2", 0)]]
    assert set(state.legal_actions()) == {
        Action("draw"), Action("challenge 7C#3 -> pool"),
        *(Action(f"play {card}") for card in ("3P", "6P", "7P", "NC", "NP"))}


def test_the_last_card_as_the_rules_play_it() -> None:
    """Drawing or challenging puts seat 0 out; Flooding Tide puts seat 1 out (the
    docstring)."""
    for move, last, winner in (("draw", "KP", 1), ("challenge 7C#3 -> pool", "KP", 1),
                               (FLOOD, "KS", 0)):
        state = one_card_left_each()
        state.apply(move)
        state.apply(f"card {last}")  # chance names the last card of the deck
        assert state.outcome is not None and state.outcome.winners == (winner,), move
        assert state.outcome.ending == "elimination"


def test_seat_1s_secret_changes_nothing_in_the_hint() -> None:
    """The two positions differ only in cards seat 0 cannot see (the docstring): the same
    determinizations, so the same statistics."""
    kept_back, in_hand = one_card_left_each("KS"), one_card_left_each("5C")
    check_honest(kept_back, in_hand, 0, seed=3)
    first, second = searched(kept_back, "draw"), searched(in_hand, "draw")
    assert first.analysis.stats == second.analysis.stats
    assert first.line == second.line and first.line[0] == first.best


# ------------------------------------------------------------------ both positions
@pytest.mark.parametrize("position", [tripwire_at_the_last_draw, one_card_left_each])
def test_each_position_determinizes_as_the_search_reads_it(
        position: Callable[[], MystickState]) -> None:
    """Seat 0's twins keep what it sees. Seat 1's hidden hand is really redrawn (its
    opening hand is secret). A twin is a game the rules could have played."""
    state = position()
    twins = []
    for k in range(6):
        twin = check_indistinguishable(state, 0, Rng(k))
        assert isinstance(twin, MystickState)
        twins.append(twin)
    assert all(twin.hands[0] == state.hands[0] for twin in twins)
    assert len({tuple(twin.hands[1]) for twin in twins}) > 1
    check_possible(twins[0], Rng(1))


@pytest.mark.parametrize(("position", "best"), [
    (lambda: tripwire_at_the_last_draw(), DUEL),  # the Duelist's challenge, not the draw
    (lambda: one_card_left_each(), FLOOD),  # Flooding Tide, not the draw
])
def test_the_search_finds_the_winning_move_and_never_the_draw_that_loses(
        position: Callable[[], MystickState], best: Action) -> None:
    found = searched(position(), "draw")
    assert found.best == best
    won, draw = found.analysis.of(best), found.analysis.of(Action("draw"))
    assert won is not None and won.win_rate == 1.0
    assert draw is not None and draw.win_rate == 0.0 and draw.interval[1] < won.interval[0]
    assert judge(found, Action("draw")) == ("blunder", 1.0)
