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
included); when it does not, a redrawn choice is tried otherwise (depth-first search with
backtracking: given time a consistent game is always found, the real one being one; ``TRIES``
bounds the time). When a known play names a card its seat does not hold in the rebuilt game,
or ``seat`` would see another hand than it saw (its own after a draw from the bottom of the
discard, or the one it looked at), the search goes straight back to the last secret decision
that could have put the missing card into that hand (a choice of it names the card and it
deals, draws or swaps into that hand, or plays from it, or comes before such a change:
conflict-directed backjumping, ``_helpers``); the decisions it passes over could not, whatever
they chose, so no consistent game is skipped. So every constraint ``seat`` knows is kept, and
the result is a game the rules could have played.

Honesty: the search reads only the decisions ``seat`` may know, what ``seat`` saw at every step,
and ``rng``; the real secret cards are never read. The candidates come in their canonical
(sorted) order and are shuffled with ``rng``.

Where the rules are silent (which card a rival copies, which it is dealt), the choice is
uniform, with preferences to keep the search short: a card that the seat will later see
someone use is offered first to that seat's deals and draws and last to the secret plays, and
a seat's deal is made of such cards when it has no room for others (those it will be seen
using soonest first, when it has room for fewer than all of them: the rest came later).
Public facts refine "will use". Hand counts are public: a hand that held ``k`` cards at some
point kept at most ``k`` of the cards its seat uses afterwards, so the others came later and
are offered last to its deal and first to its face-down plays (``Knowledge._arrivals``). A
card ``seat`` itself took from the ordered bottom of the discard was someone's first, not
kept in the deck for ``seat``. A swap ``seat`` did not see brought each side one card from
the other, so one card each side is seen using only after the swap is offered to the other
side's deal (``Knowledge._plan_swaps``). And cards discarded together are placed with those
their owner is seen using first at the bottom, where the owner's draw takes them at once.
Without such future uses (the current chapter's hidden hands, say) the redraw is exactly
uniform; with them it is close to uniform, not exactly (documented in the tests); and a
chapter begun again after too long a search (``BACKTRACKS``) leans, a little, toward worlds
found quickly.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from ..core.engine import CHANCE, Action
from ..core.errors import NoWorldFound
from ..core.replays import Replays
from ..core.rng import Rng
from .components import ACTION_CARDS
from .seen import (
    EXIT_PREFIXES,
    SEEN,
    card_of,
    clone_game,
    edit_at,
    fresh_game,
    secret_kind,
    seen_by,
    sight,
)

if TYPE_CHECKING:
    from .effects import CardEffects

HAND = 6
"""Cards dealt to each seat (``arcs: Setup 2.5``)."""

BACKTRACKS = 200
"""How often the redraw of one chapter may backtrack before it begins the chapter again."""
TRIES = 1000
"""How many choices one redraw may find wrong before it gives up (``NoWorldFound``): about
0.4 s in a short game, seconds in a long one. A redraw usually finds none wrong: in 60
greedy 3-player games none gave up, and 2 of 17,680 draws in 40 4-player games did
(``benchmarks/results-arcs-redraw.md``)."""

def _of_its_kind(act: str, legal: Sequence[Action]) -> list[Action]:
    """The actions of ``legal`` of ``act``'s kind: its first word, or its exit prefix."""
    exit_prefix = next((p for p in EXIT_PREFIXES if act.startswith(p)), None)
    if exit_prefix is not None:
        return [a for a in legal if a.startswith(exit_prefix)]
    word = act.partition(" ")[0]
    return [a for a in legal if a.partition(" ")[0] == word]


@lru_cache(maxsize=1 << 16)
def _names_card(act: str) -> bool:
    """Whether ``act`` names an action card: only such an action can be refused for what a
    hand holds (kept by the action: a replay checks every decision it takes)."""
    return any(w in ACTION_CARDS for w in act.split())


class Knowledge:
    """What ``seat`` saw at every step of the real game: its view, the events, the cards
    it will see each seat use later (the seat using them, by step), what the public hand
    counts tell (when a hand was empty, when it grew with no decision naming the card) and
    the swaps it did not see. Worked out once per position and seat (``State.determinizer``)
    from what ``seat`` may know, read and never changed by each redraw."""

    def __init__(self, state: CardEffects, seat: int) -> None:
        seen = seen_by(state, seat)  # read, never changed: other positions may share it
        self.seat = seat
        self.views: list[Any] = seen.views
        self.chapters: list[int] = seen.chapters
        self.uses: list[tuple[int, int, str]] = seen.uses  # (step, seat holding it, card)
        self.starts: set[int] = seen.starts
        """The steps after which a chapter begins, cards gathered."""
        self.start = seen.start  # the last of them: where the current chapter begins
        self.from_discard: set[tuple[int, str]] = seen.from_discard
        """The cards ``seat`` took from the ordered bottom of the discard (no decision names
        them), by step: such a card was in the discard then, not in the deck."""
        self.swaps: list[tuple[int, int, int]] = seen.swaps
        """The swaps ``seat`` did not see (step, holder, rival): a Guild card's, between two
        other seats."""
        self.refills: list[list[int]] = seen.refills
        """For each seat, the steps at which its hand grew by a card no secret decision
        names (a draw from the ordered bottom of the discard, a card taken back), in order."""
        self._plan_swaps()  # a new list of uses: the pass's stays as it was
        self.arrivals = self._arrivals(state, seen.counts)
        self.by_card: dict[str, tuple[list[int], list[int]]] = {}
        """Each card's uses in order: their steps and their users (``next_use`` bisects)."""
        for j, user, c in self.uses:
            steps, users = self.by_card.setdefault(c, ([], []))
            steps.append(j)
            users.append(user)
        self.events = state.events
        # the chapters before this one, redrawn once for every draw
        self.base = _earlier_chapters(state, self) if self.start else fresh_game(state)

    def _plan_swaps(self) -> None:
        """For each swap ``seat`` did not see, one card each side is seen using only after it
        (and no seat before it in the chapter; the one used last) is taken to have come
        from the other side: that side is noted as holding it at the swap, so the redraw
        deals it there and each side has a card to give (a preference only: every choice
        stays open, and ``seat`` sees the same either way)."""
        planned = []
        for t, holder, rival in self.swaps:
            chapter = self.chapters[t]
            before = {c for j, _, c in self.uses if j < t and self.chapters[j] == chapter}
            for user, giver in ((rival, holder), (holder, rival)):
                after = [c for j, u, c in self.uses if j > t and u == user
                         and self.chapters[j] == chapter and c not in before]
                if after:
                    planned.append((t, giver, after[-1]))
        self.uses = sorted(self.uses + planned, key=lambda use: use[0])

    def next_user(self, card: str, step: int) -> int | None:
        """The seat ``seat`` will next see holding ``card`` after ``step`` in this chapter."""
        use = self.next_use(card, step)
        return None if use is None else use[0]

    def _arrivals(self, state: CardEffects, counts: list[list[int]]
                  ) -> dict[tuple[int, int, str], int]:
        """The uses whose card cannot have been in its user's hand since the chapter's deal:
        (step, user, card) -> the step after which it came. Hand counts are public (arcs
        R5): a hand that held ``k`` cards at some step after the deal kept at most ``k`` of
        the cards its seat uses afterwards, so of the cards a seat is seen using after the
        last of its smallest hands, those beyond the first ``k`` came later (a preference:
        which ``k`` stayed is not known; the soonest used are taken to). A card played face
        up before in the chapter came back (a Union's take-back, a draw from the discard)
        and is not counted."""
        arrivals: dict[tuple[int, int, str], int] = {}
        by_step: dict[int, list[tuple[int, str]]] = {}
        for j, user, card in self.uses:
            by_step.setdefault(j, []).append((user, card))
        low: list[tuple[int, int, list[str]]] = []  # each seat's smallest hand: size, step, used
        playing = False
        gone: set[str] = set()  # played face up this chapter: seen again, it came back
        for i, (who, act) in enumerate(state.history):
            if i in self.starts:
                low, playing = [], False
                gone.clear()
            if not playing and who != CHANCE:  # the deal is over: hands are full
                low, playing = [(counts[i][h], i, []) for h in range(state.players)], True
            if not playing:
                continue
            for h in range(state.players):
                if counts[i][h] <= low[h][0]:
                    low[h] = (counts[i][h], i, [])
            for user, card in by_step.get(i, ()):
                size, at, used = low[user]
                if card not in used and card not in gone:
                    used.append(card)
                    if len(used) > size:
                        arrivals[(i, user, card)] = at
            if act.partition(" ")[0] in ("lead", "surpass", "pivot"):
                gone.add(card_of(act))
        return arrivals

    def arrives_after(self, use: tuple[int, int], card: str) -> int:
        """For a use (seat, step) of ``card``: the step after which the card came to that
        seat's hand, when it cannot have been there since the chapter's deal (``_arrivals``);
        -1 otherwise."""
        return self.arrivals.get((use[1], use[0], card), -1)

    def refilled(self, holder: int, after: int, before: int) -> bool:
        """Whether ``holder``'s hand grew by a card no secret decision names at a step from
        ``after`` to ``before``."""
        grew = self.refills[holder]
        k = bisect_left(grew, after)
        return k < len(grew) and grew[k] <= before

    def next_use(self, card: str, step: int) -> tuple[int, int] | None:
        """(the seat, the step) of ``seat``'s next sight of ``card`` in use after ``step`` in
        this chapter."""
        uses = self.by_card.get(card)
        if uses is None:
            return None
        steps, users = uses
        k = bisect_right(steps, step)  # the first use after ``step`` (``uses`` is in order)
        if k == len(steps):
            return None
        j = steps[k]
        return (users[k], j) if self.chapters[j] == self.chapters[step] else None


_BASES: Replays[CardEffects] = Replays(kept=64)
"""The redraws of earlier chapters (``_earlier_chapters``) asked for last."""


def _earlier_chapters(state: CardEffects, know: Knowledge) -> CardEffects:
    """The chapters before the current one (steps before ``know.start``) redrawn for
    ``know.seat`` with a fixed generator: a function of the options, the edits and the
    decisions before ``know.start`` alone, so it is remembered by them (``_BASES``) and
    every later position of the chapter, and every search from one, reuses it (read, never
    changed: a redraw plays on a clone).

    Why nothing after ``know.start`` can change it: the replay reads ``know`` only at steps
    before it, and what ``know`` says of such a step (the view, the events, the uses
    ``next_use`` finds, the arrivals, the swaps, the refills) looks no further than the
    step's own chapter, which ended there (a chapter begins at a step after which every
    card is gathered: ``Knowledge.starts``). The same key, so, is the same redraw; a key
    differing in any earlier decision, even a secret the seat cannot see, is worked out
    afresh, as before."""
    start = know.start
    key = (type(state), know.seat, repr(sorted(state.options.items())),
           repr([edit for edit in state.edits if edit[0] < start]))
    earlier = tuple(state.history[:start])
    base = _BASES.get(key, earlier)
    if base is None:
        base = _replay(state, know, fresh_game(state), 0, start, Rng(0, stream=0xA5))
        _BASES.keep(key, earlier, base)
    return base


def forget_remembered() -> None:
    """Forget every remembered pass over a game (``seen.SEEN``) and redraw of earlier
    chapters (``_BASES``): what a position costs when nothing before it was asked (a
    benchmark's cold start)."""
    SEEN.clear()
    _BASES.clear()


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
    seat use is offered first to that seat's deals and draws and last to secret plays, and
    first to a pile its owner draws from (see the module's docstring)."""
    legal = _of_its_kind(act, s.legal_actions())
    if kind == "swap":
        legal = [a for a in legal if a != "no swap"]
    pending: Any = s.pending
    if kind == "entry":
        to = pending.to
        uses = {a: know.next_use(card_of(a), step) for a in legal}
        # a card the seat takes from the discard's ordered bottom next was someone's first
        users = {a: None if use is None or (use[1], card_of(a)) in know.from_discard else use[0]
                 for a, use in uses.items()}
        # a card ``to`` uses only after a hand too small to have kept it came later
        late = {a for a, use in uses.items()
                if use is not None and use[0] == to and know.arrives_after(use, card_of(a)) > step}
        wanted = [a for a in legal if users[a] == to and a not in late]
        free = [a for a in legal if users[a] is None]
        others = [a for a in legal if users[a] not in (to, None, know.seat) and a not in late]
        # a card the seat itself gets next is where the seat will find it: last of all
        mine = _ordered(rng, [a for a in legal if users[a] == know.seat or a in late], ())
        room = HAND - len(s.hands[to]) if pending.kind == "deal" else 1
        if len(wanted) > room:  # not all fit: the ones the seat will be seen using first
            first = sorted(wanted, key=lambda a: (know.next_use(card_of(a), step), a))
            return first + _ordered(rng, free, others) + mine
        if len(wanted) == room:
            return _ordered(rng, wanted, free + others) + mine
        return _ordered(rng, wanted + free, others) + mine
    if kind == "exit":
        def idle_card(a: Action) -> bool:
            """No one is seen using it next, or it is next taken from the discard's bottom,
            or its holder uses it only after a hand too small to have kept it (it came
            back: ``Knowledge._arrivals``)."""
            use = know.next_use(card_of(a), step)
            return use is None or (use[1], card_of(a)) in know.from_discard \
                or (use[0] == s.to_move and know.arrives_after(use, card_of(a)) > step)
        idle = [a for a in legal if idle_card(a)]
        return _ordered(rng, idle, [a for a in legal if a not in idle])
    if kind == "swap":
        holder, rival = pending.seat, pending.args[0]

        def fits(a: Action) -> bool:
            words = a.split()
            return (know.next_user(words[1], step) in (None, rival)
                    and know.next_user(words[3], step) in (None, holder))
        good = [a for a in legal if fits(a)]
        return _ordered(rng, good, [a for a in legal if not fits(a)])
    if kind == "pile":  # placed first, drawn first from the bottom: the owner draws at once
        users = {a: know.next_user(card_of(a), step) for a in legal}
        owners = sorted((a for a in legal if users[a] == pending.owner),
                        key=lambda a: (know.next_use(card_of(a), step), a))
        rest = _ordered(rng, [a for a in legal if users[a] is None],
                        [a for a in legal if users[a] not in (None, pending.owner)])
        return owners + rest
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
    sim = _replay(state, know, clone_game(know.base), know.start, len(state.history), rng)
    edit_at(state, sim, len(state.history))
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
    frames: list[_Frame] = []
    anchor, backtracks, limit, wrong = (begin, clone_game(sim)), 0, BACKTRACKS, 0
    i = begin
    while i < end:
        if i in know.starts and i != anchor[0]:
            frames, anchor, backtracks, limit = [], (i, clone_game(sim)), 0, BACKTRACKS
        edit_at(state, sim, i)
        who, act = history[i]
        kind = secret_kind(sim, who, act, seat)
        want: _Want | None = None  # why the replay failed here, when a want explains it
        if kind is None:
            want = _lacking(sim, who, act, i)
            if want is None:
                if _take(sim, act, i, know, seat):
                    i += 1
                    continue
                want = _unseen(sim, know, i, seat)
        else:
            tries = _candidates(sim, kind, act, i, know, rng)
            frames.append(_frame(sim, kind, i, tries, keep=wrong > 0))
            if tries and _take(sim, frames[-1].untried.pop(0), i, know, seat):
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
                i, sim = anchor[0], clone_game(anchor[1])
                break
            _back_to_a_choice(frames, want, know)
            want = None
            if not frames:
                raise AssertionError(f"{state!r}: no game agrees with what seat {seat} saw")
            i, sim = frames[-1].step, clone_game(_before(state, frames, anchor, sim))
            edit_at(state, sim, i)
            if _take(sim, frames[-1].untried.pop(0), i, know, seat):
                i += 1
                break
    return sim


@dataclass(slots=True)
class _Frame:
    """A secret decision of the redraw: its step, the position before it, the choices not
    tried yet, every card its choices name (tried or not), the seats whose hands a choice
    changes (a deal or draw: the receiver; a face-down play: its owner; a swap: both), and
    the kind of secret it is (``secret_kind``)."""

    step: int
    before: CardEffects | None
    """The position before it, or None when not kept (``_before`` rebuilds it)."""
    untried: list[Action]
    cards: frozenset[str]
    hands: frozenset[int]
    kind: str
    wants: list[_Want] = field(default_factory=list)
    """The wants its tried choices met later (blamed on it by ``_jump_back``)."""
    blind: bool = False
    """Whether a tried choice failed for a reason no want explains."""


class _Want(NamedTuple):
    """A known play refused at ``step`` for want of ``cards`` in the hands of ``seats``."""

    cards: frozenset[str]
    seats: frozenset[int]
    step: int


def _frame(s: CardEffects, kind: str, step: int, tries: list[Action], keep: bool) -> _Frame:
    """The secret decision ``s`` stands at; ``keep``: with a copy of the position (a redraw
    that has not gone wrong yet seldom will: most never backtrack, so until one does the
    positions are rebuilt only when needed, by ``_before``)."""
    pending: Any = s.pending
    hands: tuple[int, ...] = ()
    if kind == "entry":
        hands = (pending.to,)
    elif kind == "swap":
        hands = (pending.seat, pending.args[0])
    elif kind == "exit":
        hands = (cast(int, s.to_move),)
    return _Frame(step, clone_game(s) if keep else None, tries, _named(tries), frozenset(hands),
                  kind)


def _before(state: CardEffects, frames: list[_Frame], anchor: tuple[int, CardEffects],
            sim: CardEffects) -> CardEffects:
    """The position before the last frame's decision, kept in the frame from now on: when
    the frame has none, the nearest earlier kept position (a frame's or the chapter's start,
    ``anchor``) played on with the decisions ``sim`` took from there (``sim`` went through
    every frame with the choices that stand)."""
    target = frames[-1]
    if target.before is None:
        kept = next((f for f in reversed(frames) if f.before is not None), None)
        start, base = (kept.step, kept.before) if kept is not None else anchor
        rebuilt = clone_game(cast("CardEffects", base))
        for step in range(start, target.step):
            edit_at(state, rebuilt, step)
            rebuilt._apply_legal(sim.history[step][1])
        edit_at(state, rebuilt, target.step)
        target.before = rebuilt
    return target.before


def _named(actions: Sequence[Action]) -> frozenset[str]:
    """The action cards ``actions`` name."""
    return frozenset(w for a in actions for w in a.split() if w in ACTION_CARDS)


def _lacking(sim: CardEffects, who: int, act: Action, step: int) -> _Want | None:
    """What ``act`` (a known play at ``step``) wants, when it is refused because it names a
    card its seat does not hold in the redrawn game (a swap: the holder's card, then the
    rival's); None when it is legal or refused otherwise."""
    if who == CHANCE or not _names_card(act) \
            or act in sim._legal_set():
        return None
    words = act.split()
    if act.startswith("swap ") and len(words) == 4:
        rival = cast("Any", sim.pending).args[0]
        held = [(words[1], who), (words[3], rival)]
    else:
        held = [(w, who) for w in words if w in ACTION_CARDS]
    missing = [(card, holder) for card, holder in held if card not in sim.hands[holder]]
    if not missing:
        return None
    return _Want(frozenset(c for c, _ in missing), frozenset(h for _, h in missing), step)


def _unseen(sim: CardEffects, know: Knowledge, step: int, seat: int) -> _Want | None:
    """What the redrawn game lacked when ``seat`` saw another hand after the known decision
    at ``step`` (``sim``: after it): the cards the redrawn hand lacks (``_missing``), of
    ``seat``'s own hand (a draw from the ordered bottom of the discard) or of the hand it
    looked at; None when something else differed (the events)."""
    mine, looked = sight(sim, seat)
    real_mine, real_looked = know.views[step + 1]
    if set(mine) != set(real_mine):
        return _Want(_missing(real_mine, mine), frozenset((seat,)), step)
    if looked is not None and real_looked is not None and looked != real_looked:
        cards = _missing(real_looked[1], looked[1])
        return _Want(cards, frozenset((looked[0],)), step) if cards else None
    return None


def _missing(real: Sequence[str], redrawn: Sequence[str]) -> frozenset[str]:
    """The cards of a real hand the redrawn one lacks (the redrawn one's extra cards when it
    lacks none): the game can agree only when each comes into the hand, so only a decision
    that can move one of them can help."""
    return frozenset(real) - frozenset(redrawn) or frozenset(redrawn) - frozenset(real)


def _back_to_a_choice(frames: list[_Frame], want: _Want | None, know: Knowledge) -> None:
    """Drop the secret decisions whose choices are all tried or cannot help, so that the
    last one left has a choice that may (conflict-directed backjumping). ``want``: what
    made the replay fail, when a want of cards explains it; otherwise the last decision is
    blamed as it stands (``blind``: backtracking one decision at a time from it)."""
    wants, later = [want] if want is not None else [], False
    while frames:
        if not wants:
            frames[-1].blind = True
        else:
            keep = max(_helpers(frames, w, later, know) for w in wants)
            if not keep:  # no decision explains it: one at a time (none is skipped)
                frames[-1].blind = True
            else:
                del frames[keep:]
                frames[-1].wants += wants
        if frames[-1].untried:
            return
        dead = frames.pop()  # every choice tried: the decisions before it are to blame
        wants = [] if dead.blind else dead.wants
        later = any(dead.kind != "exit" and dead.hands & w.seats for w in wants)


def _helpers(frames: list[_Frame], want: _Want, later: bool, know: Knowledge) -> int:
    """How many of the last secret decisions to keep: up to the last one that can put a
    card of ``want`` into the hand of a seat of it by its step (0: none can). A decision
    can when one of its choices names such a card and either changes such a seat's hand (a
    deal or draw to it, a swap with it, its own face-down play) or comes before a change: a
    later deal, draw or swap of such a seat (``later``: one comes after every frame), or its
    hand growing by a draw no decision names (the ordered bottom of the discard:
    ``Knowledge.refills``). A card's place follows from the choices that name it and from
    the public plays, so another choice at a decision that cannot would meet the same want."""
    keep = len(frames)
    while keep:
        f = frames[keep - 1]
        touches = bool(f.hands & want.seats)
        if f.cards & want.cards and (touches or later or any(
                know.refilled(s, f.step, want.step) for s in want.seats)):
            return keep
        later = later or (touches and f.kind != "exit")
        keep -= 1
    return 0


def _take(sim: CardEffects, act: Action, step: int, know: Knowledge, seat: int) -> bool:
    """Apply ``act`` if legal; whether ``seat`` then sees what it saw in the real game."""
    if _names_card(act) and act not in sim._legal_set():
        return False  # only an action naming a card can be refused for what a hand holds
    start = sim.event_count
    sim._apply_legal(act)
    new = sim.events_since(start)
    end = start + len(new)
    if end > len(know.events) or new != know.events[start:end]:
        return False
    return bool(sight(sim, seat) == know.views[step + 1])
