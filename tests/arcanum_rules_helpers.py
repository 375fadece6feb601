"""What the Arcanum rule tests (tests/test_arcanum_rules_*.py, one file per part of the
rulebook) share: the default layout, the rules they cite, and the helpers that reach a position.

Positions are reached by real play on a game created with ``auto_chance=False``: ``Rig``
chooses the chance outcomes (first player, the cards a seat draws). Where a position would take
many turns, fields are set directly at a seat's decision (hands, hidden cards, figures,
prestige, VP, the turn number) keeping every card in exactly one place (``check_invariants``),
and the game then simply continues.
"""

from __future__ import annotations

from typing import Any

from tarotlab.arcanum.catalog import COURT_FIGURES, MAJOR_BASE, code, parse_card
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.arcanum.scenario import Rig

SWORDS, WANDS, PENTACLES, CHALICES = range(4)

# A setup-legal layout (arcanum: Setup) used by default, so tests do not depend on the seed:
# at most 2 figures per location, never 2 of one colour; locations 7-10 hold one figure each.
LAYOUT = {
    "JS": 1, "KW": 1,
    "NS": 2, "JW": 2,
    "QS": 3, "JP": 3,
    "NW": 4, "NP": 4,
    "KS": 5, "QP": 5,
    "QW": 6, "KP": 6,
    "JC": 7, "NC": 8, "QC": 9, "KC": 10,
}

R_MINOR = "arcanum: Playing a Minor Arcana"
R_PHASE = "arcanum: B. Playing cards phase"

# The hidden cards of the rulebook's Luca / Piero / Mario scoring (arcanum R8-R10,
# tests/test_arcanum_rules_scoring.py); the World's special scoring (arcanum R20,
# tests/test_arcanum_rules_majors.py) scores them too.
LUCA, PIERO, MARIO = 0, 1, 2
LUCA_PIERO_MARIO = {
    LUCA: ["3S", "10P", "8W", "2C", "5C"],  # 5 hidden cards
    PIERO: ["4S", "9S", "QP", "7W"],  # 4
    MARIO: ["2P", "4P", "KW"],  # 3
}


def ids(*codes: str) -> list[int]:
    return [parse_card(c) for c in codes]


def names(cards: Any) -> list[str]:
    return [code(c) for c in cards]


def hand(s: ArcanumState, seat: int) -> list[str]:
    return sorted(names(s.hands[seat]))


def hidden(s: ArcanumState, seat: int) -> list[str]:
    return sorted(names(s.hidden[seat]))


def where(s: ArcanumState, figure: str) -> int:
    return s.figures[COURT_FIGURES.index(parse_card(figure))]


def texts(s: ArcanumState) -> list[str]:
    return [e.text for e in s.events]


def put(s: ArcanumState, figure: str, loc: int) -> None:
    s.figures[COURT_FIGURES.index(parse_card(figure))] = loc
    s._cache_legal = None


def _pluck(s: ArcanumState, card: int) -> None:
    for pile in (s.minor_deck, s.major_deck, s.minor_discard, s.major_discard, *s.hands,
                 *s.hidden):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"{code(card)} is nowhere to take from")


def _unload(s: ArcanumState, pile: list[int]) -> None:
    for c in pile:
        (s.major_deck if c >= MAJOR_BASE else s.minor_deck).append(c)
    pile.clear()


def set_hand(s: ArcanumState, seat: int, *codes: str) -> None:
    """Seat's hand becomes exactly these cards (the old hand goes back to the decks)."""
    _unload(s, s.hands[seat])
    for c in ids(*codes):
        _pluck(s, c)
        s.hands[seat].append(c)
    s.hands[seat].sort()
    s._cache_legal = None
    s.check_invariants()


def set_hidden(s: ArcanumState, seat: int, *codes: str) -> None:
    """Seat's hidden cards become exactly these (nothing revealed)."""
    _unload(s, s.hidden[seat])
    s.revealed[seat] = []
    for c in ids(*codes):
        _pluck(s, c)
        s.hidden[seat].append(c)
    s.hidden[seat].sort()
    s._cache_legal = None
    s.check_invariants()


def start(players: int = 4, seed: int = 1, first: int = 0,
          draws: dict[int, list[str]] | None = None, **options: Any) -> tuple[Rig, ArcanumState]:
    rig = Rig(first=first, draws=draws)
    return rig, rig.start(players=players, seed=seed, **options)


def at_main(players: int = 4, seed: int = 1, first: int = 0,
            hands: dict[int, list[str]] | None = None,
            figures: dict[str, int] | None = None, prestige: list[int] | None = None,
            vp: list[int] | None = None, **options: Any) -> tuple[Rig, ArcanumState]:
    """Turn 1 at seat ``first``'s playing decision, after the real deal and hides.

    Then: hidden cards emptied, figures on LAYOUT (and ``figures``), hands as given.
    """
    rig, s = start(players=players, seed=seed, first=first, **options)
    while s.pending[0] != "main":
        rig.apply(s, s.legal_actions()[0])
    for seat in range(players):
        set_hidden(s, seat)
    for f, loc in {**LAYOUT, **(figures or {})}.items():
        put(s, f, loc)
    for seat, cards in (hands or {}).items():
        set_hand(s, seat, *cards)
    if prestige is not None:
        s.prestige = list(prestige)
    if vp is not None:
        s.vp = list(vp)
    s._cache_legal = None
    s.check_invariants()
    return rig, s


def simple(s: ArcanumState) -> str:
    """A plain, deterministic choice: end the turn when allowed, else the first legal action."""
    legal = s.legal_actions()
    return "end turn" if "end turn" in legal else str(legal[0])


def drive(rig: Rig, s: ArcanumState, until: Any, limit: int = 5000) -> None:
    for _ in range(limit):
        if until(s):
            return
        assert not s.is_over, "the game ended before the position was reached"
        rig.apply(s, simple(s))
    raise AssertionError("position not reached")


def wish(rig: Rig, s: ArcanumState, seat: int, *codes: str) -> None:
    """``seat`` draws these cards next (each moved into its deck first if it is elsewhere)."""
    for card in ids(*codes):
        deck = s.major_deck if card >= MAJOR_BASE else s.minor_deck
        if card not in deck:
            _pluck(s, card)
            deck.append(card)
    s._cache_legal = None
    s.check_invariants()
    rig.wish(seat, *codes)


def _minors(cards: Any) -> int:
    return sum(1 for c in cards if c < MAJOR_BASE)
