"""What one seat saw of a real Arcs game, step by step: the pass over its history that the
determinizer (``arcs/determinize.py``) learns from, and the helpers both use.

``seen_by(state, seat)`` replays the real game (chance as written) and notes, after every
step, the part of ``seat``'s view that hidden cards decide (its hand and a hand it looked at,
arcs R5), each step's chapter, the uses of cards the seat saw (played face up, dealt or drawn
to it, swapped, looked at), where chapters begin (every card gathered: ``arcs: Draw Cards``),
the public hand sizes, the cards it drew from the discard's ordered bottom (``tarotlab C7``)
and the swaps it did not see. ``Knowledge`` reads it. A pass is remembered (``SEEN``) by the
game's class, the seat, the options, the edits and the decisions, so a later position of the
same game, or a secrecy branch that parts from it, goes on from the longest remembered
beginning of its history instead of from the start (``core.replays``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ..core.engine import CHANCE
from ..core.replays import Replays
from .edits import EDITS

if TYPE_CHECKING:
    from .effects import CardEffects


EXIT_PREFIXES = ("copy ", "seize with ", "also discard ")
"""The actions that put a card face down or out of a hand unseen (a Copy, a seize card,
a Guild card's face-down discards)."""


def card_of(action: str) -> str:
    """The card an action names last (``lead Agg5``, ``copy Con2``)."""
    return action.rsplit(" ", 1)[-1]


def secret_kind(s: CardEffects, who: int, act: str, seat: int) -> str | None:
    """The kind of secret ``act`` (taken by ``who`` in position ``s``) is for ``seat``, or None
    when ``seat`` knows it (arcs R5; the look and swap of a Guild card: ``abilities/``)."""
    pending = s.pending
    if pending is None:
        return None
    if who == CHANCE:
        if pending.kind in ("deal", "bottom"):
            return None if pending.to == seat else "entry"  # type: ignore[union-attr]
        if pending.kind == "pile":  # shuffled face down: no seat sees the order (arcs R14)
            return "pile"
        return None
    if who == seat:
        return None
    if act.startswith(EXIT_PREFIXES):
        return "exit"
    if act.startswith("swap ") and seat not in (pending.seat, pending.args[0]):  # type: ignore
        return "swap"
    return None


class Seen:
    """``Knowledge``'s pass over the real game: what ``seat`` saw after every step so far
    (the hand it holds and the one it looked at), each step's chapter, the uses of cards it
    saw, where chapters begin, the public hand sizes, the cards it drew from the discard's
    bottom, the swaps it did not see and each seat's refills; and the real game replayed to
    there. Kept (``SEEN``, never changed once kept), so that a later position, or a
    secrecy branch, goes on from it (``copy``, then ``go_on``) instead of from the start."""

    __slots__ = ("chapters", "counts", "from_discard", "real", "refills", "start", "starts",
                 "swaps", "uses", "views")

    def __init__(self, state: CardEffects, seat: int) -> None:
        self.real = fresh_game(state)
        self.views: list[Any] = [sight(self.real, seat)]
        self.chapters: list[int] = []
        self.uses: list[tuple[int, int, str]] = []
        self.starts: set[int] = set()
        self.start = 0
        self.counts: list[list[int]] = [[0] * state.players]  # hand sizes (public), by step
        self.from_discard: set[tuple[int, str]] = set()
        self.swaps: list[tuple[int, int, int]] = []
        self.refills: list[list[int]] = [[] for _ in range(state.players)]

    def copy(self) -> Seen:
        """An independent copy to go on from (the lists' items are values: shared)."""
        new = Seen.__new__(Seen)
        new.real = clone_game(self.real)
        new.views, new.chapters, new.uses = self.views[:], self.chapters[:], self.uses[:]
        new.starts, new.start, new.counts = set(self.starts), self.start, self.counts[:]
        new.from_discard, new.swaps = set(self.from_discard), self.swaps[:]
        new.refills = [steps[:] for steps in self.refills]
        return new

    def go_on(self, state: CardEffects, seat: int, begin: int) -> None:
        """Take the real game's decisions from step ``begin`` to the end of its history."""
        real, views, counts = self.real, self.views, self.counts
        history = state.history
        for i in range(begin, len(history)):
            who, act = history[i]
            edit_at(state, real, i)
            pending: Any = real.pending
            dealt = pending.to if who == CHANCE and pending is not None \
                and pending.kind in ("deal", "bottom") else None
            self.chapters.append(real.chapter)
            self._note_uses(real, i, who, act, seat)
            real._apply_legal(act)  # the real game's decisions are legal
            view = sight(real, seat)
            if who == seat and act.startswith("look at seat ") and view[1] is not None:
                self.uses += [(i, view[1][0], c) for c in view[1][1]]
            views.append(view)
            counts.append([len(hand) for hand in real.hands])
            for holder in range(state.players):
                if counts[-1][holder] > counts[-2][holder] and holder != dealt:
                    self.refills[holder].append(i)
            if counts[-1][seat] > counts[-2][seat] and seat != dealt:  # seen in its hand
                drawn = [(i, c) for c in view[0] if c not in views[-2][0]]
                self.uses += [(j, seat, c) for j, c in drawn]
                self.from_discard.update(drawn)
            if real.chapter != self.chapters[-1] and gathered(real):
                self.starts.add(i + 1)
                self.start = i + 1

    def _note_uses(self, s: CardEffects, i: int, who: int, act: str, seat: int) -> None:
        secret = secret_kind(s, who, act, seat)
        if secret == "swap":
            self.swaps.append((i, s.pending.seat, s.pending.args[0]))  # type: ignore[union-attr]
        if secret is not None or s.pending is None:
            return
        kind = act.partition(" ")[0]
        if who == CHANCE:
            if s.pending.kind in ("deal", "bottom"):
                self.uses.append((i, seat, act.partition(" ")[2]))
            return
        if kind in ("lead", "surpass", "pivot") or (who == seat and act.startswith(EXIT_PREFIXES)):
            self.uses.append((i, who, card_of(act)))
        elif kind == "swap":
            words = act.split()
            holder, rival = s.pending.seat, s.pending.args[0]  # type: ignore[union-attr]
            self.uses += [(i, holder, words[1]), (i, rival, words[3])]


SEEN: Replays[Seen] = Replays(kept=32)
"""The passes asked for last, by class, seat, options, edits and history (``seen_by``)."""


def seen_by(state: CardEffects, seat: int) -> Seen:
    """What ``seat`` saw at every step of ``state``'s history (``Seen``): remembered, or
    gone on from the pass of the longest remembered beginning of the history, or made."""
    key = (type(state), seat, repr(sorted(state.options.items())), repr(state.edits))
    return SEEN.replayed(key, tuple(state.history), lambda: Seen(state, seat), Seen.copy,
                         lambda seen, done: seen.go_on(state, seat, done))



def gathered(s: CardEffects) -> bool:
    """Whether every action card is in the deck, none in a hand or a discard (a chapter's
    start, before its deal: ``arcs: Draw Cards``)."""
    return not (any(s.hands) or s.discard or s.discard_top or s.discard_up)


def fresh_game(state: CardEffects) -> CardEffects:
    """The game's start from ``state``'s options, chance taken as written."""
    fresh = cast("CardEffects", type(state)._fresh(dict(state.options, auto_chance=False),
                                                     autoplay=False))
    fresh._cache_lazy_turns = True  # a replay applies known actions: a turn's actions are
    return fresh  # listed only when asked (the flag, an atom, is kept by clones)


def clone_game(state: CardEffects) -> CardEffects:
    """``state.clone()``, typed as the game it is."""
    return cast("CardEffects", state.clone())


def edit_at(state: CardEffects, sim: CardEffects, step: int) -> None:
    """Re-apply the edits (``scenario.Edit``) made at ``step``, as undo does (public)."""
    for at, what, args in state.edits:
        if at == step and (at, what, args) not in sim.edits:
            EDITS[what](sim, *args)
            sim.edits.append((at, what, args))
            sim._cache_legal = None


def sight(s: CardEffects, seat: int) -> tuple[tuple[str, ...], Any]:
    """The part of ``seat``'s view that hidden cards decide (arcs R5): its hand and the hand
    it looked at (a Guild card's look); the rest of its view follows from the public decisions
    and its own, which the replay takes as written (the whole view is compared at the end)."""
    return tuple(s.hands[seat]), s.seen.get(seat)
