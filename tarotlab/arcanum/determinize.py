"""Arcanum's determinizer (``State.determinize``): a game one seat cannot tell from the real one,
drawn uniformly among the games the rules could have played that show that seat what it saw.

**What is secret, and from whom.** The board, prestige, VP, the discard piles (face up,
arcanum: Playing a Minor Arcana, e), the cards being played, every count (hands, hidden cards,
decks, the Wheel's gifts) and the cards the Sun revealed (R19) are public. Hidden:

- *a player's hand* (arcanum: A, "hide it in front of him"), from every other seat; every
  card drawn is a chance decision naming it (tarotlab A1) that only the drawer sees, including
  the Treasure Vault's card, hidden at once (arcanum: 7);
- *the cards hidden under the board*, from every other seat: which Minor a hide takes (R11,
  the Magician, Emperor, Hermit, Moon, World, Ballroom, Cathedral) and which a Temperance swap
  exchanges. Hiding the Fool is playing it, so the hidden Fool is public (arcanum: 0 - Fool);
- *the Wheel's gifts* (R17), known to giver and receiver only;
- *the decks*, from everyone: their contents follow from the rest, and an empty deck is rebuilt
  from its discard pile (arcanum: Additional Notes).

**What a seat learns**, and keeps: its own cards and decisions; every card named face up (played,
discarded, exchanged at the Market, revealed by the Sun or at a scoring, R10, R20, R21); the
gifts it receives and gives; that a hand holds no Minor ("has no Minor Arcana": arcanum B, R11,
XIII Death; ending the turn without one) or still holds one (no such line, a hide asked), and
what R22 lets the active player do; and which deck every card was drawn from.

**How.** The real history is replayed once, noting only that (``_Watch``): each card another
seat draws unseen becomes a *token* of a class: Minor or Major, and its deck's *epoch* (how
many times that deck had been rebuilt). A deck is rebuilt only when empty, from its discard
pile, so a token can only be a card whose last return to its deck opened the same epoch (every
card starts in epoch 0), and a card named later tells its token's class exactly. A card the
seat knows to be in another seat's hands (a gift it made, a card revealed, the hidden Fool) is
a *known item*. Each other seat's hand, hidden cards and gifts are then multisets of classes,
and its history a list of operations on them (``worlds``): forced ones (a draw adds a token; a
card named takes that known item or a token of its class from where it is named), choices
(which class a hide, a swap or a gift took) and checks (the public facts above).
``worlds.solve`` draws the choices exactly: uniformly among all the worlds (which item each
secret decision took, which card each token is) that agree with everything the seat saw. Every
world has the same chance probability (deck sizes are public), and the other seats' secret
choices are counted alike, as the rules say nothing of them. A world is always found (the real
game is one), so no choice can contradict a later reveal. Each class's unknown cards are then
dealt uniformly onto its tokens (those still hidden during a House scoring among the suits not
yet revealed); the history's hidden draws, hides, swaps and gifts are rewritten with those
cards, and the position (the others' hands, hidden cards and gifts, the decks) is set to the
one that history gives (``check_possible`` replays it).

Honesty: the operations come from the decisions' kinds, public events and counts, the seat's
own cards and the cards named face up; never from the real hidden cards. Orders come from the
history, sorted classes and ``rng``. Cost: the replay (about 2 ms for the 300 decisions of a
4-player game on this project's 2-core machine) is kept for the last few histories, since a
search determinizes one position again and again, and a history that goes on from a kept one
is replayed from where that one ended (``core.replays``); the rest takes 0.2 ms (3 players)
to 0.5 ms (4 players) at the median.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from ..core.engine import CHANCE, Action
from ..core.errors import TarotlabError
from ..core.replays import Replays, clone_watched
from ..core.rng import Rng
from .base import DRAWS, HIDES, MAJOR_DECK, ArcanumBase
from .catalog import (
    DEATH,
    FOOL,
    MAJOR_BASE,
    MAJORS,
    MINORS,
    WHEEL,
    code,
    is_major,
    parse_card,
    suit_of,
)
from .language import DISCARD_NONE, END_TURN, HIDE_NONE, MARKET_PASS, SWAP_NONE
from .worlds import Cls, D, H, Item, Op, Solved, forward, play, put, solve


class _Watch:
    """Follows a replay of the real game and writes, for each other seat, the operations on
    its hand, hidden cards and gifts that ``me`` can know of (the module docstring)."""

    def __init__(self, me: int, n: int) -> None:
        self.me, self.n = me, n
        self.ops: dict[int, list[Op]] = {o: [] for o in range(n) if o != me}
        self.epoch = {"minor": 0, "major": 0}
        self.ret = [0] * 78  # the epoch each card last entered its deck in
        self.known: set[int] = set()  # cards known to lie with another seat
        self.shown: set[int] = set()  # the suits revealed so far in a House scoring under way

    def copy(self) -> _Watch:
        """An independent copy, to watch a replay that goes on from this one's (the
        operations are tuples of values: each list is copied, not its items)."""
        new = _Watch.__new__(_Watch)
        new.me, new.n = self.me, self.n
        new.ops = {o: list(ops) for o, ops in self.ops.items()}
        new.epoch, new.ret = dict(self.epoch), list(self.ret)
        new.known, new.shown = set(self.known), set(self.shown)
        return new

    def cls(self, card: int) -> Cls:
        return (2, card) if card in self.known else (int(is_major(card)), self.ret[card])

    def pin(self, o: int, zone: int, card: int, mode: str) -> None:
        """A card named where ``o`` holds it: it leaves (exit), or stays known (stay, hide)."""
        self.ops[o].append(("pin", zone, self.cls(card), mode, card))
        (self.known.discard if mode == "exit" else self.known.add)(card)

    def decide(self, s: ArcanumBase, i: int, seat: int, action: Action) -> None:
        """The operations of decision ``i`` itself (the tasks it runs are wrapped)."""
        p: Any = s.pending
        if seat == CHANCE:
            if p.kind == "draw" and p.to != self.me:  # a card only its drawer sees
                zone = D if p.dest == "hidden" else H
                self.ops[p.to].append(("add", zone, (int(p.deck == MAJOR_DECK),
                                                     self.epoch[p.deck]), i))
            return
        if seat == self.me:
            return
        ops, kind, due = self.ops[seat], action.kind, s._minor_due(seat)
        if kind == "hide" and action.arg == "Fool":  # playing the Fool by hiding it: public
            self.pin(seat, H, FOOL, "hide")
        elif kind == "hide" and action != HIDE_NONE:
            ops.append(("hide", i, due))  # R22: not the last Minor before the mandatory one
        elif kind == "swap" and action != SWAP_NONE:  # a card the Sun revealed leaves face up
            shown = frozenset(s.revealed[seat])
            out = parse_card(action.arg.partition(" for ")[0])
            ops.append(("swap", i, (2, out) if out in shown else None, shown))
        elif kind == "give":
            ops.append(("give", i, due))
        elif kind == "reveal":
            self.pin(seat, D, parse_card(action.arg), "stay")
        elif kind in ("discard", "play", "market") and action not in (DISCARD_NONE, MARKET_PASS):
            card = parse_card(action.split()[-1] if kind == "market"
                              else action.arg.partition(":")[0])
            if kind == "discard" and p.kind == "discard" and due and card < MAJOR_BASE:
                ops.append(("check", "two"))  # R22, the Discarding decision's refusal
            self.pin(seat, H, card, "exit")
            if kind == "play" and due and card in (DEATH, WHEEL):  # R22
                ops.append(("check", card))
        elif action == END_TURN and not s.minor_played:
            ops.append(("check", "zero"))  # a player holding a Minor must play one first

    def task(self, s: ArcanumBase, name: str, args: tuple[Any, ...], run: Callable[[], None]
             ) -> None:
        """Around a task: a deck rebuilt, the Wheel's gifts, a scoring's reveals and its end,
        and what a check for a Minor in hand shows (an event, or a decision asked)."""
        me, n = self.me, self.n
        if name == "draw" and args[2] > 0:
            deck = args[1]
            discard = s.minor_discard if deck == "minor" else s.major_discard
            if not (s.minor_deck if deck == "minor" else s.major_deck) and discard:
                self.epoch[deck] += 1
                for card in discard:
                    self.ret[card] = self.epoch[deck]
        elif name == "wheel_swap":
            for o in self.ops:
                if (o + 1) % n == me:  # the gifts ``me`` receives: it sees them
                    got = tuple((c, self.cls(c)) for c in sorted(s.gifts[o]))  # not in order
                    self.ops[o].append(("out_me", put((), *(c for _, c in got)), got))
                    self.known.difference_update(s.gifts[o])
                else:
                    self.ops[o].append(("out",))
            self.known.update(s.gifts[me])
            for o in self.ops:
                self.ops[o].append(("in_me", tuple(s.gifts[me])) if (o - 1) % n == me
                                   else ("in",))
        elif name == "score_end":
            self.shown.clear()
            for o in self.ops if args[0] == "full" else ():
                self.ops[o].append(("clear",))
                self.known.difference_update(s.revealed[o])
        before = [list(r) for r in s.revealed], s.event_count
        run()
        if name == "reveal_house":
            self.shown.add(args[1])
            for o in self.ops:
                for card in sorted(set(s.revealed[o]) - set(before[0][o])):
                    self.pin(o, D, card, "stay")
                self.ops[o].append(("suit", args[1], frozenset(s.revealed[o])))
        elif name in ("minor_check", "hide", "death") and args[0] != me:
            zero = s.event_count > before[1] if name == "minor_check" else s.pending is None
            self.ops[args[0]].append(("check", "zero" if zero else "one"))


_TRACERS: dict[type[ArcanumBase], type[ArcanumBase]] = {}
_WATCHED = ("draw", "wheel_swap", "score_end", "reveal_house", "minor_check", "hide", "death")


def _tracer(cls: type[ArcanumBase]) -> type[ArcanumBase]:
    """The game's class with the watched tasks wrapped (a class of its own, made once)."""
    if cls not in _TRACERS:
        def wrap(name: str, task: Callable[..., None]) -> Callable[..., None]:
            def watched(s: ArcanumBase, *args: Any) -> None:
                s.__dict__["_watch"].task(s, name, args, lambda: task(s, *args))
            return watched
        tasks = {**cls.TASKS, **{k: wrap(k, cls.TASKS[k]) for k in _WATCHED}}
        _TRACERS[cls] = cast(type[ArcanumBase], type(f"{cls.__name__}Tracer", (cls,),
                                                     {"TASKS": tasks}))
    return _TRACERS[cls]


_FIELDS = ("hands", "hidden", "gifts", "minor_deck", "major_deck", "revealed")
_TRACES: Replays[tuple[_Watch, ArcanumBase]] = Replays(kept=32)
"""The traces asked for last (the watch and the replay it watched, never changed once
kept), by class, seat, options and decisions: a search determinizes the same position again
and again, and a history that goes on from a remembered one (the next position; a secrecy
branch of the conformance harness) is replayed from where that one ended."""


def _trace(state: ArcanumBase, seat: int) -> tuple[_Watch, ArcanumBase]:
    """The real game replayed from its history (chance as written) under a watch for
    ``seat``: the watch and the replay (read, never changed); the position must be the one
    that history gives."""
    options = tuple(sorted((k, v) for k, v in state.options.items()
                           if k not in ("seed", "auto_chance")))
    key = (type(state), seat, options)

    def fresh() -> tuple[_Watch, ArcanumBase]:
        watch = _Watch(seat, state.n)
        cls = _tracer(type(state))
        traced = cls.__new__(cls)
        traced.__dict__["_watch"] = watch
        traced._start(dict(state.options, auto_chance=False), autoplay=False)
        return watch, traced

    def copy(trace: tuple[_Watch, ArcanumBase]) -> tuple[_Watch, ArcanumBase]:
        watch = trace[0].copy()
        return watch, clone_watched(trace[1], watch)

    def go_on(trace: tuple[_Watch, ArcanumBase], done: int) -> None:
        watch, traced = trace
        for i in range(done, len(decisions)):
            who, action = decisions[i]
            watch.decide(traced, i, who, action)
            traced._apply_legal(action)

    decisions = tuple(state._decisions)
    watch, traced = _TRACES.replayed(key, decisions, fresh, copy, go_on)
    if [getattr(traced, f) for f in _FIELDS] != [getattr(state, f) for f in _FIELDS]:
        raise TarotlabError("arcanum: determinize needs a position its history gives")
    return watch, traced


def determinize(state: ArcanumBase, seat: int, rng: Rng) -> None:
    """Redraw in place everything ``seat`` cannot account for, and rewrite the history's hidden
    draws, hides, swaps and gifts to match (the module docstring)."""
    watch, _ = _trace(state, seat)
    pool = _pool(state, seat, watch)
    chain = [(seat + k) % state.n for k in range(1, state.n)]  # gifts go to the left (R17)
    picks = solve(watch.ops, chain, pool, watch.shown, rng, _forward_of(watch, chain))
    tokens: list[Item] = []
    secret: list[tuple[int, str, list[Item]]] = []
    zones: dict[int, list[list[Item]]] = {}
    inbox: list[list[Item]] = []
    for o in chain:
        zones[o], inbox = play(watch.ops[o], picks[o], inbox, rng, tokens, secret)
    barred = {id(item) for o in chain for item in zones[o][D]} if watch.shown else set()
    _deal(state, pool, tokens, barred, watch.shown, rng)
    decisions = state._decisions
    for item in tokens:
        decisions[item.draw] = (CHANCE, DRAWS[item.card])
    for i, kind, items in secret:
        text = (HIDES[items[0].card] if kind == "hide" else f"give {code(items[0].card)}"
                if kind == "give" else f"swap {code(items[0].card)} for {code(items[1].card)}")
        decisions[i] = (decisions[i][0], Action(text))
    for o in chain:
        hand, hidden, gifts = ([item.card for item in zone] for zone in zones[o])
        state.hands[o], state.hidden[o], state.gifts[o] = sorted(hand), sorted(hidden), gifts


_LAST_SOLVED: list[tuple[_Watch, Solved]] = []
"""The last watch solved forward, and its ``worlds.forward``: a search determinizes one
position again and again (the same kept watch: ``_trace``), and the forward half does not
depend on the draw. One only: a solution holds every layer of the history's multiset
states, and keeping one with each of ``_TRACES``' watches made a deep-checked game that
determinizes a new position at every step slower, not faster (20 against 28 s for one test
of ``tests/test_determinize_arcanum.py``)."""


def _forward_of(watch: _Watch, chain: list[int]) -> Solved:
    """``worlds.forward`` of ``watch``'s operations, the last one worked out again if asked
    for the same watch (kept by ``_trace``, it never watches more)."""
    if _LAST_SOLVED and _LAST_SOLVED[0][0] is watch:
        return _LAST_SOLVED[0][1]
    solved = forward(watch.ops, chain, watch.shown)
    _LAST_SOLVED[:] = [(watch, solved)]
    return solved


def _pool(state: ArcanumBase, seat: int, watch: _Watch) -> dict[Cls, list[int]]:
    """The cards ``seat`` cannot account for, by class (sorted)."""
    seen = set(watch.known).union(state.minor_discard, state.major_discard, state.in_play,
                                  state.hands[seat], state.hidden[seat], state.gifts[seat])
    pool: dict[Cls, list[int]] = {}
    for card in [*MINORS, *(MAJORS if state.options["majors"] else ())]:
        if card not in seen:
            pool.setdefault((int(is_major(card)), watch.ret[card]), []).append(card)
    return pool


def _deal(state: ArcanumBase, pool: dict[Cls, list[int]], tokens: list[Item],
          barred: set[int], shown: set[int], rng: Rng) -> None:
    """Each class's unknown cards dealt uniformly onto its tokens still unnamed (those hidden
    during a scoring first, among the suits not yet revealed); the rest are the decks (sorted,
    as the engine keeps them)."""
    for c, cards in sorted(pool.items()):
        waiting = [item for item in tokens if item.card < 0 and item.cls == c]
        for item in sorted(waiting, key=lambda item: id(item) not in barred):
            fits = [k for k, card in enumerate(cards)
                    if id(item) not in barred or suit_of(card) not in shown]
            item.card = cards.pop(rng.choice(fits))
    if any(item.card < 0 for item in tokens):  # pragma: no cover - a failure of the watch
        raise AssertionError("arcanum determinize: a hidden card was left unknown")
    rest = sorted(card for cards in pool.values() for card in cards)
    minors = [card for card in rest if card < MAJOR_BASE]
    if (len(minors), len(rest) - len(minors)) != (len(state.minor_deck), len(state.major_deck)):
        raise AssertionError("arcanum determinize: the decks do not add up")  # pragma: no cover
    state.minor_deck, state.major_deck = minors, rest[len(minors):]
