"""Mystick moves (rulebook "Making Moves"): what the player to move may do (play a card,
draw, challenge, use a card in play, pass an extra move), why anything else is refused, and
what a move does: playing a card onto the table or a Pawn, the Draw Count.

The move is one ``Decision`` (``MoveDecision``, kind ``move``); its tasks are in ``TASKS``.
"""

from __future__ import annotations

from typing import Any

from ..core.decision import Decide
from ..core.engine import Action
from ..core.rules import Verdict
from . import challenge
from .challenge import R_CHALLENGE
from .effects import cite as _cite
from .inplay import InPlay
from .state import CARDS, Decision, MystickBase


def card_order(card: str) -> tuple[int, str]:
    """Cards in the order the choices list them: by rank, then by id."""
    return (CARDS[card].rank, card)


def can_challenge(state: MystickBase, pawn: InPlay) -> bool:
    cap = state.influence(pawn)
    return cap > 0 and pawn.power < cap and None in state.crosses[pawn.owner]


def targets(state: MystickBase, pawn: InPlay) -> list[str]:
    """mystick R6: the pool, or an enemy Pawn of equal or lower rank, holding Power."""
    out = ["pool"] if state.pool > 0 else []
    rank = CARDS[pawn.card].rank
    for other in state._all_pawns():
        if other.owner != pawn.owner and other.power > 0 and CARDS[other.card].rank <= rank:
            out.append(other.label)
    return out


def idle_special_move(state: MystickBase, thing: InPlay) -> str | None:
    """Why ``thing``'s special move would change nothing now, or None (tarotlab D9: such
    a move would be a free pass, and free passes could make a round last forever)."""
    for e in CARDS[thing.card].effects:
        if e.when == "move" and e.do == "gain_power" and e.get("target") == "self":
            cap = state.influence(thing)
            if thing.power >= cap:
                return (f"{thing.label} already holds {thing.power} Power for its {cap} "
                        "influence: the move would change nothing")
            if state.pool == 0:
                return "the pool is empty: the move would change nothing"
    return None


_ORDER = {card: card_order(card) for card in CARDS}
_ATTACHMENTS = frozenset(card for card, info in CARDS.items() if info.type == "Attachment")
_PLAY = {card: Action(f"play {card}") for card in CARDS}
_PASS, _DRAW = Action("pass"), Action("draw")
_DRAW_MORE = tuple(Action(f"draw +{k}") for k in range(1, 41))
"""``draw +1``, ``draw +2``…: one more card for each of the mover's Pawns with Resources."""
_SPECIAL_MOVES = frozenset(card for card, info in CARDS.items()
                           if any(e.when == "move" for e in info.effects))
"""Cards with a special move (mystick: Using Special Moves). These tables are worked out
once: the legal moves are listed at every decision of every game."""


class MoveDecision(Decision[MystickBase, Decide]):
    """The player to move plays a card, draws, challenges, uses a special move or passes an
    extra move (mystick: Making Moves; tarotlab D9, D10)."""

    def prompt(self, s: MystickBase, p: Decide) -> str:
        return f"seat {p.seat} moves: play, draw or challenge"

    def legal(self, s: MystickBase, p: Decide) -> list[Action]:
        seat = p.seat
        acts: list[Action] = []
        pawns = s._all_pawns()
        for card in sorted(set(s.hands[seat]), key=_ORDER.__getitem__):
            if card in _ATTACHMENTS:
                acts += [Action(f"play {card} -> {pawn.label}") for pawn in pawns]
            else:
                acts.append(_PLAY[card])
        mods = s._mods()
        resources = 0
        for pawn in s.pawns[seat]:
            known = mods.get(pawn.uid)
            if "Resources" in (known[1] if known is not None else s.traits(pawn)):
                resources += 1
        if s.extra_move_now:  # tarotlab D10: "you may make another move"
            acts.append(_PASS)
        acts.append(_DRAW)
        acts += _DRAW_MORE[:resources]
        for pawn in s.pawns[seat]:
            if can_challenge(s, pawn):
                acts += [Action(f"challenge {pawn.label} -> {t}") for t in targets(s, pawn)]
        for thing in s.pawns[seat] + s.environments[seat]:  # mystick: Using Special Moves
            if thing.card in _SPECIAL_MOVES and idle_special_move(s, thing) is None:
                acts.append(Action(f"use {thing.label}"))
        return acts

    def candidates(self, s: MystickBase, p: Decide) -> list[Action]:
        seat = p.seat
        acts = [Action("pass")]  # refused but for an extra move (tarotlab D10)
        acts += [Action(f"play {c}") for c in sorted(set(s.hands[seat]), key=card_order)
                 if CARDS[c].type == "Attachment"]
        for pawn in s.pawns[seat]:
            acts += [Action(f"challenge {pawn.label} -> pool")]
            acts += [Action(f"challenge {pawn.label} -> {o.label}") for o in s._all_pawns()
                     if o.owner != seat]
        return acts

    def why(self, s: MystickBase, p: Decide, action: Action) -> Verdict | None:
        seat = p.seat
        words = action.split()
        if words[0] == "pass":
            return Verdict(False, "tarotlab D10", "only an extra move may be passed; a move is "
                           "play, draw, challenge or a special move")
        if words[0] == "play":
            card = words[1]
            if card not in s.hands[seat]:
                return Verdict(False, "mystick: Play", f"seat {seat} has no {card} in hand")
            if CARDS[card].type == "Attachment":
                if not s._all_pawns():
                    return Verdict(False, "mystick: Attachments", "an Attachment needs a Pawn "
                                   "in play to attach to, and there is none")
                return Verdict(False, "mystick: Attachments", "name the Pawn it attaches to: "
                               f"play {card} -> <Pawn>")
            return Verdict(False, "mystick: Play", f"{card} is played without a target")
        if words[0] == "challenge":
            pawn = s._find(words[1])
            if pawn is None or pawn not in s.pawns[seat]:
                return Verdict(False, R_CHALLENGE, f"seat {seat} controls no Pawn {words[1]}")
            cap = s.influence(pawn)
            if cap == 0:
                return Verdict(False, R_CHALLENGE, f"{pawn.label} has 0 influence and cannot "
                               "challenge")
            if pawn.power >= cap:
                return Verdict(False, R_CHALLENGE, f"{pawn.label} is full: {pawn.power} Power "
                               f"for {cap} influence")
            if None not in s.crosses[seat]:
                return Verdict(False, R_CHALLENGE, f"seat {seat}'s Mystick Cross is full")
            target = words[-1]
            if target == "pool":
                return Verdict(False, R_CHALLENGE, "the pool is empty")
            other = s._find(target)
            if other is None or other not in s._all_pawns():
                return Verdict(False, R_CHALLENGE, f"no Pawn {target} in play")
            if other.owner == seat:
                return Verdict(False, R_CHALLENGE, "a Pawn challenges the pool or an opponent's "
                               "Pawn")
            if other.power == 0:
                return Verdict(False, R_CHALLENGE, f"{other.label} holds no Power")
            return Verdict(False, R_CHALLENGE, f"no Pawn may challenge a Pawn of higher tarot "
                           f"rank ({pawn.label} is below {other.label})")
        if words[0] == "draw":
            return Verdict(False, "mystick: Draw", "you may draw one extra card for each of "
                           "your Pawns with Resources")
        if words[0] == "use":
            thing = s._find(words[1])
            if thing is None or thing not in s.pawns[seat] + s.environments[seat]:
                return Verdict(False, "mystick: Using Special Moves", f"{words[1]} is not in "
                               f"seat {seat}'s play area")
            idle = idle_special_move(s, thing)
            if idle is not None:
                return Verdict(False, "tarotlab D9", idle)
            return Verdict(False, "mystick: Using Special Moves", f"{thing.label} has no "
                           "special move")
        return None

    def do(self, s: MystickBase, p: Decide, action: Action) -> None:
        seat = p.seat
        words = action.split()
        verb = words[0]
        s._push(("move_done",))
        if verb == "pass":  # tarotlab D10: an extra move declined
            card = s.extra_move_now
            s._log(seat, f"seat {seat} passes the extra move ({CARDS[card].name})",
                   _cite(card))
        elif verb == "draw":
            extra = int(words[1][1:]) if len(words) > 1 else 0
            s._log(seat, f"seat {seat} uses a move to draw" + (f" (+{extra} for Resources)"
                                                                if extra else ""),
                   "mystick: Draw")
            s._push(("draw", seat, "hand", 1 + extra), ("count_draw",))
        elif verb == "play":
            play(s, seat, words[1], words[3] if len(words) > 3 else None)
        elif verb == "challenge":
            challenge.declare(s, seat, words[1], words[3])
        else:  # use: a special move of a Pawn or an Environment in the mover's play area
            thing = s._find(words[1])
            assert thing is not None
            s._log(seat, f"seat {seat} uses the special move of {CARDS[thing.card].name} "
                   f"({thing.label})", "mystick: Using Special Moves")
            holder = thing.uid if thing in s.pawns[seat] else 0
            s._push(*[("effect", thing.uid, thing.card, e, seat, holder)
                      for e in CARDS[thing.card].effects if e.when == "move"])


def count_draw(state: MystickBase) -> None:
    state._raise_draw_count(1, f"seat {state.mover}'s move to draw", "mystick R10")


def play(state: MystickBase, seat: int, card: str, target: str | None) -> None:
    state.hands[seat].remove(card)
    kind = CARDS[card].type
    state._log(seat, f"seat {seat} plays {CARDS[card].name} ({card}), {kind.lower()}",
              "mystick: Play")
    effects = [e for e in CARDS[card].effects if e.when == "play"]
    if kind == "Action":  # resolved, then discarded (mystick: Actions)
        state.resolving.append(card)
        state._push(*[("effect", 0, card, e, seat, 0) for e in effects],
                   ("discard_action", seat, card))
        return
    thing = InPlay(state.next_uid, card, seat)
    state.next_uid += 1
    state._cache_mods = None
    if kind == "Pawn":
        state.pawns[seat].append(thing)
    elif kind == "Environment":
        state.environments[seat].append(thing)
    else:
        holder = state._find(target or "")
        assert holder is not None
        holder.attachments.append(thing)
        state._log(seat, f"seat {seat}'s {thing.label} attaches to seat {holder.owner}'s "
                  f"{holder.label}", "mystick: Attachments")
    state._fix_all()
    state._push(*[("effect", thing.uid, card, e, seat, 0) for e in effects])
    state._push(("eliminate_check", seat))


def discard_action(state: MystickBase, seat: int, card: str) -> None:
    state.resolving.remove(card)
    state.discards[seat].append(card)
    state._push(("eliminate_check", seat))


DECISIONS: dict[str, Decision[Any, Any]] = {"move": MoveDecision()}
TASKS: dict[str, Any] = {"count_draw": count_draw, "discard_action": discard_action}
