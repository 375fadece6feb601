"""A simple greedy Arcana bot: one-step lookahead with a hand-tuned position value.

It sees only its view (both hands are public, arcana R12), assumes the opponent throws
any card of its hand with equal chance, and for every own card adds up what the match-up
(``catalog.matchup``, the engine's own rule) would do to a small model of the position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache, reduce
from operator import add

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
from .rules import ArcanaView

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


def _at(s: _Side) -> tuple[int, int, int, int, int, int]:
    return s.hp, s.damage, s.keys, s.clock, s.chambers, s.cards


def _copy(s: _Side) -> _Side:
    return _Side(s.hp, s.damage, s.keys, s.clock, s.chambers, s.cards)


def _after(e: Effect, me: _Side, opp: _Side) -> float:
    m, o = _copy(me), _copy(opp)
    _apply(e, m, o)
    return _value(m, o)


@lru_cache(maxsize=65536)
def _resolve_at(card: int, me_at: tuple[int, ...], opp_at: tuple[int, ...]) -> float:
    """Value for ``me`` after ``me`` resolves ``card``, choosing greedily (Wheel: expected),
    the two sides given as values (``_at``): the same positions come up again and again
    within a game (stats move slowly), so each is worked out once."""
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
_SPECIAL = frozenset(o for by_seat in _OUTCOMES for table in by_seat for row in table
                     for o in row if isinstance(o, tuple))
"""Every (kind, winner) of a match-up in which no effect resolves."""


class GreedyArcanaBot:
    """Throws the card with the best expected one-round result; chooses effects greedily."""

    name = "greedy"

    def choose(self, view: ArcanaView, legal: Sequence[Action], rng: Rng) -> Action:
        seat = view.viewer
        assert seat is not None and seat >= 0
        p, q = view.players[seat], view.players[1 - seat]
        me = _Side(p.hp, p.damage, p.keys, p.clock, p.chambers, sum(p.hand))
        opp = _Side(q.hp, q.damage, q.keys, q.clock, q.chambers, sum(q.hand))
        if view.phase == "choose":
            return max(legal, key=lambda a: _after(effect_of(a), me, opp))
        assert view.round is not None
        outcomes = _OUTCOMES[seat][parity_of(view.round) == "odd"]
        opp_cards = [n for n, k in enumerate(q.hand) for _ in range(k)]
        base = _value(me, opp)
        mine_cards = [CARD_OF_THROW[a] for a in legal]
        at_me, at_opp = _at(me), _at(opp)
        win = {n: _resolve_at(n, at_me, at_opp) for n in mine_cards}
        lose = {n: -_resolve_at(n, at_opp, at_me) for n in set(opp_cards)}
        special: dict[_Outcome, float] = {
            o: self._result(o[0], o[1], seat, me, opp, base) for o in _SPECIAL}
        both = view.resolution == "both"  # arcana R6 variant: the loser's effect resolves too
        best: tuple[float, int] | None = None
        choice = legal[0]
        for i, (action, mine) in enumerate(zip(legal, mine_cards, strict=True)):
            row, wm = outcomes[mine], win[mine]
            if both:  # additive estimate of the winner's then the loser's effect
                terms = [wm + lose[t] - base if (o := row[t]) is _WIN or o is _LOSE
                         else special[o] for t in opp_cards]
            else:
                terms = [wm if (o := row[t]) is _WIN else lose[t] if o is _LOSE
                         else special[o] for t in opp_cards]
            # summed in the hand's order from 0.0, one addition at a time, as ever: the same
            # floats, so the same choices (tests/test_greedy_records.py)
            score = (reduce(add, terms, 0.0) / len(opp_cards), -i)
            if best is None or score > best:
                best, choice = score, action
        return choice

    @staticmethod
    def _result(kind: str, winner: int | None, seat: int, me: _Side, opp: _Side,
                base: float) -> float:
        """Value of a match-up in which no effect resolves (R5 identical, R8, R9)."""
        m, o = _copy(me), _copy(opp)
        if kind == "magician-removed":
            if winner == seat:
                o.cards -= 1
            else:
                m.cards -= 1
        elif kind == "both-removed":
            m.cards -= 1
            o.cards -= 1
        else:
            return base
        return _value(m, o)
