"""The 6 Vox cards of the Court (arcs-components part 7): each resolves when secured, its
holder choosing its effect or ``decline`` (tarotlab C13), then goes to the Court discard.
"""

from __future__ import annotations

from ...core.engine import Action
from ..base import AbilityAsk
from ..components import AMBITIONS, COURT, COURT_BY_NAME, RESOURCES, plural
from ..hooks import register
from ..language import SYS, Declare, FreeCity, Outrage, Steal, Uprising, cap, parse, system, typed
from ..mapdata import SETUP_CARDS, SYSTEMS
from .common import OneShipEach, State, VoxCard


@register("BC26")
class MassUprising(OneShipEach, VoxCard):
    """Place 1 ship in each system of a cluster in play (as many as the supply holds, where its
    holder chooses: ``OneShipEach``); placed during a battle they are not attacking ships
    (arcs R14)."""

    grammar = ((r"uprising in cluster ([1-6])", lambda m: Uprising(int(m.group(1)))),
               *OneShipEach.grammar)

    def choices(self, s: State, seat: int) -> list[Action]:
        clusters = SETUP_CARDS[s.setup].in_play
        return [Action(f"uprising in cluster {c}") for c in clusters if s.ships_left[seat]] + [
            Action("decline")] * (not s.ships_left[seat])

    def resolve(self, s: State, seat: int, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Uprising)
        self.place_each(s, seat, [sid for sid in s.fresh if SYSTEMS[sid].cluster == act.cluster],
                        f"cluster {act.cluster}")

    def placed(self, s: State, seat: int, sid: str, count: int) -> None:
        b = s.battle  # placed during a Ransack: not attacking ships (arcs R14)
        if b is not None and b.seat == seat and b.system == sid:
            b.joined += count


@register("BC27")
class PopulistDemands(VoxCard):
    """Declare an ambition (no zero marker), if a marker is available."""

    def choices(self, s: State, seat: int) -> list[Action]:
        if not s.markers_avail or not s.may_declare(seat):
            return [Action("decline")]
        return [*(Action(f"declare {a}") for a in AMBITIONS), Action("decline")]

    def resolve(self, s: State, seat: int, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Declare)
        s.declare(seat, act.ambition, zero=False, rule=self.rule)


@register("BC28")
class OutrageSpreads(VoxCard):
    """Every player, in turn order, Provokes Outrage of one type."""

    grammar = ((r"outrage (\w+)", lambda m: typed(Outrage, cap(m.group(1), RESOURCES))),)

    def choices(self, s: State, seat: int) -> list[Action]:
        return [*(Action(f"outrage {k}") for k in RESOURCES), Action("decline")]

    def resolve(self, s: State, seat: int, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Outrage)
        s.log(seat, f"makes every player Provoke {act.resource} Outrage ({self.name})",
              self.rule)
        for who in s.turn_order():
            s.provoke_outrage(who, act.resource)


@register("BC29")
class SongOfFreedom(VoxCard):
    """Return a city in a system you control to its owner's board, then seize the initiative
    if you still may; the card is shuffled back into the Court deck."""

    grammar = ((r"free the city of seat (\d) at " + SYS, lambda m: typed(
        FreeCity, int(m.group(1)), system(m.group(2)))),)

    def choices(self, s: State, seat: int) -> list[Action]:
        out = []
        for sid, row in s.bldg.items():
            if s.controller(sid) == seat:
                for owner in sorted({o for o, k, _ in row if k == "city"}):
                    out.append(Action(f"free the city of seat {owner} at {sid}"))
        return [*out, Action("decline")]

    def resolve(self, s: State, seat: int, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, FreeCity)
        owner, sid = act.owner, act.system
        row = s.bldg[sid]
        i = next(i for i, b in enumerate(row) if b[0] == owner and b[1] == "city")
        row.pop(i)
        s.cities_board[owner] += 1
        s.city_returned(owner)
        s.log(seat, f"returns seat {owner}'s city at {sid} to its board ({self.name})",
              self.rule)
        if s.seized is None and seat != s.initiative:
            s.push(self.ask(seat, "seize"))

    def ask_legal(self, s: State, ask: AbilityAsk) -> list[Action]:
        if ask.step == "seize":
            return [Action("seize the initiative"), Action("decline")]
        return self.choices(s, ask.seat)

    def ask_do(self, s: State, ask: AbilityAsk, action: Action) -> None:
        if ask.step != "seize":
            super().ask_do(s, ask, action)
        elif action == "decline":
            self.decline(s, ask.seat)
        else:
            s.seized = ask.seat
            s.log(ask.seat, f"seizes the initiative ({self.name})", self.rule)

    def vox_done(self, s: State, seat: int) -> None:
        s.court_deck += s.court_bottom
        s.court_bottom = []
        s.court_deck.append(self.card)
        s.court_deck.sort()
        s.log(None, f"{self.name} is shuffled back into the Court deck", self.rule)


@register("BC30")
class GuildStruggle(VoxCard):
    """Steal a Guild card from a rival; then every discarded Guild card is shuffled back into
    the Court deck, and the card is discarded."""

    def choices(self, s: State, seat: int) -> list[Action]:
        out = [Action(f"steal {COURT[c].name} from seat {r}") for r in range(s.n) if r != seat
               for c in s.stealable_cards(r)]
        return [*out, Action("decline")]

    def resolve(self, s: State, seat: int, action: Action) -> None:
        act = parse(action)
        assert isinstance(act, Steal) and act.rival is not None
        s.steal_guild_card(seat, act.rival, COURT_BY_NAME[act.what.lower()], self.rule)

    def vox_done(self, s: State, seat: int) -> None:
        guilds = [c for c in s.court_discard if COURT[c].kind == "guild"]
        for c in guilds:
            s.court_discard.remove(c)
        s.court_deck = sorted(s.court_deck + s.court_bottom + guilds)
        s.court_bottom = []
        s.court_discard.append(self.card)
        s.log(None, f"{self.name}: {plural(len(guilds), 'discarded Guild card')} shuffled back "
              f"into the Court deck; {self.name} is discarded", self.rule)


@register("BC31")
class CallToAction(VoxCard):
    """Draw 1 action card from the bottom of the action discard."""

    def on_secure(self, s: State, seat: int) -> None:
        s.log(seat, f"draws 1 action card from the bottom of the action discard ({self.name})",
              self.rule)
        s.push(("bottom_draw", seat, 1), ("vox_done", seat, self.card))
