"""House scoring as pure functions (arcanum C. House prestige scoring; rulings R8, R9, R20,
R21): the House positions, each player's standing in a House, the places and the VP they
pay, and the log line in the rulebook's words ("dominates", "influences", "has a presence").

The engine (rules.py) runs the scoring one House at a time and uses these; the bot uses the
same functions on what its view shows, so there is one reading of the scoring rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .catalog import MAJOR_BASE, SUITS, suit_of, value

PLACES = ("dominance", "influence", "presence")
VERBS = ("dominates", "influences", "has a presence in")


def ordinal(n: int) -> str:
    """1 -> '1st', 2 -> '2nd', 3 -> '3rd', 4 -> '4th'."""
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th')}"


def house_positions(prestige: Sequence[int]) -> list[int]:
    """arcanum R8: each House's position 1..4 by prestige, ties sharing the better one."""
    return [1 + sum(1 for other in prestige if other > mine) for mine in prestige]


def reveal_order(prestige: Sequence[int]) -> list[int]:
    """arcanum R21: the Houses from the top position down; tied Houses in board order
    (Swords, Wands, Pentacles, Chalices; tarotlab A10)."""
    positions = house_positions(prestige)
    return sorted(range(len(prestige)), key=lambda h: (positions[h], h))


def house_standing(cards: Sequence[Sequence[int]], house: int,
                   fool_suit: Mapping[int, int]) -> list[tuple[int, int, int]]:
    """(seat, cards, value) of every seat holding cards of ``house`` (arcanum R9), best
    first: more cards, then a higher sum of values; a Fool assigned to the House counts as
    one card of value 0. ``cards[seat]`` are the seat's hidden cards (Majors are ignored)."""
    rows = []
    for seat, held in enumerate(cards):
        suited = [c for c in held if c < MAJOR_BASE and suit_of(c) == house]
        count = len(suited) + (1 if fool_suit.get(seat) == house else 0)
        if count:
            rows.append((seat, count, sum(value(c) for c in suited)))
    rows.sort(key=lambda r: (-r[1], -r[2], r[0]))
    return rows


@dataclass(frozen=True, slots=True)
class Place:
    """One group of tied seats in a House: the places they occupy and what each gets."""

    seats: tuple[int, ...]
    place: int  # 0 dominance, 1 influence, 2 presence, 3+ nothing
    cards: int
    value: int
    shares: tuple[int, ...]  # the VP of the places the group occupies
    each: int  # their sum, split evenly, rounded down


def house_places(standing: Sequence[tuple[int, int, int]],
                 pays: Sequence[int]) -> list[Place]:
    """arcanum R9: tied seats share the VP of all the places they occupy together, split
    evenly and rounded down; the next seats take the places after them."""
    groups = []
    place = 0
    i = 0
    while i < len(standing):
        j = i
        while j < len(standing) and standing[j][1:] == standing[i][1:]:
            j += 1
        seats = tuple(row[0] for row in standing[i:j])
        shares = tuple(pays[p] for p in range(place, place + len(seats)) if p < len(pays))
        groups.append(Place(seats, place, standing[i][1], standing[i][2], shares,
                            sum(shares) // len(seats)))
        place += len(seats)
        i = j
    return groups


def seat_vp(cards: Sequence[Sequence[int]], house: int, fool_suit: Mapping[int, int],
            pays: Sequence[int], seat: int) -> int:
    """The VP ``seat`` scores in ``house`` with these cards (the bot's what-if)."""
    for group in house_places(house_standing(cards, house, fool_suit), pays):
        if seat in group.seats:
            return group.each
    return 0


def _cards_text(group: Place, fool: bool) -> str:
    count = f"{group.cards} card" + ("s" if group.cards != 1 else "")
    return f"{count}{' with the Fool' if fool else ''}, value {group.value}"


def place_text(seat: int, group: Place, house: int, where: str, fool: bool,
               world: bool) -> str:
    """One seat's result in a House, in the rulebook's words, e.g. ``seat 1 dominates
    Chalices (1st House, 16 VP): 1 card, value 9``."""
    suit = SUITS[house]
    cards = _cards_text(group, fool)
    if group.each == 0:
        if group.place >= len(PLACES) or not group.shares:
            why = ("the World's scoring pays dominance and influence only" if world
                   else "only dominance, influence and presence pay")
        else:
            why = f"the {' + '.join(map(str, group.shares))} VP shared rounds down to 0"
        return f"seat {seat} scores nothing in {suit} ({where}: {why}): {cards}"
    if len(group.seats) == 1:
        return f"seat {seat} {VERBS[group.place]} {suit} ({where}, {group.each} VP): {cards}"
    partners = " and ".join(f"seat {s}" for s in group.seats if s != seat)
    split = f"{' + '.join(map(str, group.shares))} VP shared by {len(group.seats)}"
    return (f"seat {seat} shares {PLACES[group.place]} of {suit} with {partners} ({where}, "
            f"{split}: {group.each} VP): {cards}")
