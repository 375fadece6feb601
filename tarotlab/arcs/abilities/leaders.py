"""The 8 leaders of Leaders & Lore (arcs-components part 8), one class each: their two powers
(texts in ``data/components.toml``), cited as ``arcs leader: <name>``; interpretations are
``tarotlab L<n>`` in docs/rulings.md. A leader's starting pieces are its data (arcs: Leaders &
Lore 4-5), placed by the setup.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from ...core.engine import Action
from ...core.rules import Verdict
from ..base import AbilityAsk, BattleState
from ..components import COURT, COURT_BY_NAME, RESOURCES
from ..hooks import (
    AFTER_COPY,
    AMBITION_POWER,
    BATTLE_DICE,
    BATTLE_END,
    BEFORE_COPY,
    CHAPTER_END,
    DECLARED,
    LEAST_DICE,
    MAY_DECLARE,
    MAY_SECURE,
    MAY_TAX,
    MOVE_LIMIT,
    RANSACK,
    SETUP,
    modifies,
    register,
    when,
)
from ..language import (
    AgentOn,
    Declare,
    Gain,
    Give,
    Move,
    Roll,
    Tax,
    court_name,
    extra,
    parse,
    typed,
)
from .common import Card, State


class Leader(Card):
    """A leader: its follow-up decisions decline with ``decline`` (logged)."""

    def also(self, s: State, seat: int, action: Action, power: str) -> None:
        """An action a power grants beside the turn's: ``also influences (Elder: Beloved)``."""
        s.log(seat, f"also {action.kind}s ({self.name}: {power})", self.rule)
        s.take_action(seat, action)


@register("LEAD01")
class Elder(Leader):
    """Beloved: after defending in a battle where the attacker took Trophies, may Influence
    once; a city of the Elder destroyed is no Ransack. Just: Tyrant gives only second-place
    Power for first place (tarotlab L4)."""

    @modifies(RANSACK)
    def prevents_ransack(self, s: State, seat: int, allowed: bool, *, attacker: int) -> bool:
        if not allowed:
            return allowed
        s.log(attacker, "the Elder (Beloved): no Ransack of the Court", self.rule)
        return False

    @when(BATTLE_END)
    def battle_end(self, s: State, seat: int, *, battle: BattleState) -> None:
        if seat == battle.defender and battle.trophies_taken and s.agents_left[seat]:
            s.push(self.ask(seat, "beloved"))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        if not s.agents_left[ask.seat]:
            return []
        return [*s.standard_options(ask.seat, "influence"), Action("decline")]

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        if action == "decline":
            self.decline(s, ask.seat)
        else:
            self.also(s, ask.seat, action, "Beloved")

    @modifies(AMBITION_POWER)
    def ambition_gain(self, s: State, seat: int, gain: int, *, ambition: str, sole_first: bool,
                      second: int) -> int:
        if ambition != "Tyrant":
            return gain
        return second if sole_first else 0


class CopyBonus(Leader):
    """Copying or Pivoting to Tax (a Nurture contains a Tax, L13), also gain 1 of a type."""

    bonus = ""
    power = ""

    @when(AFTER_COPY)
    def after_copied_action(self, s: State, seat: int, *, kind: str) -> None:
        if kind in ("tax", "nurture") and s.gain(seat, self.bonus):
            s.log(seat, f"also gains {self.bonus} for the Copy or Pivot Tax ({self.name}: "
                  f"{self.power})", self.rule)


@register("LEAD02")
class Mystic(CopyBonus):
    """Attuned: a Copy or Pivot Tax also gains Psionic. Cryptic: starts Outraged in Material
    and Fuel."""

    bonus, power = "Psionic", "Attuned"

    @when(SETUP)
    def on_setup(self, s: State, seat: int) -> None:
        for kind in ("Material", "Fuel"):
            s.agents_left[seat] -= 1
            s.outrage[seat][kind] = "agent"
        s.log(seat, "starts Outraged in Material and Fuel (Mystic: Cryptic)", self.rule)


@register("LEAD03")
class FuelDrinker(CopyBonus):
    """Insatiable: a Copy or Pivot Tax also gains Fuel. Lavish: after a chapter's scoring in
    which Tycoon was scored, discards all its Fuel."""

    bonus, power = "Fuel", "Insatiable"

    @when(CHAPTER_END)
    def chapter_end(self, s: State, seat: int, *, scored: list[str]) -> None:
        if "Tycoon" in scored:
            lost = s.discard_all(seat, "Fuel")
            s.log(seat, f"discards {lost} Fuel after Tycoon was scored (Fuel-Drinker: Lavish)",
                  self.rule)


@register("LEAD04")
class Upstart(Leader):
    """Ambitious: declaring, may gain 1 resource of any type. Callow: taxes only cities in
    systems it controls, its own included."""

    @modifies(MAY_TAX)
    def may_tax(self, s: State, seat: int, allowed: bool, *, sid: str, owner: int) -> bool:
        return allowed and s.controller(sid) == seat

    def refuse(self, s: State, seat: int, action: Action) -> Verdict | None:
        act = parse(action)
        if isinstance(act, Tax) and act.verb == "tax" and s.controller(act.system) != seat:
            return Verdict(False, self.rule, f"Callow: you cannot tax a city you do not control, "
                           f"your own included ({act.system})")
        return None

    @when(DECLARED)
    def on_declare(self, s: State, seat: int, *, ambition: str) -> None:
        s.push(self.ask(seat, "ambitious"))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        out = [Action(f"gain {k}") for k in RESOURCES if s.supply[k]]
        return [*out, Action("decline")] if out else []

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        if action == "decline":
            self.decline(s, ask.seat)
            return
        act = parse(action)
        assert isinstance(act, Gain)
        if s.gain(ask.seat, act.resource):
            s.log(ask.seat, f"gains {act.resource} for declaring (Upstart: Ambitious)",
                  self.rule)


@register("LEAD05")
class Rebel(Leader):
    """Committed: collects 2 extra battle dice (at least 2 dice). Disorganized: each Move
    carries at most 2 ships."""

    @modifies(MOVE_LIMIT)
    def move_limit(self, s: State, seat: int, limit: int | None) -> int | None:
        return 2 if limit is None else min(limit, 2)

    @modifies(BATTLE_DICE)
    def extra_dice(self, s: State, seat: int, dice: int, *, battle: BattleState) -> int:
        return dice + 2

    @modifies(LEAST_DICE)
    def least_dice(self, s: State, seat: int, least: int, *, battle: BattleState) -> int:
        return max(least, 2)

    def refuse(self, s: State, seat: int, action: Action) -> Verdict | None:
        act = parse(action)
        if isinstance(act, Move) and not act.sprint and act.fresh + act.damaged > 2:
            return Verdict(False, self.rule, "Disorganized: each Move carries at most 2 ships")
        if isinstance(act, Roll) and s.battle is not None and s.battle.seat == seat:
            return Verdict(False, self.rule, "Committed: the Rebel always collects its 2 extra "
                           "dice, so at least 2 dice")
        return None


class ExtraAction(Leader):
    """Copying or Pivoting to ``binds``, may also take one ``inner`` action, before it (the
    extra action binds the pip, and is offered only when a legal one follows, arcs R14) or
    after it (asked then)."""

    binds = ""
    inner = ""
    power = ""

    def _inner_options(self, s: State, seat: int) -> list[Action]:
        return s.standard_options(seat, self.inner)

    def _follows(self, s: State, seat: int, action: Action) -> bool:
        raise NotImplementedError

    def extra_actions(self, s: State, seat: int) -> list[Action]:
        if self.binds not in s.allowed_kinds():
            return []
        verb = next(iter(self.extras))
        return [Action(f"{verb} {a}") for a in self._inner_options(s, seat)
                if self._follows(s, seat, a)]

    def perform(self, s: State, seat: int, action: Action) -> None:
        """Take the extra action (a verb of ``extras``) before the pip's action."""
        assert s.turn is not None
        s.turn.bound = self.binds
        s.log(seat, f"takes an extra {Action(action.arg).kind} before the {self.binds} "
              f"({self.name}: {self.power})", self.rule)
        s.take_action(seat, action)

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        options = self._inner_options(s, ask.seat)
        return [*options, Action("decline")] if options else []

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        if action == "decline":
            self.decline(s, ask.seat)
            return
        if s.turn is not None:
            s.turn.extra_used = True
        self.also(s, ask.seat, action, self.power)

    def refuse_new_action(self, s: State, seat: int, action: Action, in_turn: bool) -> Verdict:
        """Why the extra action is not offered now (arcs R14: only when a legal action of the
        bound kind follows)."""
        turn = s.turn
        assert turn is not None
        standard = self.binds.capitalize()
        if not s.holds(seat, self):
            return Verdict(False, self.rule, f"{action.kind} is the {self.name}'s ability")
        if turn.how not in ("copy", "pivot") or turn.extra_used:
            return Verdict(False, self.rule, f"only once, when you Copy or Pivot to {standard}")
        if not turn.pips or self.binds not in s.allowed_kinds():
            return Verdict(False, self.rule, f"this turn's pip cannot {standard}")
        inner = Action(action.arg)
        verdict = s.action_refusal(seat, inner)
        if inner.kind in ("move", "influence") and verdict is not None:
            return verdict
        return Verdict(False, self.rule, f"no legal {standard} would follow '{inner}' (arcs "
                       "R14)")


@register("LEAD06")
class Warrior(ExtraAction):
    """Tactical: Copying or Pivoting to Battle, may also Move once, before or after that
    battle. Violent: Empath gives only second-place Power for first place (tarotlab L4)."""

    binds, inner, power = "battle", "move", "Tactical"
    extras: ClassVar[Mapping[str, str]] = {"tactical": "battle"}
    grammar = ((r"(tactical) ((?:move|influence) .+)",
                lambda m: extra("tactical", m.group(2))),)

    def _follows(self, s: State, seat: int, action: Action) -> bool:
        return s.battle_follows(seat, action)

    @when(BEFORE_COPY)
    def before_copied_action(self, s: State, seat: int, *, kind: str) -> None:
        if kind == "battle":
            assert s.turn is not None
            s.turn.extra_due = "battle"

    @when(BATTLE_END)
    def battle_end(self, s: State, seat: int, *, battle: BattleState) -> None:
        turn = s.turn
        if (seat == battle.seat and turn is not None and turn.seat == seat
                and turn.extra_due == "battle" and not turn.extra_used):
            turn.extra_due = None
            s.push(self.ask(seat, "tactical"))

    @modifies(AMBITION_POWER)
    def ambition_gain(self, s: State, seat: int, gain: int, *, ambition: str, sole_first: bool,
                      second: int) -> int:
        if ambition != "Empath":
            return gain
        return second if sole_first else 0


@register("LEAD07")
class Feastbringer(ExtraAction):
    """Charismatic: Copying or Pivoting to Secure, may also Influence once, before or after
    (a standard Influence). Generous: to declare an ambition, gives 1 of its Guild cards to a
    rival with the least Power (tarotlab L5)."""

    binds, inner, power = "secure", "influence", "Charismatic"
    extras: ClassVar[Mapping[str, str]] = {"charismatic": "secure"}
    grammar = ((r"(charismatic) ((?:move|influence) .+)",
                lambda m: extra("charismatic", m.group(2))),)

    def _follows(self, s: State, seat: int, action: Action) -> bool:
        return s.secure_follows(seat, action)

    @when(BEFORE_COPY)
    def before_copied_action(self, s: State, seat: int, *, kind: str) -> None:
        if kind == "secure":
            s.push(self.ask(seat, "charismatic"))

    @modifies(MAY_DECLARE)
    def may_declare(self, s: State, seat: int, allowed: bool) -> bool:
        return allowed and bool(s.guild[seat])

    def refuse(self, s: State, seat: int, action: Action) -> Verdict | None:
        if isinstance(parse(action), Declare) and not s.guild[seat]:
            return Verdict(False, self.rule, "Generous: declaring gives a Guild card to the "
                           "rival with the least Power, and you hold none")
        return None

    @when(DECLARED)
    def on_declare(self, s: State, seat: int, *, ambition: str) -> None:
        s.push(self.ask(seat, "generous"))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        if ask.step != "generous":
            return super().ask_legal(s, ask)
        seat = ask.seat
        rivals = [r for r in range(s.n) if r != seat]
        least = min(s.power[r] for r in rivals)
        return [Action(f"give {COURT[c].name} to seat {r}") for r in rivals
                if s.power[r] == least for c in s.guild[seat]]

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        if ask.step != "generous":
            super().ask_do(s, ask, action)
            return
        act = parse(action)
        assert isinstance(act, Give) and act.rival is not None
        cid = COURT_BY_NAME[act.what.lower()]
        s.guild[ask.seat].remove(cid)
        s.guild[act.rival].append(cid)
        s.log(ask.seat, f"gives {COURT[cid].name} to seat {act.rival}, who has the least Power "
              "(Feastbringer: Generous)", self.rule)


@register("LEAD08")
class Demagogue(Leader):
    """Bold: declaring, may place up to 1 agent on each Court card. Paranoid: cannot Secure a
    Guild card on which it has exactly 1 agent (a Ransack may)."""

    grammar = ((r"agent on (.+)", lambda m: typed(AgentOn, court_name(m.group(1)))),)

    @modifies(MAY_SECURE)
    def may_secure(self, s: State, seat: int, allowed: bool, *, card: str,
                   agents: list[int]) -> bool:
        return allowed and not (agents[seat] == 1 and COURT[card].kind == "guild")

    def refuse(self, s: State, seat: int, action: Action) -> Verdict | None:
        if action.kind != "secure":
            return None
        cid = COURT_BY_NAME.get(action.arg.lower())
        slot = next((a for c, a in s.court if c == cid), None)
        if (cid and slot is not None and slot[seat] == 1 and COURT[cid].kind == "guild"
                and s.can_secure(seat, slot)):
            return Verdict(False, self.rule, "Paranoid: you cannot secure a Guild card on which "
                           "you have exactly 1 agent")
        return None

    @when(DECLARED)
    def on_declare(self, s: State, seat: int, *, ambition: str) -> None:
        s.push(self.ask(seat, "bold"))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        placed = ask.args[0] if ask.args else ()
        if not s.agents_left[ask.seat]:
            return []
        out = [Action(f"agent on {COURT[c].name}") for c, _ in s.court
               if c is not None and c not in placed]
        return [*out, Action("stop")] if out else []

    def ask_why(self, s: State, ask: AbilityAsk, action: Action) -> Verdict | None:
        if action.kind != "agent":
            return None
        placed = ask.args[0] if ask.args else ()
        name = action.arg.removeprefix("on ")
        if COURT_BY_NAME.get(name.lower()) in placed:
            return Verdict(False, self.rule, "Bold: at most 1 agent on each Court card")
        return Verdict(False, self.rule, f"{name} is not in the Court row")

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        placed = ask.args[0] if ask.args else ()
        if action == "stop":
            return
        if action == "decline":
            self.decline(s, ask.seat)
            return
        act = parse(action)
        assert isinstance(act, AgentOn)
        i = s.court_index(act.card)
        s.agents_left[ask.seat] -= 1
        s.court[i][1][ask.seat] += 1
        s.log(ask.seat, f"places an agent on {COURT[s.court[i][0]].name} (Demagogue: Bold)",
              self.rule)
        s.push(self.ask(ask.seat, "bold", (*placed, s.court[i][0])))
