"""arcanum: Setup: chance picks the first player and places the 16 Court Figures, at most 2 to a
location and never 2 of the same colour together (arcanum R5: these limits hold only here).

>>> import tarotlab
>>> s = tarotlab.new_game("arcanum", seed=1, auto_chance=False)
>>> s.pending, s.legal_actions()[:2]
(Decide(kind='first', seat=-1), (Action('first seat 0'), Action('first seat 1')))
"""

from __future__ import annotations

from functools import lru_cache

from ..core.decision import Decide, Decision
from ..core.engine import CHANCE, Action
from ..core.rules import Verdict
from .base import FIG_INDEX, R_SETUP, ArcanumBase, PlaceFigure
from .catalog import COURT_FIGURES, LOCATIONS, SETUP_MAX, SUITS, code, name, parse_card, suit_of


def setup_spots(s: ArcanumBase, fig: int) -> list[int]:
    """Locations a figure may start in (arcanum: Setup limits) so that all 16 still fit.
    arcanum R5: the limits hold only here, at setup; no move in play checks them."""
    index = FIG_INDEX[fig]
    counts, suits = [0] * 11, [0] * 11
    for i, loc in enumerate(s.figures):
        if loc > 0:
            counts[loc] += 1
            suits[loc] |= 1 << (i // 4)  # COURT_FIGURES are grouped by suit
    from_this_suit = -(1 << (index // 4))  # the bits of this figure's suit and the later ones
    rooms = {loc: (counts[loc], suits[loc] & from_this_suit) for loc in range(1, 11)
             if counts[loc] < SETUP_MAX}
    good = _good_rooms(index, tuple(sorted(rooms.values())))
    return [loc for loc, room in rooms.items() if room in good]


Room = tuple[int, int]
"""A location with room for a figure, as the search sees it: (figures there, a bit for each
suit among them that is still to be placed)."""


@lru_cache(maxsize=4096)
def _good_rooms(index: int, rooms: tuple[Room, ...]) -> frozenset[Room]:
    """The rooms figure ``index`` may take so that figures ``index + 1``..15 can all still be
    placed (``rooms``: every location with room, sorted). A depth-first search over shapes,
    not locations: two locations alike in figures held and suits still to come answer alike,
    and the suits already placed matter only by their count (figures are placed suit by
    suit), so games ask few distinct questions (89 in the setups of 300 games).

    >>> sorted(_good_rooms(15, ((1, 0), (1, 8))))  # the last figure (suit bit 8): not with its own
    [(1, 0)]
    """
    bit = 1 << (index // 4)
    next_suits = -(1 << ((index + 1) // 4))  # the suits still to be placed after this figure
    good: set[Room] = set()
    for k, room in enumerate(rooms):
        count, suits = room
        if suits & bit or (k and rooms[k - 1] == room):  # its suit is there, or tried alike
            continue
        after = [*rooms[:k], *rooms[k + 1:]]
        if count + 1 < SETUP_MAX:
            after.append((count + 1, suits | bit))
        if index == 15 or _good_rooms(index + 1, tuple(sorted(
                [(held, present & next_suits) for held, present in after]))):
            good.add(room)
    return frozenset(good)


class FirstPlayer(Decision[ArcanumBase, Decide]):
    """Chance picks the first player."""

    rule = R_SETUP

    def prompt(self, s: ArcanumBase, p: Decide) -> str:
        return "chance picks the first player"

    def legal(self, s: ArcanumBase, p: Decide) -> list[Action]:
        return [Action(f"first seat {seat}") for seat in range(s.n)]

    def why(self, s: ArcanumBase, p: Decide, action: Action) -> Verdict | None:
        if action.kind != "first":
            return None
        return Verdict(False, R_SETUP, f"no {action.arg}: the seats are 0 to {s.n - 1}")

    def do(self, s: ArcanumBase, p: Decide, action: Action) -> None:
        s.first = int(action.split()[-1])
        s._log(CHANCE, f"seat {s.first} is the first player", R_SETUP)


class FigurePlacement(Decision[ArcanumBase, PlaceFigure]):
    """Chance places one Court Figure within the setup limits."""

    rule = R_SETUP

    def prompt(self, s: ArcanumBase, p: PlaceFigure) -> str:
        return "chance places a Court Figure for setup"

    def legal(self, s: ArcanumBase, p: PlaceFigure) -> list[Action]:
        fig = COURT_FIGURES[p.figure]
        return [Action(f"place {code(fig)} at {loc}") for loc in setup_spots(s, fig)]

    def why(self, s: ArcanumBase, p: PlaceFigure, action: Action) -> Verdict | None:
        """arcanum: Setup: at most 2 figures per location, never 2 of the same colour."""
        words = action.split()
        if words[0] != "place":
            return None
        fig = parse_card(words[1])
        loc = int(words[-1])
        if FIG_INDEX.get(fig) != p.figure:
            return Verdict(False, R_SETUP, f"the {name(COURT_FIGURES[p.figure])} is the figure "
                           "to place now")
        here = [f for f, at in zip(COURT_FIGURES, s.figures, strict=True) if at == loc]
        if len(here) >= SETUP_MAX:
            return Verdict(False, R_SETUP, f"location {loc} already holds {SETUP_MAX} figures")
        if any(suit_of(f) == suit_of(fig) for f in here):
            return Verdict(False, R_SETUP, f"location {loc} already holds a "
                           f"{SUITS[suit_of(fig)]} figure (never 2 of the same colour)")
        return Verdict(False, R_SETUP, "placing it there would leave no legal place for the "
                       "figures still to place")

    def do(self, s: ArcanumBase, p: PlaceFigure, action: Action) -> None:
        loc = int(action.split()[-1])
        s.figures[p.figure] = loc
        s._log(CHANCE, f"the {name(COURT_FIGURES[p.figure])} starts in location {loc}, "
               f"{LOCATIONS[loc - 1].name}", R_SETUP)


def place_task(s: ArcanumBase, index: int) -> None:
    s.pending = PlaceFigure("place", CHANCE, index)


DECISIONS = {"first": FirstPlayer(), "place": FigurePlacement()}
TASKS = {"place": place_task}
