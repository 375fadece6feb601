"""What the cards' abilities share: the Court card base classes (Guild and Vox), the typed
details of a Prelude action (``use <card> at 3.1``) and of card follow-up choices.

The state an ability acts on is ``effects.CardEffects`` (the top rules layer and the public
effect API a card calls); ``Card`` is ``hooks.Ability`` of it, so ``mypy --strict`` checks what
the cards call.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from ...core.engine import Action
from ...core.rules import Verdict
from ..base import AbilityAsk, otherwise
from ..components import RESOURCES, plural
from ..effects import CardEffects
from ..hooks import RESOLVED, SECURED, Ability, when
from ..language import CardForms, system

State = CardEffects
"""The state a card's ability acts on."""


class Card(Ability[CardEffects]):
    """A card's ability over the whole of the rules (``hooks.Ability`` of ``CardEffects``)."""

    def decline(self, s: State, seat: int) -> None:
        """``decline``: log it, citing the card."""
        s.log(seat, f"declines ({self.name})", self.rule)

    def ask(self, seat: int, step: str, *args: object) -> tuple[object, ...]:
        """The task that asks this card's follow-up decision ``step`` of ``seat``."""
        return ("ask", seat, self.card, step, *args)


@dataclass(frozen=True, slots=True)
class Target:
    """The detail of a Prelude action: a system (``at``), an action card (``on``), a rival
    (``from seat``), a resource or Guild card to steal, or a resource (``: Fuel``)."""

    system: str | None = None
    card: str | None = None
    rival: int | None = None
    what: str | None = None


def target(detail: str | None) -> Target:
    """The typed detail of ``use <card> <detail>`` (``at 3.1``, ``on Agg5``, ``steal Fuel from
    seat 1``, ``steal from seat 1``, ``Fuel``)."""
    if detail is None:
        return Target()
    m = re.fullmatch(r"(at|on) (\S+)", detail)
    if m:
        return Target(system=m.group(2)) if m.group(1) == "at" else Target(card=m.group(2))
    m = re.fullmatch(r"steal (?:(.+) )?from seat (\d)", detail)
    if m:
        return Target(rival=int(m.group(2)), what=m.group(1))
    return Target(what=detail if detail in RESOURCES else None)


class CourtCard(Card):
    """A Court card (arcs-components part 7): its follow-up decisions' generic refusals, and
    the refusals of its new actions."""

    def discard_only(self) -> list[Action]:
        """``use <card>``: a card saying "discard this to ..." may always simply be discarded
        (arcs R14)."""
        return [Action(f"use {self.name}")]

    def refuse_new_action(self, s: State, seat: int, action: Action, in_turn: bool) -> Verdict:
        """A new action is refused: not held; then (taken with a pip) the pips' suit; then
        the card's own reason, or "nothing to do"."""
        if in_turn and self.card in s.guild[seat]:
            verdict = s.pips_refusal(seat, self.verbs[action.kind])
            if verdict is not None:
                return verdict
        if self.card not in s.guild[seat]:
            return Verdict(False, self.rule, f"{action.kind} is a new action of {self.name}, "
                           "which you do not hold")
        return otherwise(self.verb_refusal(s, seat, action),
                         Verdict(False, self.rule, f"{action.kind} has nothing to do now"))

    def verb_refusal(self, s: State, seat: int, action: Action) -> Verdict | None:
        """The card's own reason for refusing one of its new actions."""
        return None

    def ask_why(self, s: State, ask: AbilityAsk, action: Action) -> Verdict | None:
        """Why a choice in the card's follow-up decision is refused (None: no card reason)."""
        seat, r = ask.seat, self.rule
        words = action.split()
        rival = int(words[-1]) if words[-1].isdigit() and "seat" in words else None
        if rival is not None and not 0 <= rival < s.n:
            return Verdict(False, r, f"there is no seat {rival} (seats 0 to {s.n - 1})")
        if rival == seat and action.kind in ("steal", "look"):
            return Verdict(False, r, f"{action.kind} from a rival, not from yourself")
        if action.kind == "steal" and rival is not None:
            what = " ".join(words[1:-3])
            guard = s.guardian(rival)
            if guard is not None and what != guard.name:
                return Verdict(False, guard.rule, f"seat {rival} holds {guard.name}: rivals "
                               "cannot steal its resources or other Guild cards")
            return Verdict(False, r, f"seat {rival} holds no {what} to steal")
        if action.kind == "look" and rival is not None:
            return Verdict(False, r, f"seat {rival} has no cards in hand")
        if action.kind == "give":
            return Verdict(False, r, "give one of your tokens of a type the city's owner held "
                           "none of (tarotlab C9)")
        if action.kind in ("release", "execute"):
            return Verdict(False, r, "return or execute one of your Captives, for a resource "
                           "the supply still has (tarotlab C15)")
        if action.kind == "uprising":
            return Verdict(False, r, f"cluster {words[-1]} is not in play")
        if action.kind == "free":
            return Verdict(False, r, "return a city in a system you control")
        return None


def _ships_to(text: str) -> str | None:
    """``ships to 2.0,5.0`` -> ``ships to 2.0, 5.0`` (systems in order), None if one is no
    system."""
    found = [system(t) for t in re.split(r", ?", text)]
    if None in found or len(set(found)) != len(found):
        return None
    return "ships to " + ", ".join(sorted(t for t in found if t))


class OneShipEach(CourtCard):
    """A card that places 1 ship in each of several systems. With fewer ships in the supply
    than systems, as many as there are go (arcs R9, arcs: Piece Limits "do the maximum
    possible") where the active player chooses (arcs: Tiebreakers & Choice Order), in one
    decision naming them: ``ships to 2.0, 5.0``."""

    grammar: ClassVar[CardForms] = ((r"ships to (\d\.\d(?:, ?\d\.\d)*)",
                                   lambda m: _ships_to(m.group(1))),)
    examples: ClassVar[dict[str, tuple[str, ...]]] = {"ships": ("ships to 2.0, 5.0",)}
    def place_each(self, s: State, seat: int, systems: Sequence[str], where: str) -> None:
        """1 ship in each of ``systems``, or the holder's choice of them (see the class)."""
        if 0 < s.ships_left[seat] < len(systems):
            s.push(self.ask(seat, "ships", tuple(systems), where))
        else:
            self.place_in(s, seat, systems[:s.ships_left[seat]] if s.ships_left[seat] else [],
                          where, len(systems))

    def place_in(self, s: State, seat: int, systems: Sequence[str], where: str,
                 wanted: int) -> None:
        """1 ship in each of ``systems``, logged system by system."""
        for sid in systems:
            self.placed(s, seat, sid, s.add_ships(seat, sid, 1))
        at = f", 1 at each of {', '.join(systems)}" if len(systems) > 1 else (
            f", at {systems[0]}" if systems else "")
        short = (f": the supply has none for the other {wanted - len(systems)} (arcs R9)"
                 if len(systems) < wanted else "")
        s.log(seat, f"places {plural(len(systems), 'ship')} in {where}{at}{short} "
              f"({self.name})", self.rule)

    def placed(self, s: State, seat: int, sid: str, count: int) -> None:
        """A ship was placed at ``sid`` (a card that must know it says so)."""

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        if ask.step != "ships":
            return super().ask_legal(s, ask)
        systems, _ = ask.args
        return [Action("ships to " + ", ".join(sorted(c)))
                for c in combinations(systems, s.ships_left[ask.seat])]

    def ask_why(self, s: State, ask: AbilityAsk, action: Action) -> Verdict | None:
        if ask.step != "ships" or action.kind != "ships":
            return super().ask_why(s, ask, action)
        systems, where = ask.args
        named = action.arg.removeprefix("to ").split(", ")
        outside = [t for t in named if t not in systems]
        if outside:
            return Verdict(False, self.rule, f"{outside[0]} is not in {where} "
                           f"({', '.join(systems)})")
        left = plural(s.ships_left[ask.seat], "ship")
        return Verdict(False, self.rule, f"the supply holds {left}: name that many systems "
                       f"of {where}, not {len(named)} (arcs R9)")

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        if ask.step != "ships":
            super().ask_do(s, ask, action)
            return
        systems, where = ask.args
        self.place_in(s, ask.seat, action.arg.removeprefix("to ").split(", "), where,
                      len(systems))


class GuildCard(CourtCard):
    """A Guild card, kept by the player who secures it (arcs: Secure)."""

    def prelude_options(self, s: State, seat: int) -> list[Action]:
        return self.discard_only() if self.prelude else []

    def use(self, s: State, seat: int, detail: str | None) -> None:
        """``use <card>``: a card whose effect needs a target is simply discarded without one
        (tarotlab C16); otherwise its Prelude action (``use_card``)."""
        if detail is None and self.plain_discard:
            s.discard_guild(seat, self.card)
            s.log(seat, f"discards {self.name} for no effect", self.rule)
            return
        self.use_card(s, seat, target(detail))

    def use_card(self, s: State, seat: int, to: Target) -> None:
        """The card's Prelude action on its target."""
        raise NotImplementedError(self.name)


class VoxCard(CourtCard):
    """A Vox card: it resolves when secured, its holder choosing (or declining) its effect,
    then it is discarded (arcs: Secure; tarotlab C13)."""

    @when(SECURED)
    def on_secure(self, s: State, seat: int) -> None:
        """Secured: its holder chooses its effect (or declines)."""
        s.push(self.ask(seat, "vox"))

    @when(RESOLVED)
    def vox_done(self, s: State, seat: int) -> None:
        """Resolved: it goes to the Court discard."""
        s.court_discard.append(self.card)

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        return self.choices(s, ask.seat)

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        s.push(("vox_done", ask.seat, self.card))
        if action == "decline":
            self.decline(s, ask.seat)
        else:
            self.resolve(s, ask.seat, action)

    def choices(self, s: State, seat: int) -> list[Action]:
        """The securing player's choices (``decline`` among them)."""
        return [Action("decline")]

    def resolve(self, s: State, seat: int, action: Action) -> None:
        """Carry out the chosen effect."""
