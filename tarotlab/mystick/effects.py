"""Mystick card effects: one small handler per operation of the catalog's vocabulary.

A card's effect is data (``catalog.toml``, in the words of ``vocabulary.md``): an operation
(``do``), a target and parameters. :func:`resolve` finds what the target names (a fixed Pawn
of the challenge, the one Pawn or player there is, or a question to the card's owner), and
:func:`apply` runs the operation's handler from :data:`OPERATIONS` on it. Every line a
handler logs names and cites the card (mystick R1). The table and the vocabulary name the
same operations (tests/test_mystick_effects_table.py).

An effect is carried out by the task ``effect``; the questions an effect asks are decisions of
this module: a target to choose (``choose``), a card to discard, picked by a player
(``pick_discard``) or by chance (``random``), a card to return to hand (``recover``).

>>> sorted(OPERATIONS)[:4]
['clear_cross', 'destroy_power', 'discard_hand', 'discard_in_play']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.engine import CHANCE, Action
from .catalog import Effect
from .inplay import InPlay
from .pending import ChooseTarget, PickDiscard, RandomDiscard, RecoverCard
from .state import CARDS, CROSS, Decision, MystickBase

# why an effect that chooses finds nothing to choose (mystick: "you" is the card's owner)
NOTHING_TO_CHOOSE = {
    "own_pawn": "seat {seat} has no Pawn in play",
    "enemy_pawn": "no opponent of seat {seat} has a Pawn in play",
    "any_pawn": "no Pawn is in play",
    "opponent": "seat {seat} has no opponent left",
    "environment": "no Environment is in play",
    "attachment": "no Attachment is in play",
    "lasting": "no Environment or Attachment is in play",
}


def cite(card: str) -> str:
    """The citation of a card's effect: the catalog card that caused it (mystick R1)."""
    return f"mystick card: {CARDS[card].name}"


def whose(owner: int, seat: int) -> str:
    """'its own' or "seat N's": whose challenge an effect changes."""
    return "its own" if owner == seat else f"seat {seat}'s"


@dataclass(frozen=True)
class Call:
    """One effect being carried out: the game, the card, its effect, the card's owner and
    what the target resolved to (a Pawn, a seat number, a fixed word such as
    ``each_opponent``, or None)."""

    state: MystickBase
    card: str
    effect: Effect
    owner: int
    target: Any

    @property
    def amount(self) -> int:
        return int(self.effect.get("amount", 0))

    @property
    def rule(self) -> str:
        return cite(self.card)

    @property
    def seats(self) -> list[int]:
        """The players the target names, in turn order from the owner (mystick R14 / R4)."""
        return seats_of(self.state, self.target, self.owner)

    @property
    def pawns(self) -> list[InPlay]:
        """The Pawns in play that the target names."""
        return pawns_of(self.state, self.target, self.owner)

    def log(self, seat: int, text: str) -> None:
        self.state._log(seat, text, self.rule)


Handler = Callable[[Call], None]
OPERATIONS: dict[str, Handler] = {}
"""Each operation of vocabulary.md (``do``) and its handler."""


def operation(*names: str) -> Callable[[Handler], Handler]:
    """Register a handler for the named operations."""
    def register(handler: Handler) -> Handler:
        for name in names:
            OPERATIONS[name] = handler
        return handler
    return register


# ---------------------------------------------------------------------- targets
def seats_of(state: MystickBase, target: Any, owner: int) -> list[int]:
    if isinstance(target, int):
        return [target]
    if target == "you":
        return [owner]
    # mystick R14 / R4: players in turn order from the card's owner
    if target == "each_opponent":
        return [s for s in state._order_from(owner) if s != owner]
    if target == "each_player":
        return state._order_from(owner)
    return []


def pawns_of(state: MystickBase, target: Any, owner: int) -> list[InPlay]:
    if isinstance(target, InPlay):
        return [target] if target in state._all_pawns() else []
    if target == "each_enemy_pawn":
        return [p for p in state._all_pawns() if p.owner != owner]
    if target == "each_own_pawn":
        return list(state.pawns[owner])
    if target == "each_pawn":
        return state._all_pawns()
    return []


def choices(state: MystickBase, target: str, owner: int) -> list[str]:
    """What the card's owner may choose for a target that asks (labels or ``seat N``)."""
    if target == "own_pawn":
        return [p.label for p in state.pawns[owner]]
    if target == "enemy_pawn":
        return [p.label for p in state._all_pawns() if p.owner != owner]
    if target == "any_pawn":
        return [p.label for p in state._all_pawns()]
    if target == "opponent":
        return [f"seat {s}" for s in range(state.n) if s != owner and not state.eliminated[s]]
    if target == "environment":
        return [x.label for s in range(state.n) for x in state.environments[s]]
    if target in ("attachment", "lasting"):
        attachments = [a.label for p in state._all_pawns() for a in p.attachments]
        if target == "attachment":
            return attachments
        return choices(state, "environment", owner) + attachments
    return []


def no_pawn(state: MystickBase, word: str) -> str:
    """Why a challenge's Pawn named by an effect is missing (tarotlab D3)."""
    c = state.challenge
    if word == "challenged" and (c is None or c["target"] == "pool"):
        return "the pool is challenged, not a Pawn"
    return f"the {word} Pawn is not in play"


def effect(state: MystickBase, uid: int, card: str, e: Effect, owner: int,
           holder_uid: int) -> None:
    """Carry out one effect of ``card`` for ``owner`` (the card's owner). ``uid`` is the card
    in play (0: an Action or a Major), ``holder_uid`` the Pawn it names as "this Pawn" (0:
    none); tasks hold uids, never live objects, so a clone shares nothing mutable."""
    holder = state._uid(holder_uid) if holder_uid else None
    if uid and state._in_play(uid) is None:
        state._log(owner, f"seat {owner}'s {CARDS[card].name} left play before its effect "
                   "resolved: nothing happens", cite(card))
        return
    resolve(state, card, e, owner, holder)


def resolve(state: MystickBase, card: str, e: Effect, owner: int,
            holder: InPlay | None) -> None:
    """Carry out one effect of ``card`` for ``owner``: resolve its target (``holder`` is the
    Pawn it names as "this Pawn"), then apply it, or ask the owner when it needs a choice."""
    name = CARDS[card].name
    target = e.get("target") or e.get("from")
    c = state.challenge
    fixed = {"self": holder,
             "challenger": state._uid(c["pawn"]) if c else None,
             "challenged": state._uid(c["target_uid"]) if c and c["target_uid"] else None}
    if e.do == "move_power":
        start_move_power(state, card, e, owner, holder, fixed)
    elif target in ("challenger", "challenged") and fixed[target] is None:
        state._log(owner, f"seat {owner}'s {name} does nothing: {no_pawn(state, target)} "
                   "(tarotlab D3)", cite(card))
    elif target == "that_opponent":  # the opponent an earlier effect of this card chose
        seat = state.picked_opponent
        if seat is None or state.eliminated[seat]:
            state._log(owner, f"seat {owner}'s {name} does nothing more: that opponent is "
                       "out of the game", cite(card))
        else:
            apply(state, card, e, owner, f"seat {seat}")
    elif target in NOTHING_TO_CHOOSE:
        options = choices(state, target, owner)
        if not options:
            state._log(owner, f"seat {owner}'s {name} does nothing: "
                       + NOTHING_TO_CHOOSE[target].format(seat=owner), cite(card))
        elif len(options) == 1:
            apply(state, card, e, owner, options[0])
        else:
            state.pending = ChooseTarget("choose", owner, e, tuple(options), card)
    else:
        apply(state, card, e, owner, fixed.get(target, target))


def apply(state: MystickBase, card: str, e: Effect, owner: int, target: Any) -> None:
    """Apply an effect of ``card`` to a resolved target (a label, 'seat k', a fixed word or
    a Pawn): its operation's handler, from OPERATIONS."""
    if isinstance(target, str) and target.startswith("seat "):
        target = int(target.split()[1])
        if e.get("target") == "opponent":
            state.picked_opponent = target  # for the card's "that opponent" (NP, KP)
    elif isinstance(target, str) and "#" in target:
        target = state._find(target)
    OPERATIONS[e.do](Call(state, card, e, owner, target))


# ---------------------------------------------------------------------- Power
@operation("gain_power")
def gain_power(c: Call) -> None:
    s = c.state
    for pawn in c.pawns:
        got = max(0, min(c.amount, s.pool, s.influence(pawn) - pawn.power))
        s.pool -= got
        pawn.power += got
        c.log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} takes {got} Power from the pool")


@operation("destroy_power", "return_power")
def lose_power(c: Call) -> None:
    destroy = c.effect.do == "destroy_power"
    verb = "leaves the game" if destroy else "returns to the pool"
    for pawn in c.pawns:
        lost = min(c.amount, pawn.power)
        pawn.power -= lost
        if destroy:
            c.state.removed_power += lost  # counted as removed (mystick R9)
        else:
            c.state.pool += lost
        c.log(pawn.owner, f"{lost} Power on seat {pawn.owner}'s {pawn.label} {verb}")


@operation("move_power")
def move_power_chosen(c: Call) -> None:
    """move_power with both Pawns chosen: ``target`` is (source, destination)."""
    src, dst = c.target
    move_power(c.state, src, dst, c.amount, c.card)


def move_power(state: MystickBase, src: InPlay, dst: InPlay, amount: int, card: str) -> None:
    pawns = state._all_pawns()
    if src not in pawns or dst not in pawns:
        return
    moved = max(0, min(amount, src.power, state.influence(dst) - dst.power))
    src.power -= moved
    dst.power += moved
    state._log(dst.owner, f"{moved} Power moves from seat {src.owner}'s {src.label} to seat "
               f"{dst.owner}'s {dst.label}", cite(card))


def start_move_power(state: MystickBase, card: str, e: Effect, owner: int,
                     holder: InPlay | None, fixed: dict[str, InPlay | None]) -> None:
    """move_power: the Pawns named by the effect, or chosen by the owner (source first)."""
    word = e.get("from")
    if word in fixed:
        src = fixed[word]
        sources = [src.label] if src is not None else []
    else:
        sources = choices(state, word, owner)
    if not sources:
        why = no_pawn(state, word) if word in fixed else NOTHING_TO_CHOOSE[word].format(
            seat=owner)
        state._log(owner, f"seat {owner}'s {CARDS[card].name} does nothing: {why}", cite(card))
        return
    state._push(("effect_pick_dst", card, e, owner, holder.uid if holder else 0))
    if len(sources) == 1:
        state.pick_src = sources[0]
    else:
        state.pending = ChooseTarget("choose", owner, Effect("pick", "src", ()), tuple(sources),
                                     card)


def pick_destination(state: MystickBase, card: str, e: Effect, owner: int,
                     holder: InPlay | None) -> None:
    """move_power, its source known: the destination, named or asked of the owner."""
    src = state._find(state.pick_src)
    word = e.get("to")
    dests = ([holder.label] if holder is not None else []) if word == "self" \
        else choices(state, word, owner)
    if src is None or not dests:
        state._log(owner, f"seat {owner}'s {CARDS[card].name} does nothing: "
                   + NOTHING_TO_CHOOSE.get(word, "no Pawn to receive the Power").format(
                       seat=owner), cite(card))
        return
    if len(dests) == 1:
        dst = state._find(dests[0])
        if dst is not None:
            apply_pair(state, card, e, owner, src, dst)
        return
    state.pending = ChooseTarget("choose", owner,
                                 Effect("pick", "dst", (("amount", e.get("amount")),)),
                                 tuple(dests), card)


def effect_pick_dst(state: MystickBase, card: str, e: Effect, owner: int,
                    holder_uid: int) -> None:
    """The task after a move_power's source is known: its destination."""
    pick_destination(state, card, e, owner, state._uid(holder_uid) if holder_uid else None)


def apply_pair(state: MystickBase, card: str, e: Effect, owner: int, src: InPlay,
               dst: InPlay) -> None:
    """move_power between two Pawns now known."""
    OPERATIONS["move_power"](Call(state, card, e, owner, (src, dst)))


# ---------------------------------------------------------------------- Pawns
@operation("influence")
def influence(c: Call) -> None:
    s = c.state
    s._cache_mods = None
    for pawn in c.pawns:
        s.temp.append((pawn.uid, "influence", c.amount))
        c.log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} has {c.amount:+d} influence until "
              "the round ends")
    s._fix_all()


@operation("grant_trait", "remove_trait")
def trait(c: Call) -> None:
    c.state._cache_mods = None
    kind = "grant" if c.effect.do == "grant_trait" else "remove"
    for pawn in c.pawns:
        c.state.temp.append((pawn.uid, kind, c.effect.get("trait")))
        c.log(pawn.owner, f"seat {pawn.owner}'s {pawn.label} "
              f"{'gains' if kind == 'grant' else 'loses'} {c.effect.get('trait')} until the "
              "round ends")


@operation("kill")
def kill(c: Call) -> None:
    for pawn in c.pawns:
        c.state._leave_play(pawn, f"discarded by seat {c.owner}'s {CARDS[c.card].name}", c.rule)


@operation("discard_in_play")
def discard_chosen(c: Call) -> None:
    if isinstance(c.target, InPlay):
        discard_in_play(c.state, c.target, c.owner, c.card)


def discard_in_play(state: MystickBase, thing: InPlay, by: int, card: str) -> None:
    state._cache_mods = None
    for seat in range(state.n):
        if thing in state.environments[seat]:
            state.environments[seat].remove(thing)
        for pawn in state.pawns[seat]:
            if thing in pawn.attachments:
                pawn.attachments.remove(thing)
    state.discards[thing.owner].append(thing.card)
    state._log(by, f"seat {by}'s {CARDS[card].name} discards seat {thing.owner}'s "
               f"{CARDS[thing.card].name} ({thing.label}) from play", cite(card))
    state._fix_all()


# ---------------------------------------------------------------------- the challenge
@operation("successes")
def successes(c: Call) -> None:
    challenge = c.state.challenge
    if challenge is None:
        return
    challenge["bonus"] += c.amount
    amount = c.amount
    c.log(c.owner, f"seat {c.owner} {'adds' if amount > 0 else 'cancels'} {abs(amount)} "
          f"{'success' if abs(amount) == 1 else 'successes'} {'to' if amount > 0 else 'in'} "
          f"{whose(c.owner, challenge['seat'])} challenge")


@operation("extra_redraw")
def extra_redraw(c: Call) -> None:
    challenge = c.state.challenge
    if challenge is None:
        return
    challenge["redraws"] += 1
    challenge["late"] = challenge.get("phase") == "majors"  # tarotlab D3
    c.log(c.owner, f"seat {c.owner} gives {whose(c.owner, challenge['seat'])} Fate Draw one "
          "more redraw")


@operation("clear_cross")
def clear_cross(c: Call) -> None:
    s, challenge = c.state, c.state.challenge
    for seat in c.seats:
        cleared = 0
        for i in range(CROSS - 1, -1, -1):
            space = s.crosses[seat][i]
            if space is not None and cleared < c.amount and not (
                    challenge and challenge["seat"] == seat and i in challenge["spaces"]):
                s.discards[seat].append(space)
                s.crosses[seat][i] = None
                cleared += 1
        c.log(seat, f"seat {seat} discards {cleared} card(s) from their Mystick Cross, "
              "highest space first")


@operation("fill_cross")
def fill_cross(c: Call) -> None:  # one push, so the seats go in turn order (mystick R14)
    c.state._push(*[("draw", seat, "cross", c.amount, c.card) for seat in c.seats])


# ---------------------------------------------------------------------- moves and rounds
@operation("draw_count")
def draw_count(c: Call) -> None:
    c.state._raise_draw_count(c.amount, f"seat {c.owner}'s {CARDS[c.card].name}", c.rule)


@operation("extra_move")
def extra_move(c: Call) -> None:
    c.state.extra_moves.append(c.card)
    c.log(c.owner, f"seat {c.owner} will make another move after this one")


@operation("skip_move")
def skip_move(c: Call) -> None:  # each effect takes one move; they add up (tarotlab D12)
    for seat in c.seats:
        c.state.skips[seat].append(c.card)
        c.log(seat, f"seat {seat} will skip their next move this round")


@operation("vp")
def victory_points(c: Call) -> None:
    for seat in c.seats:
        c.state.vp[seat] = max(0, c.state.vp[seat] + c.amount)  # mystick R13
        c.log(seat, f"seat {seat} {'scores' if c.amount >= 0 else 'loses'} {abs(c.amount)} VP"
              + (" (never below 0)" if c.amount < 0 else ""))


# ---------------------------------------------------------------------- cards
@operation("draw", "mill")
def draw(c: Call) -> None:
    dest = "hand" if c.effect.do == "draw" else "mill"
    c.state._push(*[("draw", seat, dest, c.amount, c.card) for seat in c.seats])


@operation("discard_hand")
def discard_hand(c: Call) -> None:
    s = c.state
    for seat in c.seats:
        count = min(c.amount, len(s.hands[seat]))
        if c.effect.get("choice", "owner") == "random":
            s._push(*[("random_discard", seat, c.card)] * count)
        else:
            s._push(*[("ask_discard", c.owner, seat, c.card)] * count)


@operation("look_hand")
def look_hand(c: Call) -> None:
    for seat in c.seats:
        c.state.seen[c.owner] = (seat, tuple(c.state.hands[seat]))
        c.log(c.owner, f"seat {c.owner} looks at seat {seat}'s hand")


@operation("look_deck")
def look_deck(c: Call) -> None:
    for seat in c.seats:
        known = len(c.state.tops[seat])
        c.state._push(("draw", seat, "look", max(0, c.amount - known), c.card),
                      ("look_done", seat, c.card))


@operation("recover")
def recover(c: Call) -> None:
    c.state._push(*[("ask_recover", c.owner, c.card)] * c.amount)


# ---------------------------------------------------------------------- the questions effects ask
class ChooseDecision(Decision[MystickBase, ChooseTarget]):
    """The card's owner chooses a target for an effect (mystick: "you" is the card's owner),
    or the Pawns a move_power takes Power from and gives it to (source first)."""

    def prompt(self, s: MystickBase, p: ChooseTarget) -> str:
        return f"seat {p.seat} chooses a target for {CARDS[p.card].name}"

    def legal(self, s: MystickBase, p: ChooseTarget) -> list[Action]:
        return [Action(f"target {o}") for o in p.options]

    def do(self, s: MystickBase, p: ChooseTarget, action: Action) -> None:
        e, choice = p.effect, action.arg
        if e.when == "pick" and e.do == "src":
            s.pick_src = choice
            return
        if e.when == "pick" and e.do == "dst":
            src, dst = s._find(s.pick_src), s._find(choice)
            if src is not None and dst is not None:
                apply_pair(s, p.card, e, p.seat, src, dst)
            return
        apply(s, p.card, e, p.seat, choice)


def random_discard(state: MystickBase, seat: int, card: str) -> None:
    """discard_hand, choice random: chance picks the card (if ``seat`` holds any)."""
    if state.hands[seat]:
        state.pending = RandomDiscard("random", CHANCE, seat, card)


class RandomDiscardDecision(Decision[MystickBase, RandomDiscard]):
    """Chance picks the card ``player`` discards from hand."""

    def prompt(self, s: MystickBase, p: RandomDiscard) -> str:
        return "chance picks a card to discard"

    def legal(self, s: MystickBase, p: RandomDiscard) -> list[Action]:
        return [Action(f"discard {c}") for c in sorted(set(s.hands[p.player]))]

    def do(self, s: MystickBase, p: RandomDiscard, action: Action) -> None:
        seat = p.player
        s.hands[seat].remove(action.arg)
        s.discards[seat].append(action.arg)
        s._log(seat, f"seat {seat} discards {action.arg} from their hand at random",
               cite(p.card))


def ask_discard(state: MystickBase, chooser: int, seat: int, card: str) -> None:
    """discard_hand: the card's owner picks the card ``seat`` discards (if it holds any)."""
    if state.hands[seat]:
        state.pending = PickDiscard("pick_discard", chooser, seat, card)


class PickDiscardDecision(Decision[MystickBase, PickDiscard]):
    """The card's owner picks the card ``player`` discards from hand."""

    def prompt(self, s: MystickBase, p: PickDiscard) -> str:
        return (f"seat {p.seat} chooses a card for seat {p.player} to discard "
                f"({CARDS[p.card].name})")

    def legal(self, s: MystickBase, p: PickDiscard) -> list[Action]:
        return [Action(f"discard {c}") for c in sorted(set(s.hands[p.player]))]

    def do(self, s: MystickBase, p: PickDiscard, action: Action) -> None:
        chooser, seat = p.seat, p.player
        s.hands[seat].remove(action.arg)
        s.discards[seat].append(action.arg)
        s._log(chooser, f"seat {chooser} has seat {seat} discard {action.arg} from their "
               "hand", cite(p.card))


def ask_recover(state: MystickBase, seat: int, card: str) -> None:
    """recover: ``seat`` picks a card of their discard pile (if one is not a Major)."""
    if any(not CARDS[c].is_major for c in state.discards[seat]):
        state.pending = RecoverCard("recover", seat, card)


class RecoverDecision(Decision[MystickBase, RecoverCard]):
    """The card's owner returns a card (not a Major) from their discard pile to hand."""

    def prompt(self, s: MystickBase, p: RecoverCard) -> str:
        return f"seat {p.seat} chooses a card to return to hand ({CARDS[p.card].name})"

    def legal(self, s: MystickBase, p: RecoverCard) -> list[Action]:
        return [Action(f"recover {c}") for c in sorted(set(s.discards[p.seat]))
                if not CARDS[c].is_major]

    def do(self, s: MystickBase, p: RecoverCard, action: Action) -> None:
        seat = p.seat
        s.discards[seat].remove(action.arg)
        s.hands[seat].append(action.arg)
        s.hands[seat].sort()
        s._log(seat, f"seat {seat} returns {action.arg} from their discard pile to their hand",
               cite(p.card))


DECISIONS: dict[str, Decision[Any, Any]] = {
    "choose": ChooseDecision(), "random": RandomDiscardDecision(),
    "pick_discard": PickDiscardDecision(), "recover": RecoverDecision()}
TASKS: dict[str, Any] = {"effect": effect, "effect_pick_dst": effect_pick_dst,
                         "random_discard": random_discard, "ask_discard": ask_discard,
                         "ask_recover": ask_recover}
