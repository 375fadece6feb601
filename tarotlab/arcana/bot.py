"""A simple greedy Arcana bot: one-step lookahead with a hand-tuned position value.

It sees only its view (both hands are public, arcana R12), assumes the opponent throws
any card of its hand with equal chance, and for every own card adds up what the match-up
(``catalog.matchup``, the engine's own rule) would do to a small model of the position.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial, reduce
from itertools import repeat
from operator import add, itemgetter, sub

from ..core.engine import Action
from ..core.rng import Rng
from .catalog import (
    CARDS,
    CHAMBERS,
    DAMAGE_PER_HP,
    EARLIEST_HOUR,
    KEYS_PER_CHAMBER,
    MIDNIGHT,
    Effect,
    matchup,
    parity_of,
)
from .decisions import CARD_OF_THROW, effect_of
from .rules import ArcanaState, ArcanaView

WIN = 1000.0


@dataclass
class _Side:
    hp: int
    damage: int
    keys: int
    clock: int
    chambers: int
    cards: int


def _value(me: _Side, opp: _Side) -> float:
    """Position value for ``me`` (higher is better); terminal positions dominate."""
    if opp.hp <= 0 or opp.clock >= MIDNIGHT or me.chambers >= 9 or opp.cards <= 0:
        return WIN
    if me.hp <= 0 or me.clock >= MIDNIGHT or opp.chambers >= 9 or me.cards <= 0:
        return -WIN

    def side(s: _Side, o: _Side) -> float:
        danger = 30.0 / max(1, MIDNIGHT - s.clock)  # an hour matters more near midnight
        health = 12 * min(s.hp, 8) + 2 * max(0, s.hp - 8)  # HP beyond a cushion matters less
        ascent = s.chambers * KEYS_PER_CHAMBER + s.keys  # 81 key points reach Ascension
        return (health + 2.2 * s.damage + 1.3 * ascent + 150 * (ascent / 81) ** 3
                - 3 * s.clock - danger + 0.8 * s.cards)

    return side(me, opp) - side(opp, me)


def _apply(e: Effect, me: _Side, opp: _Side) -> None:
    if e.target == "self":
        if e.stat == "hp":
            me.hp += e.amount
        elif e.stat == "damage":
            me.damage += e.amount
        elif e.stat == "keys":
            me.keys += e.amount
        else:
            me.clock = max(EARLIEST_HOUR, me.clock - e.amount)
    elif e.stat == "damage":
        opp.damage = max(0, opp.damage - e.amount)
    elif e.stat == "keys":
        opp.keys = max(0, opp.keys - e.amount)
    else:
        opp.clock += e.amount
    _spend(me, opp)


def _spend(me: _Side, opp: _Side) -> None:
    while me.damage >= DAMAGE_PER_HP:
        me.damage -= DAMAGE_PER_HP
        opp.hp -= 1
    while me.keys >= KEYS_PER_CHAMBER and me.chambers < 9:
        me.keys -= KEYS_PER_CHAMBER
        me.chambers += 1
        ch = CHAMBERS[me.chambers - 1]
        if ch.options:
            _apply(max(ch.options, key=lambda e: _after(e, me, opp)), me, opp)


def _copy(s: _Side) -> _Side:
    return _Side(s.hp, s.damage, s.keys, s.clock, s.chambers, s.cards)


def _after(e: Effect, me: _Side, opp: _Side) -> float:
    m, o = _copy(me), _copy(opp)
    _apply(e, m, o)
    return _value(m, o)


def _resolve_at(card: int, me_at: tuple[int, ...], opp_at: tuple[int, ...]) -> float:
    """Value for ``me`` after ``me`` resolves ``card``, choosing greedily (Wheel: expected),
    the two sides given as values (``_Side``'s fields)."""
    me, opp = _Side(*me_at), _Side(*opp_at)
    c = CARDS[card]
    if c.effect == "wheel":
        return sum(_after(f, me, opp) for f in c.faces) / len(c.faces)
    m, o = _copy(me), _copy(opp)
    if c.effect == "remove":
        o.cards -= 1
    elif c.effect == "tower-fool":
        _apply(max(c.options, key=lambda e: _after(e, me, opp)), m, o)
        _apply(max(c.options, key=lambda e: _after(e, o, m)), o, m)
    else:
        _apply(max(c.options, key=lambda e: _after(e, me, opp)), m, o)
    return _value(m, o)


@lru_cache(maxsize=16384)
def _won_all(me_at: tuple[int, ...], opp_at: tuple[int, ...]) -> tuple[float, ...]:
    """``_resolve_at`` of every card for ``me``: a throw decision reads them all, and the same
    positions come up again and again (stats move slowly), so each is worked out once."""
    return tuple([_resolve_at(card, me_at, opp_at) for card in range(len(CARDS))])


@lru_cache(maxsize=16384)
def _lost_all(me_at: tuple[int, ...], opp_at: tuple[int, ...]) -> tuple[float, ...]:
    """Value for ``me`` after the opponent resolves each card: ``-_resolve_at(card, opp,
    me)``, as ``_won_all``."""
    return tuple([-value for value in _won_all(opp_at, me_at)])


_WIN, _LOSE = "win", "lose"
"""Match-ups whose winner's effect resolves, won or lost by the bot's seat."""
_Outcome = str | tuple[str, int | None]


def _outcomes(seat: int, odd: bool) -> tuple[tuple[_Outcome, ...], ...]:
    """For ``seat`` in a round of this parity, each own card's match-up against each opposing
    card: ``_WIN``, ``_LOSE`` or, when no effect resolves (arcana R5 identical, R8, R9), the
    match-up's (kind, winner) — the greedy bot's inner loop, worked out once."""
    parity = "odd" if odd else "even"
    rows = []
    for mine in range(len(CARDS)):
        row: list[_Outcome] = []
        for theirs in range(len(CARDS)):
            m = matchup(mine, theirs, parity) if seat == 0 else matchup(theirs, mine, parity)
            if m.winner is None or m.kind == "magician-removed":
                row.append((m.kind, m.winner))
            else:
                row.append(_WIN if m.winner == seat else _LOSE)
        rows.append(tuple(row))
    return tuple(rows)


_OUTCOMES = tuple(tuple(_outcomes(seat, odd) for odd in (False, True)) for seat in (0, 1))
_SPECIAL = tuple(sorted({o for by_seat in _OUTCOMES for table in by_seat for row in table
                         for o in row if isinstance(o, tuple)}, key=repr))
"""Every (kind, winner) of a match-up in which no effect resolves."""
_CARDS = len(CARDS)


def _places(row: tuple[_Outcome, ...], both: bool) -> tuple[int, ...]:
    """Where the term of each opposing card (by number) is in a throw decision's table of
    terms (see ``GreedyArcanaBot.choose``): slot 0 the own card's value when it wins, slots
    1 to 22 the value when the opposing card wins (with ``both``, won or lost: both effects
    resolve), then one slot per no-effect match-up of ``_SPECIAL``."""
    special = {o: 1 + _CARDS + k for k, o in enumerate(_SPECIAL)}
    return tuple(special[o] if isinstance(o, tuple) else
                 0 if o is _WIN and not both else 1 + theirs
                 for theirs, o in enumerate(row))


_PLACES = tuple(tuple(tuple(tuple(_places(row, both) for row in table) for table in by_seat)
                      for by_seat in _OUTCOMES) for both in (False, True))
"""``_places`` of every own card's row, by resolution ("both" or not), seat and parity."""


def _sum_in_order(terms: Iterable[float]) -> float:
    """The floats added one at a time from 0.0, in order (the bot's choices are pinned to
    these exact sums, ``tests/test_greedy_records.py``).

    >>> _sum_in_order([0.1, 0.2, 0.3]) == (0.0 + 0.1) + 0.2 + 0.3
    True
    """
    return reduce(add, terms, 0.0)


_in_order: Callable[[Iterable[float]], float] = (
    partial(sum, start=0.0) if sys.version_info < (3, 12) else _sum_in_order)
"""``_sum_in_order``, fast: before Python 3.12 the built-in ``sum`` adds floats exactly so,
one at a time in a C double, without a float object per step (greedy Arcana: 0.26 of
8f2d199's cost per decision with it, 0.30-0.35 without, ``benchmarks/compare-8f2d199.md``
and its history); from 3.12 on it compensates the rounding, which would change the sums."""


@lru_cache(maxsize=65536)
def _value_at(me_at: tuple[int, ...], opp_at: tuple[int, ...]) -> float:
    """``_value`` of two sides given as values (``_Side``'s fields), once per position."""
    return _value(_Side(*me_at), _Side(*opp_at))


@lru_cache(maxsize=65536)
def _no_effect_at(kind: str, winner: int | None, seat: int, me_at: tuple[int, ...],
                  opp_at: tuple[int, ...]) -> float:
    """Value of a match-up in which no effect resolves (R5 identical, R8, R9), the sides given
    as values (``_Side``'s fields), worked out once per position like ``_won_all``."""
    m, o = _Side(*me_at), _Side(*opp_at)
    if kind == "magician-removed":
        if winner == seat:
            o.cards -= 1
        else:
            m.cards -= 1
    elif kind == "both-removed":
        m.cards -= 1
        o.cards -= 1
    return _value(m, o)


class GreedyArcanaBot:
    """Throws the card with the best expected one-round result; chooses effects greedily."""

    name = "greedy"

    def choose(self, view: ArcanaView, legal: Sequence[Action], rng: Rng) -> Action:
        seat = view.viewer
        assert seat is not None and seat >= 0
        p, q = view.players[seat], view.players[1 - seat]
        # each side as a value: _Side's fields
        at_me = (p.hp, p.damage, p.keys, p.clock, p.chambers, sum(p.hand))
        at_opp = (q.hp, q.damage, q.keys, q.clock, q.chambers, sum(q.hand))
        if view.phase == "choose":
            me, opp = _Side(*at_me), _Side(*at_opp)
            return max(legal, key=lambda a: _after(effect_of(a), me, opp))
        assert view.round is not None
        both = view.resolution == "both"  # arcana R6 variant: the loser's effect resolves too
        places = _PLACES[both][seat][parity_of(view.round) == "odd"]
        opp_cards = [n for n, k in enumerate(q.hand) for _ in range(k)]
        base = _value_at(at_me, at_opp)
        won, lose = _won_all(at_me, at_opp), _lost_all(at_me, at_opp)
        terms = [0.0, *lose]  # the table of terms (``_places``), the no-effect ones after
        for kind, winner in _SPECIAL:
            terms.append(base if kind not in ("magician-removed", "both-removed") else
                         _no_effect_at(kind, winner, seat, at_me, at_opp))
        pick = itemgetter(*opp_cards) if len(opp_cards) > 1 else \
            (lambda row: (row[opp_cards[0]],))
        gather, count = terms.__getitem__, len(opp_cards)
        best, choice = -math.inf, legal[0]
        for action in legal:
            mine = CARD_OF_THROW[action]
            wm = won[mine]
            if both:  # additive estimate of the winner's then the loser's effect, won or lost:
                # (wm + lose[t]) - base, as ever
                terms[1:1 + _CARDS] = map(sub, map(add, repeat(wm, _CARDS), lose),
                                          repeat(base, _CARDS))
            else:
                terms[0] = wm
            # summed in the hand's order from 0.0, one addition at a time, as ever: the same
            # floats, so the same choices (tests/test_greedy_records.py); a later card must do
            # strictly better (ties go to the earlier action)
            score = _in_order(map(gather, pick(places[mine]))) / count
            if score > best:
                best, choice = score, action
        return choice


VALUE_SCALE = 30.0
"""The logistic scale that turns the position value into a chance of winning: a lead of one
HP (12 points) early in a game reads as about 60%."""


def win_chances(state: ArcanaState) -> tuple[float, float]:
    """Each seat's chance of winning from a position, by the position value above through a
    logistic (``VALUE_SCALE``): what a search takes where it stops a playout early. A search
    calls it on a determinization, never on the real game.

    >>> import tarotlab
    >>> win_chances(tarotlab.new_game("arcana", seed=1))
    (0.5, 0.5)
    """
    sides = [_Side(state.hp[s], state.damage[s], state.keys[s], state.clock[s],
                   state.chambers[s], sum(state.hands[s])) for s in (0, 1)]
    lead = max(-60.0, min(60.0, _value(sides[0], sides[1]) / VALUE_SCALE))
    first = 1 / (1 + math.exp(-lead))
    return first, 1 - first
