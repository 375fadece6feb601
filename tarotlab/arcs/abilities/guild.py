"""The 25 Guild cards of the Court (arcs-components part 7), one class each; their texts are
in ``data/components.toml`` and each cites ``arcs card: <name>``. Interpretations where a text
leaves a choice are ``tarotlab C<n>`` in docs/rulings.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from ...core.engine import Action
from ...core.rules import Verdict
from ..base import AbilityAsk, BattleState
from ..components import ACTION_CARDS, AMBITION_COUNTS, COURT, COURT_BY_NAME, RESOURCES, plural
from ..hooks import (
    AMBITION_COUNT,
    BATTLE_DICE,
    CHAPTER_END,
    DECLARE_WITH,
    DECLARED,
    ROLLED,
    ROUND_END,
    STOLEN,
    ZERO_MARKER,
    modifies,
    register,
    when,
)
from ..language import (
    SYS,
    AlsoDiscard,
    CourtAction,
    Execute,
    Give,
    Look,
    Phrase,
    Release,
    Reroll,
    Steal,
    Swap,
    Take,
    Tax,
    cap,
    card_code,
    court_name,
    parse,
    system,
    typed,
)
from ..mapdata import SYSTEMS
from .common import GuildCard, OneShipEach, State, Target


# ---------------------------------------------------------------------- Loyal cards (C1)
class Loyal(GuildCard):
    """Outrage does not discard a Loyal card; any resource may be spent as its type, and
    Outrage never blocks that type's Prelude action (tarotlab C1)."""

    keeps_on_outrage = True


@register("BC01")
class LoyalEngineers(Loyal):
    spend_as = "Material"
    examples: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "influence": ("influence Loyal Engineers",), "steal": ("steal Loyal Engineers",)}


@register("BC07")
class LoyalPilots(Loyal):
    spend_as = "Fuel"


@register("BC19")
class LoyalEmpaths(Loyal):
    spend_as = "Psionic"


@register("BC21")
class LoyalKeepers(Loyal):
    spend_as = "Relic"


# ---------------------------------------------------------------------- Interests (C2)
class Interest(GuildCard):
    """Prelude: discard it to fill the empty slots with its type, then steal the rest from
    rivals holding it (tarotlab C2); new action (instead of a Build): gain 1 of the type."""

    prelude = True
    kind = ""

    def use_card(self, s: State, seat: int, to: Target) -> None:
        s.discard_guild(seat, self.card)
        room = s.room(seat)
        got = 0
        while room > 0 and s.supply[self.kind]:
            s.gain(seat, self.kind)
            room, got = room - 1, got + 1
        s.log(seat, f"discards {self.name} and gains {got} {self.kind} to fill the empty "
              "slots", self.rule)
        if room > 0:  # asked only if some rival holds the type (tarotlab C2)
            s.push(self.ask(seat, "steal", room))

    def new_actions(self, s: State, seat: int, standard: str) -> list[Action]:
        if standard == "build" and s.supply[self.kind]:
            return [Action(next(iter(self.verbs)))]
        return []

    def perform(self, s: State, seat: int, action: Action) -> None:
        s.gain(seat, self.kind)
        s.log(seat, f"{action.kind}s: gains 1 {self.kind} ({self.name}, instead of a Build)",
              self.rule)

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        return [Action(f"steal {self.kind} from seat {r}") for r in range(s.n)
                if r != ask.seat and self.kind in s.res[r] and s.guardian(r) is None]

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Steal) and act.rival is not None
        (room,) = ask.args
        s.steal_resource(ask.seat, act.rival, self.kind, self.rule)
        if room > 1:
            s.push(self.ask(ask.seat, "steal", room - 1))


@register("BC02")
class MiningInterest(Interest):
    kind = "Material"
    verbs: ClassVar[Mapping[str, str]] = {"manufacture": "build"}
    grammar = ((r"(manufacture)", lambda m: Phrase("manufacture")),)


@register("BC09")
class ShippingInterest(Interest):
    kind = "Fuel"
    verbs: ClassVar[Mapping[str, str]] = {"synthesize": "build"}
    grammar = ((r"(synthesize)", lambda m: Phrase("synthesize")),)


# ---------------------------------------------------------------------- Cartels (C3)
class Cartel(GuildCard):
    """Its holder counts the supply of its type for ambitions; at the end of a chapter the
    rivals discard that type (tarotlab C3). Prelude: discard it to steal 1 of the type."""

    prelude = True
    plain_discard = True
    kind = ""

    def prelude_options(self, s: State, seat: int) -> list[Action]:
        return [*self.discard_only(), *(Action(f"use {self.name}: steal from seat {r}")
                                        for r in range(s.n) if r != seat
                                        and self.kind in s.res[r] and s.guardian(r) is None)]

    def use_card(self, s: State, seat: int, to: Target) -> None:
        assert to.rival is not None
        s.discard_guild(seat, self.card)
        s.steal_resource(seat, to.rival, self.kind, self.rule, f"discards {self.name} and ")

    @modifies(AMBITION_COUNT)
    def ambition_bonus(self, s: State, seat: int, count: int, *, ambition: str) -> int:
        return count + (s.supply[self.kind] if self.kind in AMBITION_COUNTS[ambition] else 0)

    @when(CHAPTER_END)
    def chapter_end(self, s: State, seat: int, *, scored: list[str]) -> None:
        for rival in range(s.n):
            lost = s.discard_all(rival, self.kind) if rival != seat else 0
            if lost:
                s.log(rival, f"discards {lost} {self.kind} ({self.name})", self.rule)


@register("BC03")
class MaterialCartel(Cartel):
    kind = "Material"


@register("BC06")
class FuelCartel(Cartel):
    kind = "Fuel"


# ---------------------------------------------------------------------- Unions (C4)
class Union(GuildCard):
    """Prelude: set it beside a face-up card of its suit played this round (not a Copy or a
    seize card, one Union per card); at the round's end that card goes to the hand
    (tarotlab C4)."""

    prelude = True
    suit = ""

    def prelude_options(self, s: State, seat: int) -> list[Action]:
        claimed = {card for _, _, card in s.unions}
        return [Action(f"use {self.name} on {card}") for _, card, how in s.played
                if how != "copy" and ACTION_CARDS[card].suit == self.suit
                and card not in claimed]

    def use_card(self, s: State, seat: int, to: Target) -> None:
        assert to.card is not None
        s.guild[seat].remove(self.card)
        s.unions.append((seat, self.card, to.card))
        s.log(seat, f"puts {self.name} beside {ACTION_CARDS[to.card].name}: at the end of the "
              "round that card goes to its hand", self.rule)

    def refuse_use(self, s: State, seat: int) -> Verdict | None:
        return Verdict(False, self.rule, f"claims a face-up {self.suit} card played this round "
                       "(not a Copy or a seize card), one Union per card (tarotlab C4)")

    @when(ROUND_END)
    def at_round_end(self, s: State, seat: int, *, card: str) -> None:
        s.played = [p for p in s.played if p[1] != card]
        s.hands[seat] = sorted([*s.hands[seat], card])
        s.court_discard.append(self.card)
        s.log(seat, f"takes {ACTION_CARDS[card].name} into hand and discards {self.name}",
              self.rule)


@register("BC04")
class AdminUnion(Union):
    suit = "Administration"


@register("BC05")
class ConstructionUnion(Union):
    suit = "Construction"


@register("BC10")
class SpacingUnion(Union):
    suit = "Mobilization"


@register("BC11")
class ArmsUnion(Union):
    suit = "Aggression"
    examples: ClassVar[Mapping[str, tuple[str, ...]]] = {"secure": ("secure Arms Union",)}


# ---------------------------------------------------------------------- ships
@register("BC08")
class Gatekeepers(OneShipEach, GuildCard):
    """In a gate, up to 2 more battle dice; Prelude: discard it to place 1 ship in each gate
    in play (as many as the supply holds, where its holder chooses: ``OneShipEach``)."""

    prelude = True

    def use_card(self, s: State, seat: int, to: Target) -> None:
        s.discard_guild(seat, self.card)
        s.log(seat, f"discards {self.name} to place 1 ship in each gate", self.rule)
        self.place_each(s, seat, [g for g in s.fresh if SYSTEMS[g].is_gate], "the gates")

    @modifies(BATTLE_DICE)
    def extra_dice(self, s: State, seat: int, dice: int, *, battle: BattleState) -> int:
        return dice + (2 if SYSTEMS[battle.system].is_gate else 0)


class ThreeShips(GuildCard):
    """Prelude: discard it to place 3 ships in a system you control (tarotlab C5)."""

    prelude = True
    plain_discard = True

    def prelude_options(self, s: State, seat: int) -> list[Action]:
        places = ([Action(f"use {self.name} at {sid}") for sid in s.fresh
                   if s.controller(sid) == seat] if s.ships_left[seat] else [])
        return [*self.discard_only(), *places]

    def use_card(self, s: State, seat: int, to: Target) -> None:
        assert to.system is not None
        s.discard_guild(seat, self.card)
        placed = s.add_ships(seat, to.system, 3)
        s.log(seat, f"discards {self.name} and places {plural(placed, 'ship')} at "
              f"{to.system}", self.rule)

    def refuse_use(self, s: State, seat: int) -> Verdict | None:
        return Verdict(False, self.rule, "places 3 ships in a system you control (more fresh "
                       "ships than each rival; tarotlab C5)")


@register("BC15")
class LoyalMarines(ThreeShips):
    keeps_on_outrage = True
    spend_as = "Weapon"


@register("BC12")
class PrisonWardens(ThreeShips):
    """New actions: Pressgang (instead of a Build) returns Captives for resources, Execute
    (instead of an Influence) turns Captives into Trophies, one at a time (tarotlab C15)."""

    verbs: ClassVar[Mapping[str, str]] = {"pressgang": "build", "execute": "influence"}
    grammar = (
        (r"(pressgang|execute)", lambda m: Phrase(m.group(1).lower())),
        (r"release an agent of seat (\d) for (\w+)",
         lambda m: typed(Release, int(m.group(1)), cap(m.group(2), RESOURCES))),
        (r"execute an agent of seat (\d)", lambda m: Execute(int(m.group(1)))),
    )
    examples: ClassVar[Mapping[str, tuple[str, ...]]] = {"use": ("use Prison Wardens at 3.1",)}

    def new_actions(self, s: State, seat: int, standard: str) -> list[Action]:
        if standard == "build" and any(s.captives[seat]) and any(s.supply.values()):
            return [Action("pressgang")]
        if standard == "influence" and any(s.captives[seat]):
            return [Action("execute")]
        return []

    def perform(self, s: State, seat: int, action: Action) -> None:
        if action.kind == "pressgang":
            s.log(seat, "pressgangs: returns Captives for resources (Prison Wardens, instead "
                  "of a Build)", self.rule)
        else:
            s.log(seat, "executes: moves Captives into Trophies (Prison Wardens, instead of an "
                  "Influence)", self.rule)
        s.push(self.ask(seat, action.kind))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        seat = ask.seat
        if ask.step == "pressgang":
            out = [Action(f"release an agent of seat {o} for {k}")
                   for o, c in enumerate(s.captives[seat]) if c for k in RESOURCES if s.supply[k]]
        else:
            out = [Action(f"execute an agent of seat {o}")
                   for o, c in enumerate(s.captives[seat]) if c]
        return [*out, Action("stop")]

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        seat = ask.seat
        if action == "stop":
            return
        act = parse(action)
        if isinstance(act, Release):
            s.captives[seat][act.owner] -= 1
            s.return_agents(act.owner, 1)
            s.gain(seat, act.resource)
            s.log(seat, f"returns a Captive to seat {act.owner} and gains {act.resource}",
                  self.rule)
        else:
            assert isinstance(act, Execute)
            s.captives[seat][act.owner] -= 1
            s.take_trophy(seat, act.owner, "agent")
            s.log(seat, f"executes a Captive of seat {act.owner}: now a Trophy", self.rule)
        s.push(self.ask(seat, ask.step))


@register("BC13")
class Skirmishers(ThreeShips):
    """After the roll, reroll skirmish dice once, up to 1 per Weapon icon (tarotlab C8)."""

    @when(ROLLED)
    def rerolls(self, s: State, seat: int, *, battle: BattleState) -> None:
        b = battle
        if not any(k == "skirmish" for k, _ in b.rolled) or not s.weapon_icons(b.seat):
            return
        b.offered.add(self.card)
        s.log(b.seat, "rolls " + ", ".join(f"{k} {f}" for k, f in b.rolled)
              + f"; {self.name} may reroll skirmish dice", self.rule)
        s.push(self.ask(b.seat, "reroll"), ("roll",))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        return s.reroll_options("skirmish", s.weapon_icons(ask.seat))

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        b = s.battle
        assert b is not None
        act = parse(action)
        if isinstance(act, Reroll):
            s.mark_reroll("skirmish", act.face)
            s.push(self.ask(ask.seat, ask.step))
            return
        if b.reroll:
            s.log(ask.seat, f"rerolls {len(b.reroll)} skirmish dice ({self.name})", self.rule)
            s.push(("reroll",))


@register("BC14")
class CourtEnforcers(ThreeShips):
    """New action (instead of a Battle): Abduct the rival agents from a Court card with
    fewer rival agents than your Weapon icons."""

    verbs: ClassVar[Mapping[str, str]] = {"abduct": "battle"}
    grammar = ((r"abduct (.+)", lambda m: typed(CourtAction, "abduct", court_name(m.group(1)))),)

    def new_actions(self, s: State, seat: int, standard: str) -> list[Action]:
        if standard != "battle":
            return []
        icons = s.weapon_icons(seat)
        out = []
        for cid, agents in s.court:
            rivals = sum(a for r, a in enumerate(agents) if r != seat)
            if cid is not None and 1 <= rivals < icons:
                out.append(Action(f"abduct {COURT[cid].name}"))
        return out

    def perform(self, s: State, seat: int, action: Action) -> None:
        slot = s.court_index(action.arg)
        taken = []
        for rival, count in enumerate(s.court[slot][1]):
            if rival != seat and count:
                s.court[slot][1][rival] = 0
                s.captives[seat][rival] += count
                taken.append(f"{plural(count, 'agent')} of seat {rival}")
        s.log(seat, f"abducts {' and '.join(taken)} from {action.arg} (Court Enforcers, "
              "instead of a Battle)", self.rule)

    def verb_refusal(self, s: State, seat: int, action: Action) -> Verdict | None:
        return Verdict(False, self.rule, "abduct from a Court card with at least 1 rival agent "
                       f"and fewer than your {s.weapon_icons(seat)} Weapon icons")


# ---------------------------------------------------------------------- the rest
@register("BC16")
class LatticeSpies(GuildCard):
    """Prelude: discard it to seize the initiative, only before anything else in the turn
    (tarotlab C6)."""

    prelude = True

    def use_card(self, s: State, seat: int, to: Target) -> None:
        assert s.turn is not None
        s.discard_guild(seat, self.card)
        if s.turn.window and s.seized is None and seat != s.initiative:
            s.seized = seat
            s.log(seat, f"discards {self.name} and seizes the initiative", self.rule)
        else:
            s.log(seat, f"discards {self.name} for no effect (the initiative cannot be "
                  "seized)", self.rule)

    def refuse_use(self, s: State, seat: int) -> Verdict | None:
        return Verdict(False, self.rule, "only before any other action of the turn (tarotlab "
                       "C6)")


@register("BC17")
class Farseers(GuildCard):
    """Prelude: discard it, then any hand cards (face down, shuffled before they are placed),
    then draw that many + 1 from the bottom of the action discard. Declaring, look at a rival's
    hand and maybe swap a card (tarotlab C7)."""

    prelude = True
    grammar = (
        (r"also discard (.+)", lambda m: typed(AlsoDiscard, card_code(m.group(1)))),
        (r"look at seat (\d)", lambda m: Look(int(m.group(1)))),
        (r"swap (\S+) for (\S+)",
         lambda m: typed(Swap, card_code(m.group(1)), card_code(m.group(2)))),
    )

    def use_card(self, s: State, seat: int, to: Target) -> None:
        s.discard_guild(seat, self.card)
        s.log(seat, f"discards {self.name}: now discard any hand cards, then draw that many "
              "+ 1 from the bottom of the action discard", self.rule)
        s.push(self.ask(seat, "discard", 0))

    @when(DECLARED)
    def on_declare(self, s: State, seat: int, *, ambition: str) -> None:
        if any(s.hands[r] for r in range(s.n) if r != seat):
            s.push(self.ask(seat, "look"))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        seat = ask.seat
        if ask.step == "discard":
            return [*(Action(f"also discard {c}") for c in s.hands[seat]), Action("draw now")]
        if ask.step == "look":
            return [Action(f"look at seat {r}") for r in range(s.n) if r != seat and s.hands[r]]
        (rival,) = ask.args
        return [Action(f"swap {mine} for {theirs}") for mine in s.hands[seat]
                for theirs in s.hands[rival]] + [Action("no swap")]

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        seat = ask.seat
        act = parse(action)
        if ask.step == "discard":
            (count,) = ask.args
            if action == "draw now":
                s.log(seat, f"discarded {plural(count, 'card')}: draws {count + 1} from the "
                      "bottom of the action discard", self.rule)
                # the discarded cards are shuffled before they are placed (arcs R14)
                s.push(("pile", seat, count), ("bottom_draw", seat, count + 1))
                return
            assert isinstance(act, AlsoDiscard)
            s.hands[seat].remove(act.card)
            s.discard_action_cards([act.card], face_up=False)
            s.push(self.ask(seat, "discard", count + 1))
        elif ask.step == "look":
            assert isinstance(act, Look)
            s.seen[seat] = (act.rival, tuple(s.hands[act.rival]), self.card)
            s.log(seat, f"looks at seat {act.rival}'s hand ({self.name})", self.rule)
            s.push(self.ask(seat, "swap", act.rival))
        else:
            (rival,) = ask.args
            if action == "no swap":
                s.log(seat, "swaps no card", self.rule)
                return
            assert isinstance(act, Swap)
            s.hands[seat].remove(act.mine)
            s.hands[rival].remove(act.theirs)
            s.hands[seat] = sorted([*s.hands[seat], act.theirs])
            s.hands[rival] = sorted([*s.hands[rival], act.mine])
            s.seen[seat] = (rival, tuple(s.hands[rival]), self.card)
            s.log(seat, f"swaps a card with seat {rival}", self.rule)


@register("BC18")
class SecretOrder(GuildCard):
    """Declaring Keeper or Empath, its holder places no zero marker."""

    @modifies(ZERO_MARKER)
    def cancels_zero_marker(self, s: State, seat: int, placed: bool, *, ambition: str) -> bool:
        if not placed or ambition not in ("Keeper", "Empath"):
            return placed
        s.log(seat, f"holds {self.name}: the zero marker is not placed", self.rule)
        return False


@register("BC20")
class SilverTongues(GuildCard):
    """Prelude: discard it to steal a resource (held on a card too, arcs R14) or a Guild card
    from a rival."""

    prelude = True
    plain_discard = True
    examples: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "use": ("use Silver-Tongues: steal Fuel from seat 1",)}

    def prelude_options(self, s: State, seat: int) -> list[Action]:
        out = self.discard_only()
        for r in range(s.n):
            if r == seat:
                continue
            if s.guardian(r) is None:
                out += [Action(f"use {self.name}: steal {k} from seat {r}") for k in RESOURCES
                        if k in s.holdings(r)]  # the FAQ: resources held on cards too
            out += [Action(f"use {self.name}: steal {COURT[c].name} from seat {r}")
                    for c in s.stealable_cards(r)]
        return out

    def use_card(self, s: State, seat: int, to: Target) -> None:
        assert to.rival is not None and to.what is not None
        s.discard_guild(seat, self.card)
        lead = f"discards {self.name} and "
        if to.what in RESOURCES:
            s.steal_resource(seat, to.rival, to.what, self.rule, lead, board_only=False)
        else:
            s.steal_guild_card(seat, to.rival, COURT_BY_NAME[to.what.lower()], self.rule, lead)


@register("BC22")
class SwornGuardians(GuildCard):
    """Rivals cannot steal its holder's resources or other Guild cards (tarotlab C11); taken,
    it is buried under the Court deck."""

    guards = True

    @modifies(STOLEN)
    def on_stolen(self, s: State, seat: int, elsewhere: bool, *, thief: int, lead: str) -> bool:
        s.court_bottom.append(self.card)
        s.log(thief, f"{lead}takes {self.name} from seat {seat}: it is buried under the Court "
              "deck", self.rule)
        return True


@register("BC23")
class ElderBroker(GuildCard):
    """Prelude: discard it to gain Material, Fuel and Weapon. New action (instead of a Tax):
    Trade with a rival city in a system you control: take a token of its type, give one its
    owner holds none of (tarotlab C9)."""

    prelude = True
    verbs: ClassVar[Mapping[str, str]] = {"trade": "tax"}
    grammar = ((r"trade " + SYS + r" seat (\d)",
                lambda m: typed(Tax, system(m.group(1)), int(m.group(2)), "trade")),)

    def use_card(self, s: State, seat: int, to: Target) -> None:
        s.discard_guild(seat, self.card)
        gained = [k for k in ("Material", "Fuel", "Weapon") if s.gain(seat, k)]
        s.log(seat, f"discards {self.name} and gains {', '.join(gained) or 'nothing'}",
              self.rule)

    @staticmethod
    def tradable(s: State, sid: str, owner: int) -> list[str]:
        """The types of the city at ``sid`` that its owner holds (a city in a gate may have
        several, or none), so Trade may take one (tarotlab C9)."""
        theirs = s.holdings(owner)
        return [k for k in s.city_types(sid) if k in theirs]

    def new_actions(self, s: State, seat: int, standard: str) -> list[Action]:
        if standard != "tax":
            return []
        out = []
        mine = set(s.holdings(seat))
        for sid, row in s.bldg.items():
            if s.controller(sid) != seat:
                continue
            for owner in sorted({o for o, k, _ in row if k == "city" and o != seat}):
                if self.tradable(s, sid, owner) and mine - set(s.holdings(owner)):
                    out.append(Action(f"trade {sid} seat {owner}"))
        return out

    def perform(self, s: State, seat: int, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Tax) and act.owner is not None
        sid, owner = act.system, act.owner
        kinds = self.tradable(s, sid, owner)
        s.log(seat, f"trades with seat {owner} at {sid} (Elder Broker, instead of a Tax)",
              self.rule)
        if len(kinds) > 1:  # a city of several types: which one is taken
            s.push(self.ask(seat, "take", owner, sid))
        else:
            self._take(s, seat, owner, kinds[0])

    def _take(self, s: State, seat: int, owner: int, kind: str) -> None:
        """Take the owner's ``kind``; then give a type they held none of (not ``kind`` back)."""
        s.take_from(seat, owner, kind)
        s.log(seat, f"takes {kind} from seat {owner}", self.rule)
        s.push(self.ask(seat, "give", owner, kind))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        if ask.step == "take":
            owner, sid = ask.args
            return [Action(f"take {k}") for k in self.tradable(s, sid, owner)]
        owner, taken = ask.args
        theirs = {*s.holdings(owner), taken}
        return [Action(f"give {k}") for k in RESOURCES
                if k in s.holdings(ask.seat) and k not in theirs]

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        act = parse(action)
        if ask.step == "take":
            assert isinstance(act, Take)
            self._take(s, ask.seat, ask.args[0], act.resource)
            return
        assert isinstance(act, Give)
        owner, kind = ask.args[0], act.what
        s.pay(ask.seat, kind)
        s.gain(owner, kind)
        s.log(ask.seat, f"gives {kind} to seat {owner}", self.rule)

    def verb_refusal(self, s: State, seat: int, action: Action) -> Verdict | None:
        return Verdict(False, self.rule, "trade at a rival city in a system you control, whose "
                       "owner holds its type, giving a type they lack (tarotlab C9)")


@register("BC24")
class RelicFence(GuildCard):
    """Prelude, once per turn: fence a resource other than Relic for a Relic, while the supply
    has one (tarotlab C10); the fenced token is spent (back when the Prelude ends)."""

    prelude = True

    def prelude_options(self, s: State, seat: int) -> list[Action]:
        assert s.turn is not None
        if self.card in s.turn.used or not s.supply["Relic"]:
            return []
        held = sorted({r for r in s.holdings(seat) if r != "Relic"}, key=RESOURCES.index)
        return [Action(f"use {self.name}: {k}") for k in held]

    def use_card(self, s: State, seat: int, to: Target) -> None:
        assert s.turn is not None and to.what is not None
        s.turn.used.add(self.card)
        s.spend(seat, to.what)  # back to the supply when the Prelude ends (arcs: Prelude 1)
        s.gain(seat, "Relic")
        s.log(seat, f"fences {to.what} for a Relic", self.rule)

    def refuse_use(self, s: State, seat: int) -> Verdict | None:
        return Verdict(False, self.rule, "once per turn, for a resource other than Relic, while "
                       "the supply has a Relic (tarotlab C10)")


@register("BC25")
class GalacticBards(GuildCard):
    """Its holder may declare an ambition with a Surpass or Pivot card, before anything else,
    while no ambition was declared this round (tarotlab C12)."""

    @modifies(DECLARE_WITH)
    def lets_declare(self, s: State, seat: int, rule: str | None, *, how: str) -> str | None:
        if rule is None and how in ("surpass", "pivot") and not s.declared_round:
            return self.rule
        return rule
