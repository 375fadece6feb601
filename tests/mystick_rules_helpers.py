"""What the Mystick Domination rule tests (tests/test_mystick_rules_*.py, one file per
part of the rulebook) and card tests (tests/test_mystick_cards_*.py, with
tests/mystick_cards_helpers.py) share: the test decks, the rule they cite most, and the helpers
that reach a position.

Games are created with ``auto_chance=False``, so every card drawn is a CHANCE decision the test
chooses (``deal``): that is how Fate Draws, opening hands and initiative draws are set up
exactly. Where a position would take many moves, cards are moved between a seat's own piles at
a seat's move decision (``pawn``, ``attach``, ``set_hand``...), keeping every card in exactly
one place and Power conserved (``check_invariants``), and the game then simply continues.
"""

from __future__ import annotations

from typing import Any

import tarotlab
from tarotlab.core.engine import CHANCE
from tarotlab.mystick import decks
from tarotlab.mystick.rules import CARDS, InPlay, MystickState

R_CHALLENGE = "mystick R6"


def fresh(s: MystickState) -> None:
    """Drop the engine's caches after a direct change, then check every invariant."""
    for key in list(vars(s)):
        if key.startswith("_cache"):
            setattr(s, key, None)
    s.check_invariants()


Decks = str | list[str | list[str]]

# The decks these tests name: each ready-made deck's two suits with the Majors the tests were
# worked out with. The shipped decks' Majors are tuned for balance (catalog.toml's notes) and
# may change; a test needs to know which Majors a seat can draw.
TEST_MAJORS = {
    "Wildfire": [0, 1, 3, 7, 8, 10, 13, 14, 16, 17, 19],
    "Storm Front": [1, 4, 7, 8, 11, 12, 13, 15, 16, 18, 20],
    "Forge and Ledger": [0, 2, 4, 5, 9, 11, 13, 15, 16, 19, 21],
    "Tidewatch": [2, 3, 6, 9, 10, 12, 14, 17, 18, 20, 21],
    "Deep Wells": [0, 2, 3, 5, 6, 10, 14, 17, 19, 20, 21],
    "Iron Archive": [1, 4, 5, 6, 9, 11, 12, 15, 18, 20, 21],
}


def deck_of(name: str) -> list[str]:
    """The test deck called ``name``: its ready-made deck's suits, the Majors of TEST_MAJORS."""
    return list(decks.build(decks.ready_made()[name].suits, TEST_MAJORS[name]).cards)


def new(decks: Decks = "Wildfire,Iron Archive", seed: int = 1, **options: Any) -> MystickState:
    """A game with ``auto_chance=False``; test decks by name (comma-separated), or one deck
    per seat (a name, also a test deck, or a card list)."""
    seats = decks.split(",") if isinstance(decks, str) else decks
    chosen = [deck_of(d.strip()) if isinstance(d, str) else d for d in seats]
    s = tarotlab.new_game("mystick", players=len(chosen), seed=seed, decks=chosen,
                          auto_chance=False, **options)
    assert isinstance(s, MystickState)
    return s


def _minors(s: MystickState, seat: int) -> list[str]:
    return sorted({c for c in s.decks[seat] if not CARDS[c].is_major},
                  key=lambda c: (CARDS[c].rank, c))


def position(decks: Decks = "Wildfire,Iron Archive", first: int = 0, seed: int = 1,
             **options: Any) -> MystickState:
    """Round 1 at seat ``first``'s first move, after a real opening and initiative draw.

    Then every hand goes back to its deck: hands, play areas, Crosses and discards are empty,
    the pool is full, and tests add exactly the cards they need.
    """
    s = new(decks, seed=seed, **options)
    while s.to_move == CHANCE:
        seat, dest = s.pending.player, s.pending.dest
        minors = _minors(s, seat)
        s.apply(f"card {minors[-1] if dest == 'initiative' and seat == first else minors[0]}")
    assert s.pending == ("move", first), s.pending
    for seat in range(s.n):
        s.decks[seat] += s.hands[seat]
        s.hands[seat].clear()
        s.decks[seat].sort()
    fresh(s)
    return s


def take(s: MystickState, seat: int, card: str) -> str:
    """Take ``card`` out of seat's deck, hand, discard pile or Cross (to put it elsewhere)."""
    for pile in (s.decks[seat], s.hands[seat], s.discards[seat], s.tops[seat]):
        if card in pile:
            pile.remove(card)
            return card
    cross = s.crosses[seat]
    if card in cross:
        cross[cross.index(card)] = None
        return card
    raise AssertionError(f"seat {seat} has no {card} to take")


def set_hand(s: MystickState, seat: int, *cards: str) -> None:
    """Seat's hand becomes exactly these cards (the old hand goes back to the deck)."""
    s.decks[seat] += s.hands[seat]
    s.hands[seat].clear()
    for card in cards:
        s.hands[seat].append(take(s, seat, card))
    s.hands[seat].sort()
    fresh(s)


def pawn(s: MystickState, seat: int, card: str, power: int = 0) -> InPlay:
    """Put seat's ``card`` into play as a Pawn holding ``power`` Power from the pool."""
    thing = InPlay(s.next_uid, take(s, seat, card), seat)
    s.next_uid += 1
    s.pawns[seat].append(thing)
    give(s, thing, power)
    return thing


def attach(s: MystickState, owner: int, card: str, onto: InPlay) -> InPlay:
    thing = InPlay(s.next_uid, take(s, owner, card), owner)
    s.next_uid += 1
    onto.attachments.append(thing)
    fresh(s)
    return thing


def env(s: MystickState, seat: int, card: str) -> InPlay:
    thing = InPlay(s.next_uid, take(s, seat, card), seat)
    s.next_uid += 1
    s.environments[seat].append(thing)
    fresh(s)
    return thing


def give(s: MystickState, thing: InPlay, power: int) -> None:
    """``power`` Power moves from the pool onto a Pawn."""
    s.pool -= power
    thing.power += power
    fresh(s)


def put_cross(s: MystickState, seat: int, *cards: str, spaces: tuple[int, ...] = ()) -> None:
    """Seat's cards into its Mystick Cross: the given spaces (1-8), else the lowest open."""
    for i, card in enumerate(cards):
        space = spaces[i] - 1 if spaces else s.crosses[seat].index(None)
        assert s.crosses[seat][space] is None
        s.crosses[seat][space] = take(s, seat, card)
    fresh(s)


def deal(s: MystickState, *cards: str) -> None:
    """Answer the next CHANCE draws with these cards (each moved into the deck if needed)."""
    for card in cards:
        assert s.to_move == CHANCE and s.pending.kind == "card", (s.pending, card)
        seat = s.pending.player
        if card not in s.decks[seat]:
            s.decks[seat].append(take(s, seat, card))
            fresh(s)
        s.apply(f"card {card}")


def settle(s: MystickState) -> None:
    """Answer every pending CHANCE decision plainly (the lowest Minor still in the deck)."""
    while s.to_move == CHANCE:
        if s.pending.kind == "card":
            minors = _minors(s, s.pending.player)
            s.apply(f"card {minors[0]}" if minors else s.legal_actions()[0])
        else:
            s.apply(s.legal_actions()[0])


def pass_move(s: MystickState, card: str | None = None) -> None:
    """The seat to move uses its move to draw (``card``, or a plain Minor)."""
    assert s.pending.kind == "move", s.pending
    s.apply("draw")
    if card is not None:
        deal(s, card)
    settle(s)


def challenge(s: MystickState, action: str, *fate: str, redraw: tuple[int, ...] = (),
              again: tuple[str, ...] = (), done: bool = True) -> None:
    """Declare ``action``, deal the Fate Draw, redraw the given spaces (dealt ``again``)."""
    s.apply(action)
    deal(s, *fate)
    if s.pending.kind != "redraw":
        return
    for space in redraw:
        s.apply(f"redraw {space}")
    if redraw or done:
        s.apply("redraw done")
    deal(s, *again)
    if done and s.pending.kind == "redraw":
        s.apply("redraw done")


def texts(s: MystickState, since: int = 0) -> list[str]:
    return [e.text for e in s.events[since:]]


def rules_cited(s: MystickState, since: int = 0) -> list[str]:
    return [e.rule for e in s.events[since:]]


def first_index(s: MystickState, fragment: str, since: int = 0) -> int:
    for i, text in enumerate(texts(s, since)):
        if fragment in text:
            return i
    raise AssertionError(f"no event with {fragment!r}: {texts(s, since)}")


def end_round_now(s: MystickState, then_settle: bool = True) -> None:
    """The seat to move draws at Draw Count 2: the round ends at once (mystick R10); with
    ``then_settle`` the next initiative draws are answered plainly too."""
    s.draw_count = 2
    fresh(s)
    s.apply("draw")
    deal(s, _minors(s, s.pending.player)[0])
    if then_settle:
        settle(s)


def events_of(s: MystickState, since: int = 0) -> list[tuple[str, str]]:
    return [(e.rule, e.text) for e in s.events[since:]]
