"""The Mystick position and the questions every rulebook section asks of it: which cards are
in play and where, each Pawn's influence and traits with every effect applied (mystick R2,
the static and temporary effects), a Pawn leaving play (R9), turn order (R4), the Draw
Count (R10).

``MystickBase`` is the floor the sections stand on: ``draws.py``, ``effects.py``,
``moves.py``, ``challenge.py`` and ``views.py`` read and change a position through it, and
``rules.MystickState`` (setup, initiative, turns, rounds, the end) builds on it and on them.
Its fields are set by ``MystickState._setup``. The task runner and the decisions' protocol are
the core's (``tarotlab.core.decision``), as in every game: each section module declares its
``Decision`` classes and ``DECISIONS`` / ``TASKS`` tables, which ``rules.MystickState`` joins.
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from ..core.copying import Shape, flat, list_of_tables, nested, same, table
from ..core.decision import Decision as CoreDecision
from ..core.decision import DecisionState, Task
from .catalog import Effect, MystickCard, load
from .inplay import InPlay, rows_in_play
from .pending import Pending

CARDS: dict[str, MystickCard] = load()
STATIC = {cid: tuple(e for e in card.effects if e.when == "static")
          for cid, card in CARDS.items()}
PRINTED = {cid: (max(0, card.influence), frozenset(card.traits)) for cid, card in CARDS.items()}
"""Each card's printed influence (never below 0) and traits: a Pawn's modifiers when no
static or temporary effect is in play (``_mods``)."""
CROSS = 8  # spaces of a Mystick Cross (rulebook "The Mystick Cross")
DRAW_COUNT_END = 3  # mystick R10: the round ends when the Draw Count reaches it
R_MOVE = "mystick: Making Moves"
R_SETUP = "mystick: Game Setup"


def options_and_decks(options: dict[str, Any]) -> dict[str, Any]:
    """``clone()``'s copy of the options (a declared shape, ``core.copying``): values, but for
    ``decks``, which is "" or one list of card codes per seat (``decks.DecksOption``)."""
    copied = options.copy()
    decks = copied.get("decks")
    if type(decks) is list:
        copied["decks"] = nested(decks)
    return copied


def challenge_under_way(challenge: dict[str, Any]) -> dict[str, Any]:
    """``clone()``'s copy of the challenge under way (a declared shape): numbers, names and
    flags, and lists of numbers (the Cross spaces its Fate Draw filled, those marked to
    redraw), each list copied."""
    copied = challenge.copy()
    for key, value in challenge.items():
        if type(value) is list:
            copied[key] = value[:]
    return copied


class MystickBase(DecisionState):
    """A Mystick position (see ``rules.MystickState`` for the game itself); the task runner
    and the State protocol are ``core.decision.DecisionState``'s."""

    OVER_RULE = R_MOVE

    n: int
    deck_lists: tuple[tuple[str, ...], ...]  # each seat's cards as dealt: never changed
    deck_names: list[str]
    decks: list[list[str]]
    tops: list[list[str]]
    hands: list[list[str]]
    discards: list[list[str]]
    crosses: list[list[str | None]]
    pawns: list[list[InPlay]]
    environments: list[list[InPlay]]
    pool: int
    start_pool: int
    removed_power: int
    vp: list[int]
    draw_count: int
    round: int
    next_uid: int
    eliminated: list[bool]
    skips: list[list[str]]
    extra_moves: list[str]
    extra_move_now: str
    picked_opponent: int | None
    mover: int
    temp: list[tuple[int, str, Any]]
    seen: dict[int, tuple[int, tuple[str, ...]]]
    challenge: dict[str, Any] | None
    initiative: dict[int, str]
    initiative_draws: list[dict[int, str]]
    pick_src: str
    _cache_mods: dict[int, tuple[int, frozenset[str]]] | None
    resolving: list[str]
    pending: Pending | None
    tasks: list[Task]

    CLONE_SHAPES: ClassVar[dict[str, Shape]] = {
        **DecisionState.CLONE_SHAPES, **dict.fromkeys(
            ("decks", "tops", "hands", "discards", "crosses", "skips"), nested),
        "deck_lists": same, "pending": same,
        **dict.fromkeys(("deck_names", "vp", "eliminated", "extra_moves", "resolving", "temp",
                         "tasks"), flat),
        "seen": table, "initiative": table, "initiative_draws": list_of_tables,
        "pawns": rows_in_play, "environments": rows_in_play, "options": options_and_decks,
        "challenge": challenge_under_way}
    """How ``clone()`` copies the fields above whose shape is fixed (``core.copying``); Pawns
    and Environments are cards in play, each copied once (the state's one memo). A pending
    record, a task and a temporary effect are tuples of numbers, names and effects (values:
    ``catalog.Effect``); a task names a card in play by its uid, never holds it."""

    def _deck_size(self, seat: int) -> int:
        return len(self.decks[seat]) + len(self.tops[seat])

    def _all_pawns(self) -> list[InPlay]:
        return [p for seat in range(self.n) for p in self.pawns[seat]]

    def _find(self, label: str) -> InPlay | None:
        for seat in range(self.n):
            for thing in self.pawns[seat] + self.environments[seat]:
                if thing.label == label:
                    return thing
                for att in thing.attachments:
                    if att.label == label:
                        return att
        return None

    def _static(self) -> list[tuple[InPlay, InPlay | None, Effect]]:
        """(source card, Pawn it is attached to or None, effect) for every static effect."""
        out: list[tuple[InPlay, InPlay | None, Effect]] = []
        static = STATIC  # most cards have none (11 of 78): loop, build no list for them
        for seat in range(self.n):
            for env in self.environments[seat]:
                for e in static[env.card]:
                    out.append((env, None, e))
            for pawn in self.pawns[seat]:
                for e in static[pawn.card]:
                    out.append((pawn, pawn, e))
                for att in pawn.attachments:
                    for e in static[att.card]:
                        out.append((att, pawn, e))
        return out

    def _mods(self) -> dict[int, tuple[int, frozenset[str]]]:
        """Each Pawn's influence and traits with every static and temporary effect applied.

        Cached in ``_cache_mods`` and dropped wherever Pawns, Attachments, Environments or
        temporary effects change (the only things the result depends on).
        """
        cached: dict[int, tuple[int, frozenset[str]]] | None = getattr(self, "_cache_mods",
                                                                         None)
        if cached is not None:
            return cached
        pawns = self._all_pawns()
        static = self._static()
        if not static and not self.temp:  # nothing modifies a Pawn: as printed
            out = self._cache_mods = {p.uid: PRINTED[p.card] for p in pawns}
            return out
        influence = {p.uid: CARDS[p.card].influence for p in pawns}
        have = {p.uid: set(CARDS[p.card].traits) for p in pawns}
        removed: dict[int, set[str]] = {p.uid: set() for p in pawns}
        for source, holder, e in static:
            target = e.lookup.get("target")
            if target == "self":
                hit = [holder.uid] if holder is not None and holder.uid in influence else []
            elif target == "each_pawn":
                hit = list(influence)
            elif target == "each_enemy_pawn":
                hit = [p.uid for p in pawns if p.owner != source.owner]
            elif target == "each_own_pawn":
                hit = [p.uid for p in pawns if p.owner == source.owner]
            else:
                continue
            for uid in hit:
                if e.do == "influence":
                    influence[uid] += e.lookup["amount"]
                elif e.do == "grant_trait":
                    have[uid].add(e.lookup["trait"])
                elif e.do == "remove_trait":
                    removed[uid].add(e.lookup["trait"])
        for uid, kind, value in self.temp:
            if uid in influence:
                if kind == "influence":
                    influence[uid] += value
                elif kind == "grant":
                    have[uid].add(value)
                else:
                    removed[uid].add(value)
        out = {uid: (max(0, influence[uid]), frozenset(have[uid] - removed[uid]))
               for uid in influence}
        self._cache_mods = out
        return out

    def bonus_points(self, seat: int) -> int:
        """What ``seat`` scores at the end of a round (mystick R11): 1 VP per Power on its
        Pawns, twice on a Pawn with Presence."""
        return sum(p.power * (2 if "Presence" in self.traits(p) else 1)
                   for p in self.pawns[seat])

    def influence(self, pawn: InPlay) -> int:
        """Printed influence plus every modifier in play (never below 0)."""
        mods = self._mods().get(pawn.uid)
        if mods is None:  # a Pawn just created or leaving: compute afresh
            self._cache_mods = None
            mods = self._mods().get(pawn.uid, (CARDS[pawn.card].influence, frozenset()))
        return mods[0]

    def traits(self, pawn: InPlay) -> set[str]:
        """Printed traits plus granted ones, minus removed ones (a trait is had or not)."""
        mods = self._mods().get(pawn.uid)
        if mods is None:
            self._cache_mods = None
            mods = self._mods().get(pawn.uid, (0, frozenset(CARDS[pawn.card].traits)))
        return set(mods[1])

    def _fix_capacity(self, pawn: InPlay) -> None:
        """mystick Q&A: Power above a Pawn's influence goes back to the pool."""
        cap = self.influence(pawn)
        if pawn.power > cap:
            extra = pawn.power - cap
            pawn.power = cap
            self.pool += extra
            self._log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} holds more Power than its "
                      f"influence: {extra} Power returns to the pool", "mystick R9")

    def _fix_all(self) -> None:
        """``_fix_capacity`` for every Pawn in play; a Pawn holding no more Power than its
        influence is passed over at once (the modifiers read once: returning Power to the
        pool changes no influence)."""
        mods = self._mods()
        for seat in range(self.n):
            for pawn in self.pawns[seat]:
                known = mods.get(pawn.uid)
                if known is None or pawn.power > known[0]:
                    self._fix_capacity(pawn)

    def _leave_play(self, pawn: InPlay, why: str, rule: str = "mystick R9") -> None:
        """A Pawn leaves play: its Power to the pool, its Attachments to their owners' discards."""
        self.pawns[pawn.owner].remove(pawn)
        self.pool += pawn.power
        self._cache_mods = None
        self.discards[pawn.owner].append(pawn.card)
        for att in pawn.attachments:
            self.discards[att.owner].append(att.card)
        self._log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} leaves play ({why}); its "
                  f"{pawn.power} Power returns to the pool (mystick R9)", rule)
        pawn.power = 0
        self.temp = [t for t in self.temp if t[0] != pawn.uid]
        self._cache_mods = None

    def _order_from(self, seat: int) -> list[int]:
        """The seats still in, in turn order from ``seat`` (mystick R4)."""
        return [(seat + k) % self.n for k in range(self.n) if not self.eliminated[(seat + k)
                                                                                % self.n]]

    def _raise_draw_count(self, amount: int, who: str, rule: str) -> None:
        """The Draw Count changes (never below 0); at 3 the round ends at once (R10)."""
        floor = self.draw_count + amount < 0
        self.draw_count = max(0, self.draw_count + amount)
        verb = "raises" if amount > 0 else "lowers"
        self._log(None, f"{who} {verb} the Draw Count by {abs(amount)}: it is {self.draw_count}"
                  + (" (never below 0)" if floor else ""), rule)
        if self.draw_count >= DRAW_COUNT_END:  # mystick R10: the round ends at once
            self.challenge = None
            self.tasks = [t for t in self.tasks if t[0] == "discard_action"] + [("round_end",)]

    def _uid(self, uid: int) -> InPlay | None:
        for pawn in self._all_pawns():
            if pawn.uid == uid:
                return pawn
        return None

    def _in_play(self, uid: int) -> InPlay | None:
        for seat in range(self.n):
            for thing in self.pawns[seat] + self.environments[seat]:
                if thing.uid == uid:
                    return thing
                for att in thing.attachments:
                    if att.uid == uid:
                        return att
        return None


S = TypeVar("S", bound=MystickBase)
P = TypeVar("P")


class Decision(CoreDecision[S, P]):
    """A Mystick decision (``core.decision.Decision``). An action that is none of the choices
    of any decision is refused citing "Making Moves", whatever the decision."""

    rule: ClassVar[str] = R_MOVE
