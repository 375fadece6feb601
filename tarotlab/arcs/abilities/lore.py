"""The 14 lore cards of Leaders & Lore (arcs-components part 8), one class each: lasting powers
(texts in ``data/components.toml``), cited as ``arcs lore: <name>``; interpretations are
``tarotlab L<n>`` in docs/rulings.md.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import ClassVar

from ...core.engine import Action
from ...core.rules import Verdict
from ..base import R_MOVE, R_ROUND, SHIPS, AbilityAsk, BattleState, ships_text
from ..components import DICE_PER_TYPE, RESOURCES, plural
from ..hooks import (
    BATTLE_END,
    BATTLE_START,
    BUILDS,
    FRESH_BUILD,
    GATE_CITY_TYPES,
    GATE_ENTERED,
    GATE_TAX,
    INTERCEPT,
    INTERCEPT_ICONS,
    MOVED,
    PAID,
    RAID_DICE,
    ROLLED,
    modifies,
    register,
    when,
)
from ..language import (
    SHIPS as SHIPS_PATTERN,
)
from ..language import (
    SYS,
    Build,
    Fire,
    Move,
    Prune,
    Reroll,
    Roll,
    Summon,
    Take,
    Tax,
    parse,
    read_move,
    system,
    typed,
)
from ..mapdata import SYSTEMS
from ..phases.battle import POOLS, Pool
from .common import Card, State


class LoreCard(Card):
    """A lore card: the refusals of its new actions (offered where their standard action is,
    arcs: New Actions and Modifiers)."""

    def refuse_new_action(self, s: State, seat: int, action: Action,
                          in_turn: bool) -> Verdict | None:
        if not in_turn:
            return s.action_refusal(seat, action)
        standard = self.verbs[action.kind]
        assert s.turn is not None
        if not s.holds(seat, self):
            return Verdict(False, self.rule, f"{action.kind} is a new action of {self.name}, "
                           "which you do not hold")
        if not s.turn.pips or standard not in s.allowed_kinds():
            return Verdict(False, R_ROUND, f"{action.kind} replaces a {standard.capitalize()}: "
                           "this turn's pips cannot take one now")
        return Verdict(False, self.rule, f"{action.kind} has no legal target now")


@register("L01")
class ToolPriests(LoreCard):
    """Summon (instead of a Build): once per turn, build 1 ship at a city in a system you
    control, a rival's included."""

    verbs: ClassVar[Mapping[str, str]] = {"summon": "build"}
    grammar = ((r"summon at " + SYS, lambda m: typed(Summon, system(m.group(1)))),)

    def new_actions(self, s: State, seat: int, standard: str) -> list[Action]:
        if (standard != "build" or not s.ships_left[seat] or s.turn is None
                or self.card in s.turn.used):
            return []
        return [Action(f"summon at {sid}") for sid, row in s.bldg.items()
                if any(k == "city" for _, k, _ in row) and s.controller(sid) == seat]

    def perform(self, s: State, seat: int, action: Action) -> None:
        sid = action.arg.split()[-1]
        assert s.turn is not None
        s.turn.used.add(self.card)
        s.add_ships(seat, sid, 1)
        s.log(seat, f"summons a ship at the city at {sid} (Tool-Priests, instead of a Build)",
              self.rule)


@register("L02")
class GalacticRifles(LoreCard):
    """Fire Rifles (instead of a Battle): 1 skirmish die per fresh Loyal ship in a system,
    against a rival in an adjacent system; each hit strikes ships, then buildings."""

    verbs: ClassVar[Mapping[str, str]] = {"fire": "battle"}
    grammar = ((r"fire from " + SYS + r" at " + SYS + r" seat (\d)",
                lambda m: typed(Fire, system(m.group(1)), system(m.group(2)),
                                int(m.group(3)))),)

    def new_actions(self, s: State, seat: int, standard: str) -> list[Action]:
        if standard != "battle":
            return []
        out = []
        for sid in s.fresh:
            if not s.fresh[sid][seat]:
                continue
            for target in s.adj[sid]:
                for rival in range(s.n):
                    if rival != seat and s.has_presence(rival, target):
                        out.append(Action(f"fire from {sid} at {target} seat {rival}"))
        return out

    def perform(self, s: State, seat: int, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Fire)
        ships = s.fresh[act.src][seat]
        dice = min(ships, DICE_PER_TYPE)  # arcs: Battle 3, at most the 6 dice of a type
        s.battle = BattleState(seat, act.target, act.defender, queue=["skirmish"] * dice,
                               fired_by=self.rule)
        capped = (f" ({plural(ships, 'fresh ship')}, but a battle has only {DICE_PER_TYPE} "
                  "skirmish dice, arcs: Battle 3)" if ships > dice else "")
        s.log(seat, f"fires Galactic Rifles from {act.src} at seat {act.defender} in "
              f"{act.target}: {plural(dice, 'skirmish die')}{capped}", self.rule)
        s.push(("roll",))


@register("L03")
class SprinterDrives(LoreCard):
    """After a Move (and its Catapult), each fresh ship that moved may move 1 extra time, on
    its own (several to different places) and even by Catapult; not again (arcs R14)."""

    grammar = ((r"sprint " + SYS + r" ?-> ?" + SYS + r":? " + SHIPS_PATTERN,
                lambda m: read_move(m, sprint=True)),)
    examples: ClassVar[Mapping[str, tuple[str, ...]]] = {"sprint": ("sprint 2.2 -> 2.3: 1 fresh",)}

    @when(MOVED)
    def after_move(self, s: State, seat: int, *, moved: tuple[tuple[str, int], ...]) -> None:
        s.push(self.ask(seat, "sprint", moved))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        seat, (eligible,) = ask.seat, ask.args
        limit = s.move_limit(seat)
        cap = SHIPS if limit is None else limit
        out = [Action(f"sprint {at} -> {dst}: {ships_text(k, 0)}") for at, count in eligible
               for dst in s.adj[at]
               for k in range(1, min(count, s.fresh[at][seat], cap) + 1)]
        return [*out, Action("decline")] if out else []

    def ask_why(self, s: State, ask: AbilityAsk, action: Action) -> Verdict | None:
        act = parse(action)
        if not isinstance(act, Move) or not act.sprint:
            return None
        moved = dict(ask.args[0])
        if act.src not in moved:
            return Verdict(False, self.rule, f"no fresh ship that moved this time is at "
                           f"{act.src}")
        if re.fullmatch(r"\S+ -> (\S+): (\d+) fresh", action.arg) and act.dst not in s.adj.get(
                act.src, ()):
            return Verdict(False, R_MOVE, f"{act.dst} is not adjacent to {act.src}")
        return Verdict(False, self.rule, f"{moved[act.src]} fresh ships that moved may move "
                       f"again from {act.src} (only fresh ships, each once)")

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        if action == "decline":
            self.decline(s, ask.seat)
            return
        act = parse(action)
        assert isinstance(act, Move)
        src, nf = act.src, act.fresh
        left = tuple((sid, count - nf if sid == src else count) for sid, count in ask.args[0]
                     if count - (nf if sid == src else 0))
        if left:
            s.push(self.ask(ask.seat, "sprint", left))
        s.move_ships(ask.seat, src, act.dst, nf, act.damaged, by=self)


@register("L04")
class MirrorPlating(LoreCard):
    """Defending, when the attacker rolled an assault die, add 1 intercept to their result."""

    @modifies(INTERCEPT)
    def intercept(self, s: State, seat: int, intercept: bool, *, battle: BattleState) -> bool:
        if intercept or not any(k == "assault" for k, _ in battle.rolled):
            return intercept
        s.log(battle.defender, "adds 1 intercept with Mirror Plating: the attacker rolled an "
              "assault die", self.rule)
        return True


@register("L05")
class HiddenHarbors(LoreCard):
    """Ships you build are always fresh; defending with a fresh starport in the system, the
    attacker may take no raid dice."""

    @modifies(FRESH_BUILD)
    def builds_fresh(self, s: State, seat: int, fresh: bool, *, piece: str, sid: str) -> bool:
        if fresh or piece != "ship":
            return fresh
        s.log(seat, "builds the ship fresh (Hidden Harbors)", self.rule)
        return True

    @modifies(RAID_DICE)
    def forbids_raid_dice(self, s: State, seat: int, allowed: bool, *,
                          battle: BattleState) -> bool:
        return allowed and (battle.defender, "starport", False) not in s.bldg[battle.system]

    def refuse(self, s: State, seat: int, action: Action) -> Verdict | None:
        b = s.battle
        if isinstance(parse(action), Roll) and b is not None and b.defender == seat:
            return Verdict(False, self.rule, f"seat {b.defender} defends with a fresh starport "
                           f"at {b.system}: no raid dice")
        return None


@register("L06")
class SignalBreaker(LoreCard):
    """Attacking with only fresh ships in the system, ignore 1 intercept you rolled."""

    @modifies(INTERCEPT_ICONS)
    def intercepts_rolled(self, s: State, seat: int, icons: int, *, battle: BattleState) -> int:
        if not battle.all_fresh:
            return icons
        s.log(battle.seat, "ignores 1 intercept rolled (Signal Breaker)", self.rule)
        return icons - 1


@register("L07")
class RepairDrones(LoreCard):
    """After you battle as attacker, repair 1 of your attacking ships."""

    @when(BATTLE_END)
    def battle_end(self, s: State, seat: int, *, battle: BattleState) -> None:
        sid = battle.system
        if seat == battle.seat and s.damaged[sid][seat]:
            s.damaged[sid][seat] -= 1
            s.fresh[sid][seat] += 1
            s.log(seat, f"repairs an attacking ship at {sid} (Repair Drones)", self.rule)


@register("L08")
class GatePorts(LoreCard):
    """Starports may be built in gates (1 per gate); a rival's ships moving into a gate you
    control holding your fresh starport lose 1 agent to you as a Captive."""

    gate_building = "starport"

    @modifies(BUILDS)
    def build_options(self, s: State, seat: int, options: list[Action], *, sid: str, city: bool,
                      port: bool) -> list[Action]:
        if port and SYSTEMS[sid].is_gate and "starport" not in {k for _, k, _ in s.bldg[sid]}:
            return [*options, Action(f"build starport {sid}")]
        return options

    @when(GATE_ENTERED)
    def rival_enters_gate(self, s: State, seat: int, *, mover: int, gate: str) -> None:
        owner = seat
        if (owner, "starport", False) not in s.bldg[gate] or not s.agents_left[mover]:
            return
        s.agents_left[mover] -= 1
        s.captives[owner][mover] += 1
        s.log(owner, f"captures an agent of seat {mover} moving into gate {gate} (Gate Ports)",
              self.rule)


@register("L09")
class CloudCities(LoreCard):
    """A city may be built on a planet with no free slot (1 extra per planet), paying 1
    resource of its type."""

    @modifies(BUILDS)
    def build_options(self, s: State, seat: int, options: list[Action], *, sid: str, city: bool,
                      port: bool) -> list[Action]:
        info = SYSTEMS[sid]
        if (city and not info.is_gate and len(s.bldg[sid]) == info.slots
                and info.planet_type in s.holdings(seat)):
            return [*options, Action(f"build city {sid}")]
        return options

    @modifies(PAID)
    def pays_for_building(self, s: State, seat: int, paid: bool, *, piece: str, sid: str) -> bool:
        kind = SYSTEMS[sid].planet_type
        if paid or piece != "city" or kind is None:
            return paid
        s.pay(seat, kind)
        s.log(seat, f"pays {kind} for a Cloud City at {sid}", self.rule)
        return True

    def refuse(self, s: State, seat: int, action: Action) -> Verdict | None:
        act = parse(action)
        if not isinstance(act, Build) or act.verb != "build" or act.piece != "city":
            return None
        sid = act.system
        if len(s.bldg[sid]) > SYSTEMS[sid].slots:
            return Verdict(False, self.rule, f"{sid} already has its one extra city")
        return Verdict(False, self.rule, f"a Cloud City at {sid} is paid with 1 "
                       f"{SYSTEMS[sid].planet_type}, which you do not hold")


@register("L10")
class LivingStructures(LoreCard):
    """Nurture (instead of a Build): Tax 1 Loyal city. Prune (instead of a Repair): replace a
    Loyal starport with a city or the reverse, keeping its damage."""

    verbs: ClassVar[Mapping[str, str]] = {"nurture": "build", "prune": "repair"}
    grammar = ((r"nurture " + SYS,
                lambda m: typed(Tax, system(m.group(1)), owner=None, verb="nurture")),
               (r"prune (city|starport) at " + SYS,
                lambda m: typed(Prune, m.group(1).lower(), system(m.group(2)))),)

    def new_actions(self, s: State, seat: int, standard: str) -> list[Action]:
        if standard == "build":
            return [Action(f"nurture {a.arg.split()[0]}") for a in s.standard_options(seat, "tax")
                    if a.endswith(f" seat {seat}")]
        out: list[Action] = []
        if standard == "repair":
            for sid, row in s.bldg.items():
                kinds = {k for o, k, _ in row if o == seat}
                if ("starport" in kinds and s.cities_board[seat]
                        and self._placement_refusal(s, seat, sid, "city") is None):
                    out.append(Action(f"prune starport at {sid}"))
                if ("city" in kinds and s.ports_left[seat]
                        and self._placement_refusal(s, seat, sid, "starport") is None):
                    out.append(Action(f"prune city at {sid}"))
        return out

    def _placement_refusal(self, s: State, seat: int, sid: str, new: str) -> Verdict | None:
        """Why a Prune may not put a ``new`` piece at ``sid`` (tarotlab L13). A gate has no
        building slot, so the new piece must be one the pruner could build there (the card
        that lets that kind stand in gates) and the gate holds one of each kind (L11). On a
        planet, a building beyond its slots stands only as a Cloud City, so no more
        starports than slots."""
        info = SYSTEMS[sid]
        if not info.is_gate:
            ports = sum(k == "starport" for _, k, _ in s.bldg[sid]) + (new == "starport")
            if new == "starport" and ports > info.slots:
                return Verdict(False, self.rule, f"pruning at {sid} would make a starport "
                               f"beyond its {info.slots} building slot"
                               f"{'s' if info.slots != 1 else ''}, where only a Cloud City "
                               "may stand (tarotlab L13)")
            return None
        in_gate = s.gate_refusal(sid, new, seat)
        if in_gate is None:
            return None
        return Verdict(False, self.rule, f"pruning in gate {sid} would make a {new}, and "
                       f"{in_gate.reason} (tarotlab L13)")

    def refuse_new_action(self, s: State, seat: int, action: Action,
                          in_turn: bool) -> Verdict | None:
        base = super().refuse_new_action(s, seat, action, in_turn)
        act = parse(action)
        if (base is None or base.rule != self.rule or not s.holds(seat, self)
                or not isinstance(act, Prune) or act.system not in s.bldg
                or not any(o == seat and k == act.piece for o, k, _ in s.bldg[act.system])):
            return base
        new = "city" if act.piece == "starport" else "starport"
        placed = self._placement_refusal(s, seat, act.system, new)
        return base if placed is None else placed  # a Verdict's truth is its ok

    def perform(self, s: State, seat: int, action: Action) -> None:
        act = parse(action)
        if isinstance(act, Tax):
            s.log(seat, "nurtures a Loyal city (Living Structures, instead of a Build)",
                  self.rule)
            s.tax(seat, act.system, seat)
            return
        assert isinstance(act, Prune)
        what, sid = act.piece, act.system
        row = s.bldg[sid]
        i = next(i for i, b in enumerate(row) if b[0] == seat and b[1] == what)
        damaged = row[i][2]
        new = "city" if what == "starport" else "starport"
        if what == "city":
            s.cities_board[seat] += 1
            s.ports_left[seat] -= 1
            s.city_returned(seat)
        else:
            s.ports_left[seat] += 1
            s.cities_board[seat] -= 1
        row[i] = (seat, new, damaged)
        s.log(seat, f"prunes: the {what} at {sid} becomes a {new}"
              + (" (damaged)" if damaged else "") + " (Living Structures, instead of a "
              "Repair)", self.rule)


@register("L11")
class GateStations(LoreCard):
    """Cities may be built in gates (1 per gate); such a city has the types of the other
    cities in its cluster."""

    gate_building = "city"

    @modifies(BUILDS)
    def build_options(self, s: State, seat: int, options: list[Action], *, sid: str, city: bool,
                      port: bool) -> list[Action]:
        if city and SYSTEMS[sid].is_gate and "city" not in {k for _, k, _ in s.bldg[sid]}:
            return [*options, Action(f"build city {sid}")]
        return options

    @modifies(GATE_CITY_TYPES)
    def gate_city_types(self, s: State, seat: int, types: list[str], *, sid: str) -> list[str]:
        cluster = SYSTEMS[sid].cluster
        found = {SYSTEMS[p].planet_type for p, row in s.bldg.items()
                 if p != sid and SYSTEMS[p].cluster == cluster and any(b[1] == "city" for b in row)}
        return [*types, *(k for k in RESOURCES if k in found)]

    @modifies(GATE_TAX)
    def tax_gate_city(self, s: State, seat: int, text: str, *, sid: str, whose: str,
                      types: list[str]) -> str:
        if not types:
            return f"taxes {whose} at {sid}, a Gate Station with no type: nothing to gain"
        s.push(self.ask(seat, "station", sid))  # the taxer picks one of its types
        return f"taxes {whose} at {sid}, a Gate Station of {', '.join(types)}"

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        (sid,) = ask.args
        return [Action(f"take {k}") for k in s.city_types(sid)]

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Take)
        (sid,) = ask.args
        got = s.gain(ask.seat, act.resource)
        s.log(ask.seat, f"takes {act.resource} from the Gate Station at {sid}" if got else
              f"no {act.resource} left in the supply", self.rule)


@register("L12")
class RailgunArrays(LoreCard):
    """Defending, before dice are collected, the attacker takes 1 hit if any defending ship is
    fresh."""

    @when(BATTLE_START)
    def battle_start(self, s: State, seat: int, *, battle: BattleState) -> None:
        if s.fresh[battle.system][battle.defender]:
            s.log(battle.defender, "fires Railgun Arrays first: a fresh defending ship gives the "
                  "attacker 1 hit", self.rule)
            s.push(("hits", "railgun", 1))


@register("L13")
class AncientHoldings(LoreCard):
    """An extra resource slot on the card, raid cost 4; its token counts and can be spent."""

    extra_slot = 4


@register("L14")
class SeekerTorpedoes(LoreCard):
    """Attacking, after the roll, reroll up to 1 assault die per fresh attacking ship, once."""

    @when(ROLLED)
    def rerolls(self, s: State, seat: int, *, battle: BattleState) -> None:
        b = battle
        fresh = s.fresh[b.system][b.seat]
        if not fresh or not any(k == "assault" for k, _ in b.rolled):
            return
        b.offered.add(self.card)
        s.push(self.ask(b.seat, "seeker", fresh), ("roll",))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        (limit,) = ask.args
        return s.reroll_options("assault", limit)

    def ask_why(self, s: State, ask: AbilityAsk, action: Action) -> Verdict | None:
        if action.kind != "reroll":
            return None
        return Verdict(False, self.rule, "reroll up to 1 assault die per fresh attacking ship, "
                       "choosing dice by the face they show")

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        b = s.battle
        assert b is not None
        act = parse(action)
        if isinstance(act, Reroll):
            s.mark_reroll("assault", act.face)
            s.push(self.ask(ask.seat, "seeker", *ask.args))
        elif b.reroll:
            s.log(ask.seat, f"rerolls {plural(len(b.reroll), 'assault die')} (Seeker "
                  "Torpedoes)", self.rule)
            s.push(("reroll",))


POOLS["railgun"] = Pool("Railgun hit", True, RailgunArrays.rule)
