"""Arcs determinization: the world an honest search for one seat reads (``State.determinize``).

What is secret in Arcs, and from whom (``arcs R5``, the rulebook's "Players cannot show the
action cards in their hand to anyone else", ``arcs R14``, ``tarotlab X1, C7``):

* **Hands of action cards** are secret to all but their owner (``arcs R5``). Every card dealt
  (``arcs: Setup 2.5``, ``arcs: Draw Cards``), redealt after a 2-player mulligan (``arcs R10``)
  or drawn from the bottom of the action discard (a Guild card's draw, ``tarotlab C7``) is a
  chance decision naming the card (``tarotlab X1``) that only the receiver sees.
* **Cards played face down** (a Copy; the extra card to seize, ``arcs: Seizing the
  Initiative``) are secret to all but their owner (``arcs R5``), and stay so in the face-down
  action discard (``arcs: Round Structure, Step 4``). So are the hand cards a Guild card discards
  face down, and the order chance puts them on the pile in (``arcs R14``, ``tarotlab C7``): no
  seat sees that order, not even their owner.
* **A Guild card's look at a rival's hand and swap** (``abilities/``) are seen by the two
  seats involved only; the look shows the holder the rival's whole hand at that moment.
* Everything else is public (``arcs R5``): the map, boards, the Court row and its discard,
  cards led, surpassed and pivoted with (face up), every count (hands, deck, discard), the
  Leaders & Lore rows and drafts (public draws, ``tarotlab L1``), and the Court deck, whose
  contents every seat can work out and whose order is no part of the position (``tarotlab X1``).

What a seat learns, and keeps: its own deals and draws, every card played face up (so where it
lies in the discard, in the order of Step 4), its own face-down cards, the hand it looked at
with a Guild card and the cards swapped with it, the cards a Union card takes back to hand
(``abilities/``), and the cards a draw from the ordered top of the
discard must give it (``tarotlab C7``).

How it is determinized: the history is replayed from the options, decision by decision. A
decision ``seat`` knows (its own, every public one, a chance outcome it sees) is taken as
written; each secret one (a deal or bottom draw to another seat, the order of a pile, another
seat's Copy, seize card, face-down discard or a swap between two other seats) is redrawn among
the legal actions of its kind in the position rebuilt so far. After every decision the
rebuilt game must show ``seat`` exactly the view and events it saw then (the hand it looked at
included); when it does not, the last redrawn choice is tried otherwise (depth-first search
with backtracking, so a consistent game is always found: the real one is one). So every
constraint ``seat`` knows is kept, and the result is a game the rules could have played.

Honesty: the search reads only the decisions ``seat`` may know, what ``seat`` saw at every step,
and ``rng``; the real secret cards are never read. The candidates come in their canonical
(sorted) order and are shuffled with ``rng``.

Where the rules are silent (which card a rival copies, which it is dealt), the choice is
uniform, with one preference to keep the search short: a card that the seat will later see
someone use is offered first to that seat's deals and draws and last to the secret plays, and
a seat's deal is made of such cards when it has no room for others (those it will be seen
using soonest first, when it has room for fewer than all of them: the rest came later).
Without such future uses (the current chapter's hidden hands, say) the redraw is exactly
uniform; with them it is close to uniform, not exactly (documented in the tests); and a
chapter begun again after too long a search (``BACKTRACKS``) leans, a little, toward worlds
found quickly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ..core.engine import CHANCE, Action
from ..core.errors import NoWorldFound
from ..core.rng import Rng
from .components import ACTION_CARDS
from .edits import EDITS

if TYPE_CHECKING:
    from .effects import CardEffects

HAND = 6
"""Cards dealt to each seat (``arcs: Setup 2.5``)."""

BACKTRACKS = 200
"""How often the redraw of one chapter may backtrack before it begins the chapter again."""
TRIES = 1000
"""How many choices one redraw may find wrong before it gives up (``NoWorldFound``): about
0.4 s. A redraw usually finds a handful wrong; in two of 19 search games
the search met chapters it would have taken minutes to solve."""

_EXIT_PREFIXES = ("copy ", "seize with ", "also discard ")


def _card(action: str) -> str:
    return action.rsplit(" ", 1)[-1]


def _secret(s: CardEffects, who: int, act: str, seat: int) -> str | None:
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
    if act.startswith(_EXIT_PREFIXES):
        return "exit"
    if act.startswith("swap ") and seat not in (pending.seat, pending.args[0]):  # type: ignore
        return "swap"
    return None


def _same_kind(act: str, candidate: str) -> bool:
    if act.startswith(_EXIT_PREFIXES):
        return candidate.startswith(next(p for p in _EXIT_PREFIXES if act.startswith(p)))
    return candidate.partition(" ")[0] == act.partition(" ")[0]


class Knowledge:
    """What ``seat`` saw at every step of the real game: its view, the events, and the
    cards it will see each seat use later (the seat using them, by step). Worked out once
    per position and seat (``State.determinizer``), read and never changed by each redraw."""

    def __init__(self, state: CardEffects, seat: int) -> None:
        real = _fresh(state)
        self.seat = seat
        self.views: list[Any] = [_sight(real, seat)]
        self.chapters: list[int] = []
        self.uses: list[tuple[int, int, str]] = []  # (step, seat that holds it then, card)
        self.starts: set[int] = set()  # the steps after which a chapter begins, cards gathered
        self.start = 0  # the last of them: where the current chapter begins
        for i, (who, act) in enumerate(state.history):
            _edit(state, real, i)
            self.chapters.append(real.chapter)
            self._note_uses(real, i, who, act, seat)
            real._apply_legal(act)  # the real game's decisions are legal
            view = _sight(real, seat)
            if who == seat and act.startswith("look at seat ") and view[1] is not None:
                self.uses += [(i, view[1][0], c) for c in view[1][1]]
            self.views.append(view)
            if real.chapter != self.chapters[-1] and _gathered(real):
                self.starts.add(i + 1)
                self.start = i + 1
        self.events = state.events
        self.base = _fresh(state)
        if self.start:  # the chapters before this one, redrawn once for every draw
            self.base = _replay(state, self, self.base, 0, self.start, Rng(0, stream=0xA5))

    def _note_uses(self, s: CardEffects, i: int, who: int, act: str, seat: int) -> None:
        secret = _secret(s, who, act, seat)
        if secret is not None or s.pending is None:
            return
        kind = act.partition(" ")[0]
        if who == CHANCE:
            if s.pending.kind in ("deal", "bottom"):
                self.uses.append((i, seat, act.partition(" ")[2]))
            return
        if kind in ("lead", "surpass", "pivot") or (who == seat and act.startswith(_EXIT_PREFIXES)):
            self.uses.append((i, who, _card(act)))
        elif kind == "swap":
            words = act.split()
            holder, rival = s.pending.seat, s.pending.args[0]  # type: ignore[union-attr]
            self.uses += [(i, holder, words[1]), (i, rival, words[3])]

    def next_user(self, card: str, step: int) -> int | None:
        """The seat ``seat`` will next see holding ``card`` after ``step`` in this chapter."""
        use = self.next_use(card, step)
        return None if use is None else use[0]

    def next_use(self, card: str, step: int) -> tuple[int, int] | None:
        """(the seat, the step) of ``seat``'s next sight of ``card`` in use after ``step`` in
        this chapter."""
        chapter = self.chapters[step]
        for j, user, c in self.uses:
            if j > step and c == card:
                return (user, j) if self.chapters[j] == chapter else None
        return None


def _ordered(rng: Rng, first: Sequence[Action], then: Sequence[Action]) -> list[Action]:
    out: list[Action] = []
    for group in (first, then):
        pool = sorted(group)
        while pool:
            out.append(pool.pop(rng.below(len(pool))))
    return out


def _candidates(s: CardEffects, kind: str, act: Action, step: int, know: Knowledge,
                rng: Rng) -> list[Action]:
    """The legal actions of ``act``'s kind, shuffled with ``rng``; a card the seat will see a
    seat use is offered first to that seat's deals and draws and last to secret plays."""
    legal = [a for a in s.legal_actions() if _same_kind(act, a)]
    if kind == "swap":
        legal = [a for a in legal if a != "no swap"]
    pending: Any = s.pending
    if kind == "entry":
        to = pending.to
        users = {a: know.next_user(_card(a), step) for a in legal}
        wanted = [a for a in legal if users[a] == to]
        free = [a for a in legal if users[a] is None]
        others = [a for a in legal if users[a] not in (to, None, know.seat)]
        # a card the seat itself gets next is where the seat will find it: last of all
        mine = _ordered(rng, [a for a in legal if users[a] == know.seat], ())
        room = HAND - len(s.hands[to]) if pending.kind == "deal" else 1
        if len(wanted) > room:  # not all fit: the ones the seat will be seen using first
            first = sorted(wanted, key=lambda a: (know.next_use(_card(a), step), a))
            return first + _ordered(rng, free, others) + mine
        if len(wanted) == room:
            return _ordered(rng, wanted, free + others) + mine
        return _ordered(rng, wanted + free, others) + mine
    if kind == "exit":
        idle = [a for a in legal if know.next_user(_card(a), step) is None]
        return _ordered(rng, idle, [a for a in legal if a not in idle])
    if kind == "swap":
        holder, rival = pending.seat, pending.args[0]

        def fits(a: Action) -> bool:
            words = a.split()
            return (know.next_user(words[1], step) in (None, rival)
                    and know.next_user(words[3], step) in (None, holder))
        good = [a for a in legal if fits(a)]
        return _ordered(rng, good, [a for a in legal if not fits(a)])
    return _ordered(rng, legal, ())


def determinize_arcs(state: CardEffects, seat: int, rng: Rng, known: Knowledge | None = None
                     ) -> None:
    """Redraw, in place, every action card ``seat`` cannot account for, and the history's
    secret decisions with it (see the module's docstring); ``known``: ``Knowledge(state,
    seat)`` (one replay of the real game), worked out here if not given.

    Each chapter begins with every action card shuffled into the deck (``arcs: Draw
    Cards``), so no card hidden before it can be anywhere but the deck: the chapters before
    the current one are redrawn once, in ``Knowledge`` (with a fixed generator, from what
    ``seat`` saw alone), and each draw replays only the current chapter with ``rng``."""
    if not state.history:
        return
    know = known if known is not None else Knowledge(state, seat)
    options = dict(state.options)
    sim = _replay(state, know, _clone(know.base), know.start, len(state.history), rng)
    _edit(state, sim, len(state.history))
    assert sim.view(seat) == state.view(seat), f"{state!r}: seat {seat} would tell them apart"
    state.__dict__.clear()
    state.__dict__.update(sim.__dict__)
    state.options = options


def _replay(state: CardEffects, know: Knowledge, sim: CardEffects, begin: int, end: int,
            rng: Rng) -> CardEffects:
    """``sim`` (the game rebuilt up to step ``begin``) played on to step ``end`` of
    ``state``'s history: each decision ``know.seat`` knows as written, each secret one
    redrawn with ``rng`` among its kind, the last redrawn choice tried otherwise whenever the
    seat would have seen something else (depth-first: the real game is one such game).

    A chapter's start holds no secret (every action card is in the deck), so the search
    never backtracks past one; a chapter that has backtracked ``BACKTRACKS`` times is begun
    again with fresh draws from ``rng``, with twice the patience (and one more) each time
    (randomized restarts: a backtracking search's time is heavy-tailed, and one unlucky
    early draw cost a search minutes); after ``TRIES`` wrong choices in all it gives up
    (``NoWorldFound``) rather than keep a player waiting."""
    history, seat = state.history, know.seat
    frames: list[tuple[int, CardEffects, list[Action]]] = []  # (step, position before, untried)
    anchor, backtracks, limit, wrong = (begin, _clone(sim)), 0, BACKTRACKS, 0
    i = begin
    while i < end:
        if i in know.starts and i != anchor[0]:
            frames, anchor, backtracks, limit = [], (i, _clone(sim)), 0, BACKTRACKS
        _edit(state, sim, i)
        who, act = history[i]
        kind = _secret(sim, who, act, seat)
        if kind is None:
            if _take(sim, act, i, know, seat):
                i += 1
                continue
        else:
            tries = _candidates(sim, kind, act, i, know, rng)
            frames.append((i, _clone(sim), tries))
            if tries and _take(sim, tries.pop(0), i, know, seat):
                i += 1
                continue
        while True:  # the next choice of the last secret decision that has one left
            backtracks, wrong = backtracks + 1, wrong + 1
            if wrong > TRIES:
                raise NoWorldFound(f"arcs: no game that seat {seat} cannot tell from this one "
                                   f"was found in {TRIES:,} tries (the secret decisions of "
                                   f"chapter {know.chapters[i]}): the search cannot picture "
                                   "this position")
            if backtracks > limit:  # this chapter again, from its start, with fresh draws
                frames, backtracks, limit = [], 0, 2 * limit + 1  # more patience: it ends
                i, sim = anchor[0], _clone(anchor[1])
                break
            while frames and not frames[-1][2]:
                frames.pop()
            if not frames:
                raise AssertionError(f"{state!r}: no game agrees with what seat {seat} saw")
            i, before, tries = frames[-1]
            sim = _clone(before)
            _edit(state, sim, i)
            if _take(sim, tries.pop(0), i, know, seat):
                i += 1
                break
    return sim


def _gathered(s: CardEffects) -> bool:
    """Whether every action card is in the deck, none in a hand or a discard (a chapter's
    start, before its deal: ``arcs: Draw Cards``)."""
    return not (any(s.hands) or s.discard or s.discard_top or s.discard_up)


def _fresh(state: CardEffects) -> CardEffects:
    """The game's start from ``state``'s options, chance taken as written."""
    fresh = type(state)._fresh(dict(state.options, auto_chance=False), autoplay=False)
    return cast("CardEffects", fresh)


def _clone(state: CardEffects) -> CardEffects:
    return cast("CardEffects", state.clone())


def _edit(state: CardEffects, sim: CardEffects, step: int) -> None:
    """Re-apply the edits (``scenario.Edit``) made at ``step``, as undo does (public)."""
    for at, what, args in state.edits:
        if at == step and (at, what, args) not in sim.edits:
            EDITS[what](sim, *args)
            sim.edits.append((at, what, args))
            sim._cache_legal = None


def _take(sim: CardEffects, act: Action, step: int, know: Knowledge, seat: int) -> bool:
    """Apply ``act`` if legal; whether ``seat`` then sees what it saw in the real game."""
    if any(w in ACTION_CARDS for w in act.split()) and act not in sim._legal_set():
        return False  # only an action naming a card can be refused for what a hand holds
    start = sim.event_count
    sim._apply_legal(act)
    new = sim.events_since(start)
    end = start + len(new)
    if end > len(know.events) or new != know.events[start:end]:
        return False
    return bool(_sight(sim, seat) == know.views[step + 1])


def _sight(s: CardEffects, seat: int) -> tuple[tuple[str, ...], Any]:
    """The part of ``seat``'s view that hidden cards decide (arcs R5): its hand and the hand
    it looked at (a Guild card's look); the rest of its view follows from the public decisions
    and its own, which the replay takes as written (the whole view is compared at the end)."""
    return tuple(s.hands[seat]), s.seen.get(seat)
