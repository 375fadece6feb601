"""Arcana's state machine: the coin, rounds, match-ups, effects, spending and the end.

Rules are cited as ``arcana R<n>`` (arcana-rulings.md) and ``arcana: <section>`` (the
rulebook); project decisions as ``tarotlab T<n>`` (docs/rulings.md).

A round is a small program on the core's decision engine (``core.decision``): after both
throws the match-up pushes tasks (effects, choices, spending, the round's end) onto a queue;
the ``TASKS`` table below names the method that carries out each, and the runner works through
them until a seat or the CHANCE seat must decide (a pending record of ``decisions.py``, whose
``Decision`` classes hold each decision's rule, prompt, legal actions, refusals and effect), or
the game ends.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import add
from typing import Any, ClassVar

from ..core.copying import Shape, flat, nested, same, table
from ..core.decision import Decide, Decision, DecisionState, Task
from ..core.engine import ALL, CHANCE, Action, Outcome
from ..core.options import Option
from ..core.present import RenderedView, frozen_maker
from ..core.rng import Rng
from .catalog import (
    CARDS,
    CHAMBERS,
    CLOCK_TICK_EVERY,
    DAMAGE_PER_HP,
    EARLIEST_HOUR,
    KEYS_PER_CHAMBER,
    MIDNIGHT,
    NAMES,
    START,
    Effect,
    Matchup,
    matchup,
    parity_of,
)
from .decisions import CARD_OF_THROW, THROW, Choose, Pending, RollWheel, other
from .decisions import DECISIONS as _DECISIONS
from .language import parse_text

HIDDEN = -1
"""In a view: a card was thrown this round but the viewer may not see which (arcana R12)."""

_TWO_EACH = [2] * 22
"""The invariant's count of every card: 2 copies, in a hand or removed (arcana R1)."""



def clock_text(hour: int) -> str:
    """Hour 1..24 as a time of day: 9 -> '9 AM', 12 -> '12 PM' (noon), 24 -> 'midnight'."""
    if hour >= 24:
        return "midnight"
    if hour == 12:
        return "12 PM (noon)"
    return f"{hour % 12} {'AM' if hour < 12 else 'PM'}"


class ArcanaState(DecisionState):
    """A game of Arcana for two seats (seat 0 throws first each round, arcana R2), run by the
    core's decision engine: ``TASKS`` (below) and ``decisions.DECISIONS``."""

    GAME = "arcana"
    PROBES = ("coin 0", "die 6", "gain 3 keys", "throw The Fool")
    """Texts the golden playthrough tries when every candidate is legal (one must fail)."""
    OPTIONS = (
        Option("players", int, 2, "Arcana is for exactly two players", choices=(2,)),
        Option("resolution", str, "winner", "arcana R6: 'winner' (only the winning card's "
               "effect resolves) or the variant 'both' (winner's first, then the loser's)",
               choices=("winner", "both")),
    )
    DECISIONS: ClassVar[Mapping[str, Decision[Any, Any]]] = _DECISIONS
    OVER_RULE = "arcana R11"

    CLONE_SHAPES: ClassVar[dict[str, Shape]] = {
        **DecisionState.CLONE_SHAPES, **dict.fromkeys(
            ("hp", "damage", "keys", "clock", "chambers", "thrown"), flat),
        **dict.fromkeys(("hands", "removed", "removed_by"), nested),
        "pending": same, "last": same, "tasks": flat, "options": table}
    """The fields ``_setup`` makes, by shape (``core.copying``): a search clones at every
    playout. Every pending record, task, ``Matchup`` and option holds only names and
    numbers."""

    players = 2
    pending: Pending
    tasks: list[Task]

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.round: int | None = None
        self.hp = [START["hp"], START["hp"]]
        self.damage = [START["damage"], START["damage"]]
        self.keys = [START["keys"], START["keys"]]
        self.clock = [START["clock"], START["clock"]]
        self.chambers = [0, 0]
        self.hands = [[1] * 22, [1] * 22]  # counts by arcana R1 number (Tower/Fool may double)
        self.removed = [[0] * 22, [0] * 22]  # removed from each seat's hand
        # why each seat's card was last removed: (rule, the card it met), for the refusal
        self.removed_by: list[list[tuple[str, int] | None]] = [[None] * 22, [None] * 22]
        self.thrown: list[int | None] = [None, None]
        self.pending = Decide("coin", CHANCE)
        self.choice_source = ""  # the latest choice's source: views show it until the next
        self.tasks = []
        self.last: Matchup | None = None
        self.last_round: int | None = None
        self.rounds_played = 0
        self._log(None, "each player holds all 22 Major Arcana, 6 HP, 0 damage, 0 keys, "
                  "clock at 9 AM", "arcana: Gameplay")

    # ------------------------------------------------------------------ protocol hooks
    def _candidates(self) -> Sequence[Action]:
        """The actions one might try, in the order a hand shows them: a throw's candidates are
        all 22 cards in display order, held or not (not the held ones first, as the core's
        ``DecisionState`` would list a decision's legal actions and its near misses)."""
        return self._decision().candidates(self, self.pending) or self.legal_actions()

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_text(text)

    def check_invariants(self) -> None:
        """Raise AssertionError unless the position is consistent (used by conformance)."""
        over = self._outcome is not None
        (hand0, hand1), (removed0, removed1) = self.hands, self.removed
        assert len(hand0) == len(hand1) == len(removed0) == len(removed1) == 22, "22 cards"
        totals = list(map(add, map(add, hand0, hand1), map(add, removed0, removed1)))  # in C
        assert totals == _TWO_EACH, f"each card has 2 copies in hands or removed: {totals}"
        for s in (0, 1):
            assert min(self.hands[s]) >= 0 and min(self.removed[s]) >= 0
            assert self.damage[s] >= 0 and self.keys[s] >= 0, "points below 0 (arcana R7)"
            assert EARLIEST_HOUR <= self.clock[s] <= MIDNIGHT, "clock out of range (arcana R4)"
            assert 0 <= self.chambers[s] <= len(CHAMBERS)
            if not over:
                assert self.hp[s] > 0 and self.clock[s] < MIDNIGHT and any(self.hands[s])
                assert self.chambers[s] < len(CHAMBERS)
                assert self.damage[s] < DAMAGE_PER_HP, "damage left unspent (arcana R10)"
                assert self.keys[s] < KEYS_PER_CHAMBER, "keys left unspent (arcana R10)"
        assert over == (self.pending.kind == "over")

    # ------------------------------------------------------------------ tasks
    def _t_choice(self, seat: int, options: tuple[Action, ...], source: str,
                  chamber: bool) -> None:
        """arcana R7, R10: ``seat`` chooses an effect's option or a chamber's reward."""
        self.choice_source = source
        self.pending = Choose("choose", seat, options, source, chamber)

    # ------------------------------------------------------------------ the round
    def _round_start(self) -> None:
        """The clock ticks every few rounds (arcana R4); then seat 0 throws first (arcana R2)."""
        r = self.round
        assert r is not None
        self.thrown = [None, None]
        if r > 0 and r % CLOCK_TICK_EVERY == 0:
            self.clock[0] += 1
            self.clock[1] += 1
            self._log(None, f"round {r} is a multiple of {CLOCK_TICK_EVERY}: both players lose "
                      f"1 hour (seat 0 {clock_text(self.clock[0])}, seat 1 "
                      f"{clock_text(self.clock[1])})", "arcana R4")
            late = [s for s in (0, 1) if self.clock[s] >= MIDNIGHT]
            if len(late) == 2:
                self._end((), "midnight-both", "both clocks reached midnight at the same "
                          "round start", "arcana R11")
                return
            if late:
                self._lose(late[0], "midnight", "their clock reached midnight", "arcana R11")
                return
        self.pending = THROW[0]

    def _reveal(self) -> None:
        a, b = self.thrown
        assert a is not None and b is not None and self.round is not None
        m = matchup(a, b, parity_of(self.round))
        self.last, self.last_round = m, self.round
        self.rounds_played += 1
        self._log(None, f"round {self.round}: seat 0 reveals {NAMES[a]}, seat 1 reveals "
                  f"{NAMES[b]}", "arcana R2")
        self._log(None, m.reason, m.rule)
        kind = m.kind
        if kind == "both-removed":
            self._remove(0, a, "arcana R9")
            self._remove(1, b, "arcana R9")
            self._check_hands("arcana R9")
        elif kind == "switch":  # hands are counts: two copies may meet in one hand (T7)
            self.hands[0][a] -= 1
            self.hands[1][a] += 1
            self.hands[1][b] -= 1
            self.hands[0][b] += 1
            self._log(None, f"{NAMES[a]} goes to seat 1 and {NAMES[b]} to seat 0",
                      "arcana R9")
        elif kind == "magician-removed":
            assert m.winner is not None
            loser = other(m.winner)
            self._remove(loser, self.thrown[loser], "arcana R8")  # type: ignore[arg-type]
            self._check_hands("arcana R8")
        elif kind != "identical":
            assert m.winner is not None
            w = m.winner
            self.tasks.append(("effect", w, self.thrown[w]))
            if self.options["resolution"] == "both":
                self.tasks.append(("effect", other(w), self.thrown[other(w)]))
        self.tasks.append(("round_end",))

    def _round_end(self) -> None:
        """The next round starts at once: the round's end is always the last task queued
        (``_reveal`` queues it after the effects; choices are pushed before it), so the start
        is called, not queued and run next (one task fewer a round)."""
        assert self.round is not None and not self.tasks
        self.round += 1
        self._round_start()

    # ------------------------------------------------------------------ effects
    def _card_effect(self, seat: int, card_no: int) -> None:
        """Resolve the effect of ``seat``'s thrown card (arcana R6, R7)."""
        card = CARDS[card_no]
        name = NAMES[card_no]
        if card.effect == "remove":
            # R7; under resolution="both" a losing Magician removes the card it met (T3)
            opp = other(seat)
            target = self.thrown[opp]
            assert target is not None
            rule = "arcana R7" if self.last is None or self.last.winner == seat \
                else "arcana R7, tarotlab T3"
            self._log(seat, f"{name}'s effect (seat {seat}): the opposing card is removed", rule)
            self._remove(opp, target, rule)
            self._check_hands("arcana R7")
        elif card.effect == "wheel":
            self.pending = RollWheel("die", CHANCE, seat)
            self._log(seat, f"{name}'s effect (seat {seat}): a die is rolled", "arcana R7")
        elif card.effect == "tower-fool":
            opts = tuple(e.action for e in card.options)
            self._push(("choice", seat, opts, f"{name}'s effect", False),
                       ("choice", other(seat), opts, f"{name}'s effect for the opponent", False))
        elif len(card.options) == 1:  # tarotlab T2: one option, no decision
            self._effect(seat, card.options[0], "arcana R7", f"{name}'s effect (seat {seat}): ")
            self._push(("spend", seat))
        else:
            self._push(("choice", seat, tuple(e.action for e in card.options),
                        f"{name}'s effect", False))

    def _effect(self, seat: int, e: Effect, rule: str, prefix: str = "") -> None:
        """Apply one effect option for ``seat`` (arcana R4, R7: points never below 0)."""
        stat, n = e.stat, e.amount
        if e.target == "self":
            if stat == "hp":
                self.hp[seat] += n
            elif stat == "damage":
                self.damage[seat] += n
            elif stat == "keys":
                self.keys[seat] += n
            else:
                self.clock[seat] = max(EARLIEST_HOUR, self.clock[seat] - n)
            self._log(seat, prefix + e.describe(f"seat {seat}"), rule)
            return
        opp = other(seat)
        if stat == "damage":
            self.damage[opp] = max(0, self.damage[opp] - n)
        elif stat == "keys":
            self.keys[opp] = max(0, self.keys[opp] - n)
        else:
            self.clock[opp] = min(MIDNIGHT, self.clock[opp] + n)
        by = prefix or f"seat {seat}'s effect: "  # the event names who acted
        self._log(seat, by + e.describe(opponent=f"seat {opp}"), rule)
        if self.clock[opp] >= MIDNIGHT:
            self._lose(opp, "midnight", "their clock reached midnight", "arcana R11")

    def _spend(self, seat: int) -> None:
        """Spend points at once (arcana R10): 5 damage -> 1 HP off, 9 keys -> next chamber.

        Damage before keys, each chamber's reward spent before the next (tarotlab T6).
        """
        opp = other(seat)
        while self._outcome is None:
            if self.damage[seat] >= DAMAGE_PER_HP:
                self.damage[seat] -= DAMAGE_PER_HP
                self.hp[opp] -= 1
                self._log(seat, f"seat {seat} spends {DAMAGE_PER_HP} damage points: seat {opp} "
                          f"loses 1 HP ({self.hp[opp]} left)", "arcana R10")
                if self.hp[opp] <= 0:
                    self._lose(opp, "hp", "their HP reached 0", "arcana R11")
                continue
            if self.keys[seat] >= KEYS_PER_CHAMBER and self.chambers[seat] < len(CHAMBERS):
                self.keys[seat] -= KEYS_PER_CHAMBER
                self.chambers[seat] += 1
                ch = CHAMBERS[self.chambers[seat] - 1]
                self._log(seat, f"seat {seat} spends {KEYS_PER_CHAMBER} key points to unlock "
                          f"chamber {ch.number}, the {ch.name}", "arcana R10")
                if ch.ascension:
                    self._end((seat,), "ascension", f"seat {seat} unlocked the Ascension Chamber",
                              "arcana R11")
                elif len(ch.options) == 1:
                    self._effect(seat, ch.options[0], "arcana R10", f"{ch.name}: ")
                else:
                    self._push(("choice", seat, tuple(e.action for e in ch.options),
                                f"the {ch.name} (chamber {ch.number})", True), ("spend", seat))
                    return
                continue
            return

    def _remove(self, seat: int, card: int, rule: str) -> None:
        """Remove ``seat``'s thrown ``card`` from play, remembering the rule (for refusals)."""
        self.hands[seat][card] -= 1
        self.removed[seat][card] += 1
        met = self.thrown[other(seat)]
        assert met is not None
        self.removed_by[seat][card] = (rule, met)
        self._log(seat, f"seat {seat}'s {NAMES[card]} is removed from play", rule)

    def _check_hands(self, rule: str) -> None:
        """arcana R11: no cards left in hand loses, at once (T8); both at once draw (T5)."""
        empty = [s for s in (0, 1) if not any(self.hands[s])]
        if len(empty) == 2:
            self._end((), "cards-both", "both players' last cards were removed by the same "
                      "event", "arcana R11, tarotlab T5")
        elif empty:
            self._lose(empty[0], "cards", "all their cards were removed from play", "arcana R11")

    # ------------------------------------------------------------------ the end
    def _lose(self, seat: int, ending: str, why: str, rule: str) -> None:
        self._end((other(seat),), ending, f"seat {seat} loses: {why}", rule)

    def _end(self, winners: tuple[int, ...], ending: str, reason: str, rule: str) -> None:
        if self._outcome is not None:
            return  # arcana R11: the first end condition met stands
        self._outcome = Outcome(winners, ending, reason, rule, scores=tuple(self.hp))
        self._log(None, str(self._outcome), rule)

    # ------------------------------------------------------------------ determinizing
    def _determinize(self, seat: int, rng: Rng, known: Any = None) -> None:
        """arcana R2, R12: hands, the coin and the die are public; the one secret is seat 0's
        card thrown face down while seat 1 chooses. For seat 1 it is redrawn uniformly among
        the cards seat 0 could have thrown (every card it holds), and the throw in the
        history with it."""
        if seat != 1 or self.pending != THROW[1] or self.thrown[0] is None:
            return
        throws = _DECISIONS["throw"].legal(self, THROW[0])
        throw = throws[rng.below(len(throws))]
        self.thrown[0] = CARD_OF_THROW[throw]
        last = max(i for i, (who, _) in enumerate(self._decisions) if who == 0)
        self._decisions[last] = (0, throw)

    def before_simultaneous(self, seat: int) -> ArcanaState | None:
        """arcana R2: the two throws of a round are chosen in secret, each without the other:
        seat 1's throw is simultaneous with seat 0's, taken just before it face down. The
        position before seat 0's throw (the decision, its event and the card taken back).

        >>> import tarotlab
        >>> s = tarotlab.new_game("arcana", seed=1)
        >>> s.apply("throw Star")
        >>> before = s.before_simultaneous(1)
        >>> before.to_move, before.step, s.before_simultaneous(0)
        (0, 1, None)
        """
        if seat != 1 or self.pending != THROW[1] or self.thrown[0] is None:
            return None
        before = self.clone()
        assert isinstance(before, ArcanaState)
        before.thrown[0] = None
        before.pending = THROW[0]
        before._decisions.pop()
        events = before.events
        kept = len(events)
        while kept and events[kept - 1].step > len(before._decisions):
            kept -= 1
        before._keep_events(kept)
        before._reset_caches()
        return before

    # ------------------------------------------------------------------ views
    def _view(self, seat: int | None) -> ArcanaView:
        return self._views((seat,))[0]

    def _views(self, seats: Sequence[int | None]) -> tuple[ArcanaView, ...]:
        """Each viewer's view. Both seats' panels are built once and shared by every viewer
        (views are immutable); only a card thrown face down differs per viewer (arcana R12)."""
        shown = tuple(self._player_view(s, self.thrown[s]) for s in (0, 1))
        secret = shown
        pending = self.pending
        phase = pending.kind
        if phase == "throw":  # arcana R12: secret until both have chosen
            secret = tuple(p if p.thrown is None else self._player_view(s, HIDDEN)
                           for s, p in enumerate(shown))
        chooser, choice = (pending.seat, pending.options) if type(pending) is Choose else (None, ())
        resolution = self.options["resolution"]
        views = []
        for seat in seats:
            players = (shown if seat == ALL else (shown[0], secret[1]) if seat == 0
                       else (secret[0], shown[1]) if seat == 1 else secret)
            views.append(_new_view((  # ArcanaView's fields in order
                seat, self.round, self.to_move, phase, (players[0], players[1]), chooser,
                choice, self.choice_source, self.last, self.last_round, self._outcome,
                resolution)))
        return tuple(views)

    def _player_view(self, seat: int, thrown: int | None) -> PlayerView:
        return _new_player_view((self.hp[seat], self.damage[seat], self.keys[seat],
                                 self.clock[seat], self.chambers[seat], tuple(self.hands[seat]),
                                 tuple(self.removed[seat]), thrown))

    TASKS: ClassVar[Mapping[str, Callable[..., None]]] = {
        "round_start": _round_start,
        "effect": _card_effect, "choice": _t_choice, "spend": _spend, "round_end": _round_end}
    """Task name -> the method that carries it out (``core.decision.DecisionState._run``)."""


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's public position; ``thrown`` is a card number, HIDDEN, or None."""

    hp: int
    damage: int
    keys: int
    clock: int
    chambers: int
    hand: tuple[int, ...]
    removed: tuple[int, ...]
    thrown: int | None

    @property
    def clock_text(self) -> str:
        return clock_text(self.clock)


@dataclass(frozen=True, slots=True, repr=False)
class ArcanaView(RenderedView):
    """What one seat (or a spectator) sees of an Arcana game (arcana R12)."""

    viewer: int | None
    round: int | None
    to_move: int | None
    phase: str
    players: tuple[PlayerView, PlayerView]
    chooser: int | None
    choice: tuple[Action, ...]
    choice_source: str
    last: Matchup | None
    last_round: int | None
    outcome: Outcome | None
    resolution: str

    @property
    def parity(self) -> str | None:
        return None if self.round is None else parity_of(self.round)


_new_view = frozen_maker(ArcanaView)
_new_player_view = frozen_maker(PlayerView)
"""Views are made for every viewer at every step of the conformance checks: without the
dataclasses' ``__init__``, which sets each field through ``object.__setattr__``."""
