"""The invariants the conformance checks run after every decision catch a broken position:
each test breaks one conservation law of a mid-game position by hand and expects
``check_invariants`` to refuse it (Arcs: every piece, token and card once somewhere, arcs
issue 6, and no starport beyond a planet's slots; Mystick: Power conserved and within each
Pawn's influence, mystick R9, every card of a seat's deck in one place and no Major in a hand;
Arcana: two copies of every card, arcana R1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import tarotlab
from tarotlab.core.rng import Rng


def _mid_game(game: str, players: int, seed: int, steps: int, ready: Callable[[Any], bool]
              ) -> Any:
    """A random game's first position after ``steps`` decisions where ``ready`` holds."""
    state, rng = tarotlab.new_game(game, seed=seed, players=players), Rng(seed, stream=6)
    while not state.is_over and (state.step < steps or not ready(state)):
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over
    state.check_invariants()  # whole before it is broken
    return state


def _arcs() -> Any:
    return _mid_game("arcs", 4, 3, 120, lambda s: any(
        s.fresh[sid][0] for sid in s.fresh) and any(any(a) for _, a in s.court)
        and any(s.bldg.values()))


def _a_system_with(s: Any, seat: int) -> str:
    return next(sid for sid, row in s.fresh.items() if row[seat])


def _take_an_agent(s: Any) -> None:
    """One agent taken off a Court card, to nowhere."""
    agents = next(a for _, a in s.court if any(a))
    seat = next(i for i, n in enumerate(agents) if n)
    agents[seat] -= 1


def _ship_to_trophies(s: Any, count: int) -> None:
    """One of seat 0's ships taken off the map and held by seat 1 as ``count`` trophies (the
    record counts the pieces taken: arcs: Trophies)."""
    sid = _a_system_with(s, 0)
    s.fresh[sid][0] -= 1
    trophies = s.trophies[1]
    trophies[(0, "ship")] = trophies.get((0, "ship"), 0) + count


ARCS_BREAKS: dict[str, tuple[Callable[[Any], None], str]] = {
    "a ship lost": (lambda s: s.fresh[_a_system_with(s, 0)].__setitem__(
        0, s.fresh[_a_system_with(s, 0)][0] - 1), "seat 0 ships"),
    "a ship made": (lambda s: s.damaged[_a_system_with(s, 0)].__setitem__(
        0, s.damaged[_a_system_with(s, 0)][0] + 1), "seat 0 ships"),
    "negative ships": (lambda s: s.damaged[_a_system_with(s, 0)].__setitem__(0, -1),
                       "negative ships"),
    "an agent lost from the Court": (lambda s: _take_an_agent(s), "agents"),
    "a captive agent made": (lambda s: s.captives[1].__setitem__(0, s.captives[1][0] + 1),
                             "seat 0 agents"),
    "a building lost": (lambda s: next(row for row in s.bldg.values() if row).pop(),
                        "(cities|starports)"),
    "a token made": (lambda s: s.limbo.append("Fuel"), "Fuel tokens"),
    "a ship taken as two trophies": (lambda s: _ship_to_trophies(s, 2), "seat 0 ships"),
    "an agent made on an outrage space": (lambda s: s.outrage[0].__setitem__("Fuel", "agent"),
                                          "seat 0 agents"),
    "a card twice": (lambda s: s.deck.append(s.hands[0][0] if s.hands[0] else s.deck[0]),
                     "action cards"),
    "Power below 0": (lambda s: s.power.__setitem__(2, -1), "Power is never negative"),
}


def _mystick() -> Any:
    return _mid_game("mystick", 3, 4, 40, lambda s: any(
        p.power for row in s.pawns for p in row) and all(s.hands))


def _pawn_with_power(s: Any) -> Any:
    return next(p for row in s.pawns for p in row if p.power)


MYSTICK_BREAKS: dict[str, tuple[Callable[[Any], None], str]] = {
    "Power from nowhere": (lambda s: setattr(s, "pool", s.pool + 1), r"Power \(R9\)"),
    "Power lost": (lambda s: setattr(_pawn_with_power(s), "power",
                                     _pawn_with_power(s).power - 1), r"Power \(R9\)"),
    "a card twice": (lambda s: s.hands[1].append(s.hands[1][0]), "seat 1's cards"),
    "a card lost": (lambda s: s.decks[2].pop(), "seat 2's cards"),
    "a card to another seat": (lambda s: s.discards[0].append(s.hands[1].pop()),
                               "seat 0's cards"),
    "a Pawn's card changes owner": (
        lambda s: setattr(_pawn_with_power(s), "owner", (_pawn_with_power(s).owner + 1) % 3),
        "'s cards"),
}


MYSTICK_BREAKS.update({
    "Power above influence": (lambda s: _over_influence(s), "above influence"),
    "a Major in hand": (lambda s: _major_to_hand(s), "a Major in hand"),
})


def _over_influence(s: Any) -> None:
    """mystick R9: a Pawn given one Power more than its influence, from the pool."""
    pawn = next(p for row in s.pawns for p in row)
    more = s.influence(pawn) + 1 - pawn.power
    pawn.power += more
    s.pool -= more


def _major_to_hand(s: Any) -> None:
    """mystick: Draw: a Major Arcana never stays in a hand."""
    card = next(c for c in s.decks[0] if c.startswith("M"))
    s.decks[0].remove(card)
    s.hands[0].append(card)


def _arcs_leaders() -> Any:
    state, rng = tarotlab.new_game("arcs", seed=1, players=3, leaders=True,
                                   second_lore=False), Rng(1, stream=6)
    while state.step < 30:
        state.apply(rng.choice(state.legal_actions()))
    state.check_invariants()
    return state


def _two_starports_on_one_slot(s: Any) -> None:
    """With Leaders & Lore a card may allow one city beyond a planet's slots, never a
    starport: two starports on a planet of one slot."""
    from tarotlab.arcs.rules import _IS_GATE, _SLOTS
    planet = next(sid for sid, row in s.bldg.items()
                  if not row and not _IS_GATE[sid] and _SLOTS[sid] == 1)
    s.bldg[planet] = [(0, "starport", False), (1, "starport", False)]


def _arcana() -> Any:
    return _mid_game("arcana", 2, 5, 20, lambda s: True)


def _longer_counts(s: Any) -> None:
    for counts in (*s.hands, *s.removed):
        counts.append(0)


ARCANA_BREAKS: dict[str, tuple[Callable[[Any], None], str]] = {  # arcana R1: 2 of each
    "a card made": (lambda s: s.hands[0].__setitem__(3, s.hands[0][3] + 1),
                    "each card has 2 copies"),
    "a card lost": (lambda s: s.removed[1].__setitem__(5, s.removed[1][5] - 1),
                    "each card has 2 copies"),
    "a 23rd card": (_longer_counts, "22 cards"),
}


BREAKS = {"arcs": (_arcs, ARCS_BREAKS), "mystick": (_mystick, MYSTICK_BREAKS),
          "arcs-leaders": (_arcs_leaders, {"a starport beyond the slots": (
              _two_starports_on_one_slot, "a starport beyond the slots")}),
          "arcana": (_arcana, ARCANA_BREAKS)}


@pytest.mark.parametrize(("game", "name"), [(game, name) for game, (_, breaks) in BREAKS.items()
                                            for name in breaks])
def test_the_invariants_refuse_a_broken_position(game: str, name: str) -> None:
    position, breaks = BREAKS[game]
    state = position()
    breaking, message = breaks[name]
    breaking(state)
    with pytest.raises(AssertionError, match=message):
        state.check_invariants()
