"""Mystick Domination's determinizer (``State.determinize``): a game one seat cannot tell from
the real one, drawn among the games the rules could have played.

**What is secret, and from whom.** The deck lists are options (every seat sees them), play
areas, Mystick Crosses, discard piles ("Q: Can I look through the discard piles? A: Yes"),
Power, scores and the Draw Count are on the table. What is hidden:

- *A player's hand*, from every other seat (rulebook "Draw": a card drawn goes to the hand;
  the view shows the others only its size). A Major drawn into a hand is discarded at once,
  face up (rulebook "Draw", mystick R2), so only Minor Arcana are ever hidden in a hand.
- *A player's deck*, from everyone, the owner included (Glossary "deck": kept face down):
  its contents are the deck list less every card seen elsewhere, so a seat knows its own
  deck as a set; decks are unordered piles (``rules`` docstring), so there is no order to
  redraw, except:
- *Cards looked at on top of a deck* (``look_deck``, target "you" on every card that has it:
  mystick R1, the catalog), known to the deck's owner only, in order, and drawn first.

**What a seat learns** and keeps (each stays true until a public event says otherwise):

- the cards turned up for initiative go to their players' hands (rulebook "Drawing for
  Initiative", mystick R5, R15): public cards in a hand;
- a card returned from a discard pile to a hand (``recover``) is named: a public card in a
  hand;
- a card leaving a hand is named (played face up, rulebook "Play"; discarded at random or by
  choice, into a face-up discard pile): if it was not known to be there, it was one of the
  hidden cards that player drew, so one hidden draw of theirs is pinned to it;
- ``look_hand`` (a Pentacles card, mystick R2 "Pentacles control cards in hands"): the seat
  whose card it is sees the whole hand at that moment, so every hidden card then in it is
  pinned;
- a card looked at on top of a deck and later turned up (Fate, mill, initiative, a Major
  drawn into the hand) is named: that look is pinned to it;
- counts: hand sizes, deck sizes and how many cards lie looked-at on top of a deck are on
  the table or in the log ("looks at the top N card(s)").

**How each is handled.** For ``seat``, the real game's history is replayed once, noting
only what ``seat`` may know: every hidden draw of another player (a Minor into their hand,
a card onto the top of their deck to look at: the chance decisions ``tarotlab.testing``'s
secrets list for mystick) becomes an unknown *token*; the public events above move tokens
(top of deck to hand) or pin them to cards, in a canonical way (a card leaving a hand that
was not known to be there pins that hand's oldest unpinned token; a look pins the hand's
tokens to the unknown cards seen, sorted, in the order the tokens were drawn). Then, for
each other player in seat order, the cards ``seat`` cannot account for (their deck list less
every public place and less the cards known in their hand) are sorted and shuffled with
``rng``: the hand's unpinned tokens take Minors, uniformly (a Major never stays in a hand,
mystick R2); the looked-at cards on top of the deck take uniformly from what is left, Majors
included; the deck keeps the rest (sorted, as the engine keeps it). Every token's chance
decision is rewritten to the card it got, and the position is rebuilt by replaying the
rewritten history, so it is exactly the game that history gives (``check_possible``). The
seat's own hand, own deck tops and own decisions, and every public decision, stay as
played; the order of everything that is shuffled comes from sorted names and the tokens'
public order, never from where the real hidden cards lie (``check_honest``).

What another seat saw this move (its ``look_hand`` of a third seat's hand, or its own deck
top) is shown only to that seat, so it is rewritten with the cards it showed. The position
must be the game its history gives (prepared positions are, ``scenario.Rig``): one edited by
hand is refused. Cost: one replay of the history (about 8 ms for 300 decisions of 5-player
play on this project's 2-core machine), once per position and seat, and only from where a
remembered replay of the history's beginning ended (``core.replays``: the position before,
a branch's parting): what it learns (``Knowledge``) serves every redraw
(``State.determinizer``), and a redraw is a clone and a few shuffles.

Where the rules are silent (which hidden draw a card later played came from), the choice is
canonical, not random: it changes only the history, never the position.
"""

from __future__ import annotations

from collections import Counter
from copy import deepcopy
from dataclasses import dataclass, field
from typing import Any, cast

from ..core.engine import CHANCE, Action
from ..core.errors import TarotlabError
from ..core.replays import Replays, clone_watched
from ..core.rng import Rng
from .pending import DrawCard
from .state import CARDS, MystickBase


@dataclass(eq=False)
class _Token:
    """One card another player drew where ``seat`` could not see it: the chance decision
    (its index in the history) that drew it, and the card it is pinned to (None: unknown)."""

    decision: int
    card: str | None = None


@dataclass
class _Rival:
    """What ``seat`` knows of one other player's hidden cards."""

    known: Counter[str] = field(default_factory=Counter)
    """Cards known to be in the hand (initiative, recovered, seen by a look)."""
    hand: list[_Token] = field(default_factory=list)
    """The hand's unpinned hidden cards, in the order they were drawn."""
    tops: list[_Token] = field(default_factory=list)
    """The cards looked at on top of the deck, top first (never known to ``seat``)."""
    tokens: list[_Token] = field(default_factory=list)
    """Every hidden draw, pinned or not."""


Unit = tuple[Any, ...]
"""What is being carried out: ("card", decision, DrawCard, card) for a card drawn by chance,
("draw", seat, dest) for the draw task (it may take a looked-at card off a deck), or (name,)
for any other decision or task."""


Look = tuple[int | None, Counter[str], list[_Token]]
"""What another seat saw, to redraw it: (None, -, the looked-at tokens on top of their deck)
or (whose hand, the cards known in it then, its hidden tokens then)."""


class _Watch:
    """Follows a replay of the real game, one decision or task at a time, and keeps of it only
    what ``me`` may know (the module docstring)."""

    def __init__(self, me: int, players: int) -> None:
        self.me = me
        self.rivals = {o: _Rival() for o in range(players) if o != me}
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.tops: list[list[str]] = [[] for _ in range(players)]
        self.seen: dict[int, Any] = {}
        self.looks: dict[int, Look] = {}
        self.unit: Unit = ("setup",)

    def observe(self, s: MystickBase) -> None:
        """Take in what the last unit changed in the other players' hands and deck tops, and
        a look of ``me`` at a hand."""
        for o, rival in self.rivals.items():
            hand, tops = s.hands[o], s.tops[o]
            if hand != self.hands[o] or tops != self.tops[o]:
                self._change(o, rival, self.hands[o], hand, self.tops[o], tops)
                self.hands[o], self.tops[o] = list(hand), list(tops)
        if s.seen:
            for looker, seen in s.seen.items():
                if seen is not self.seen.get(looker):
                    self._seen(looker, seen)
            self.seen = dict(s.seen)

    def _seen(self, looker: int, seen: tuple[int, tuple[str, ...]]) -> None:
        """A look: ``me`` at a hand (look_hand pins its hidden cards), or another player at a
        hand or at the top of their own deck (what they saw is noted, to be redrawn with
        the cards it shows)."""
        whose = seen[0]
        if looker == self.me:
            if whose != self.me:  # look_hand: (that seat, their hand)
                self._look(self.rivals[whose], seen[1])
        elif whose == looker:  # look_deck: (own seat, the cards on top)
            self.looks[looker] = (None, Counter(), list(self.rivals[looker].tops))
        elif whose == self.me:  # my own hand: kept as it is
            self.looks.pop(looker, None)
        else:
            rival = self.rivals[whose]
            self.looks[looker] = (whose, Counter(rival.known), list(rival.hand))

    def _change(self, o: int, rival: _Rival, old_hand: list[str], hand: list[str],
                old_tops: list[str], tops: list[str]) -> None:
        gained = Counter(hand) - Counter(old_hand)
        lost = Counter(old_hand) - Counter(hand)
        unit = self.unit
        if unit[0] == "card" and unit[2].player == o:  # chance drew a card of o's deck
            decision, pending, card = unit[1], unit[2], unit[3]
            if pending.dest == "look":  # onto the top of the deck, seen by o only
                token = _Token(decision)
                rival.tops.append(token)
                rival.tokens.append(token)
            elif pending.dest == "hand" and gained[card]:  # a Minor, unseen (rulebook Draw)
                token = _Token(decision)
                rival.hand.append(token)
                rival.tokens.append(token)
                gained[card] -= 1
        elif unit[0] == "draw" and unit[1] == o and old_tops and tops == old_tops[1:]:
            token, card = rival.tops.pop(0), old_tops[0]  # the top card, looked at before
            if unit[2] == "hand" and not CARDS[card].is_major:
                rival.hand.append(token)  # still unseen, now in the hand
                gained[card] -= 1
            else:  # turned up (initiative, Fate, mill) or a Major discarded from the hand
                token.card = card
        for card in sorted(gained.elements()):  # named: initiative card, card recovered
            rival.known[card] += 1
        for card in sorted(lost.elements()):  # named: played or discarded
            if rival.known[card]:
                rival.known[card] -= 1
            else:  # one of o's hidden cards: pin the oldest (the rules do not say which)
                rival.hand.pop(0).card = card
        rival.known += Counter()  # drop zero counts

    @staticmethod
    def _look(rival: _Rival, seen: tuple[str, ...]) -> None:
        """``me`` sees the whole hand: its hidden cards are the cards seen less the known."""
        whole = Counter(seen)
        hidden = sorted((whole - rival.known).elements())
        if len(hidden) != len(rival.hand):  # pragma: no cover - a failure of the game
            raise AssertionError("mystick determinize: a hand seen does not fit its draws")
        for token, card in zip(rival.hand, hidden, strict=True):
            token.card = card
        rival.hand = []
        rival.known = whole


def _note_unit(state: MystickBase) -> bool:
    """The tracer's ``_before_task``: take in the last unit, then name the next task."""
    watch = cast(_Watch, state.__dict__["_watch"])
    watch.observe(state)
    task = state.tasks[0] if state.tasks else ("",)
    watch.unit = ("draw", task[1], task[2]) if task[0] == "draw" else (task[0],)
    return False


_TRACERS: dict[type[MystickBase], type[MystickBase]] = {}


def _tracer(cls: type[MystickBase]) -> type[MystickBase]:
    """The game's class with a watch before every task (a class of its own, made once)."""
    tracer = _TRACERS.get(cls)
    if tracer is None:
        tracer = cast(type[MystickBase],
                      type(f"{cls.__name__}Tracer", (cls,), {"_before_task": _note_unit}))
        _TRACERS[cls] = tracer
    return tracer


_TRACES: Replays[tuple[_Watch, MystickBase]] = Replays(kept=32)
"""The traces asked for last (the watch and the replay it watched, never changed once
kept), by class, seat, options and decisions: a history that goes on from a remembered one
(the next position; a secrecy branch of the conformance harness) is replayed from where
that one ended."""


def _trace(state: MystickBase, seat: int) -> tuple[_Watch, MystickBase]:
    """The real game replayed from its history (chance as written) under a watch for
    ``seat``: the watch and the replay (read, never changed)."""
    options = repr(sorted((k, v) for k, v in state.options.items()
                          if k not in ("seed", "auto_chance")))
    key = (type(state), seat, options)

    def fresh() -> tuple[_Watch, MystickBase]:
        watch = _Watch(seat, state.n)
        cls = _tracer(type(state))
        traced = cls.__new__(cls)
        traced.__dict__["_watch"] = watch
        traced._start({**state.options, "seed": 0, "auto_chance": False}, autoplay=False)
        return watch, traced

    def copy(trace: tuple[_Watch, MystickBase]) -> tuple[_Watch, MystickBase]:
        watch = deepcopy(trace[0])  # its tokens are shared between lists: deepcopy keeps that
        return watch, clone_watched(trace[1], watch)

    def go_on(trace: tuple[_Watch, MystickBase], done: int) -> None:
        watch, traced = trace
        for i in range(done, len(decisions)):
            watch.observe(traced)
            pending = traced.pending
            action = decisions[i][1]
            watch.unit = (("card", i, pending, action.arg) if isinstance(pending, DrawCard)
                          else ("decision",))
            traced._apply_legal(action)
        watch.observe(traced)

    decisions = tuple(state._decisions)
    return _TRACES.replayed(key, decisions, fresh, copy, go_on)


@dataclass(frozen=True)
class Knowledge:
    """What ``seat`` knows of the other players' hidden cards, from one replay of the history
    (``knowledge``); every redraw reads it and none changes it, so a search replays once
    for all its determinizations of a position (``State.determinizer``)."""

    watch: _Watch
    position: dict[int, tuple[list[str], list[str], list[str]]]
    """Each other player's hand, deck top and deck as the history gives them."""


def knowledge(state: MystickBase, seat: int) -> Knowledge:
    """Replay the real game's history (its options, the seed left out: chance is as written)
    and keep what ``seat`` may know of it (the module docstring)."""
    watch, traced = _trace(state, seat)
    return Knowledge(watch, {o: (list(traced.hands[o]), list(traced.tops[o]),
                                 list(traced.decks[o])) for o in watch.rivals})


def determinize(state: MystickBase, seat: int, rng: Rng, known: Knowledge | None = None
                ) -> None:
    """Redraw in place everything ``seat`` cannot account for, and rewrite the hidden draws
    of the history to match (the module docstring); ``known``: ``knowledge(state, seat)``,
    worked out here if not given."""
    if known is None:
        known = knowledge(state, seat)
    watch = known.watch
    for o in watch.rivals:
        if known.position[o] != (state.hands[o], state.tops[o], state.decks[o]):
            raise TarotlabError("mystick: determinize needs a position its history gives")
    drawn: dict[_Token, str] = {}  # the cards the unpinned tokens get in this redraw

    def card(token: _Token) -> str:
        found = token.card if token.card is not None else drawn.get(token)
        if found is None:  # pragma: no cover - a failure of the game or of the watch
            raise AssertionError("mystick determinize: a hidden draw was left unknown")
        return found

    decisions = state._decisions
    for o, rival in sorted(watch.rivals.items()):
        unknown = (Counter(state.hands[o]) - rival.known) + Counter(state.tops[o]) \
            + Counter(state.decks[o])
        cards = sorted(unknown.elements())
        minors = [c for c in cards if not CARDS[c].is_major]
        rng.shuffle(minors)
        drawn.update(zip(rival.hand, minors, strict=False))
        rest = sorted(minors[len(rival.hand):] + [c for c in cards if CARDS[c].is_major])
        rng.shuffle(rest)
        drawn.update(zip(rival.tops, rest, strict=False))
        for token in rival.tokens:
            decisions[token.decision] = (CHANCE, Action(f"card {card(token)}"))
        hand = [card(t) for t in rival.hand]
        top = [card(t) for t in rival.tops]
        state.hands[o] = sorted([*rival.known.elements(), *hand])
        state.tops[o] = top
        state.decks[o] = sorted((unknown - Counter(hand) - Counter(top)).elements())
    for looker in state.seen:  # what other seats saw this move, redrawn with it
        if looker in watch.looks:
            whose, seen_known, tokens = watch.looks[looker]
            cards = [*seen_known.elements(), *map(card, tokens)]
            state.seen[looker] = (looker, tuple(cards)) if whose is None \
                else (whose, tuple(sorted(cards)))
