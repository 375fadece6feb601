"""Arcs' state machine (base game and Leaders & Lore): the composition of the rulebook's
layers (``phases``), the options, views, prepared positions and invariants.

``tarotlab.arcs.rules:ArcsState`` is the game's class.
"""

from __future__ import annotations

from typing import Any

from ..core.engine import ALL, Action
from ..core.errors import TarotlabError
from ..core.rules import LEGAL, Verdict
from . import court
from .base import (
    _POOL_WORDS,
    AGENTS,
    CITIES,
    POWER_RULES,
    R_BATTLE,
    R_CATAPULT,
    R_FOLLOW,
    R_LEAD,
    R_OUTRAGE,
    R_PRELUDE,
    R_RAID,
    R_ROUND,
    SHIPS,
    STARPORTS,
    VAULT,
    VAULT_KEYS,
    adjacency,
    marker_value,
)
from .components import (
    AMBITIONS,
    COURT,
    COURT_BY_NAME,
    RESOURCES,
    THRESHOLD,
    TOKENS_PER_TYPE,
    plural,
)
from .grammar import parse_text
from .mapdata import SETUP_CARDS, SYSTEMS
from .phases.chapter import ChapterRules
from .views import ArcsPlayerView, ArcsView, BattleView, SystemView, TurnView


class ArcsState(ChapterRules):
    """Arcs' state machine (base game and Leaders & Lore): the composition of the rulebook's layers
    (``phases``), the options, views, prepared positions and invariants."""

    def _judge(self, action: Action) -> Verdict:
        """The verdict on an action: legal, the reason of the pending decision's ``_why_``,
        or else what is being decided and what its choices look like."""
        if action in self._legal():
            return LEGAL
        why = getattr(self, "_why_" + self.pending[0], None)
        verdict: Verdict | None = why(action) if why is not None else None
        return verdict if verdict is not None else self._not_a_choice(action)

    def _not_a_choice(self, action: Action) -> Verdict:
        legal = self._legal()
        shown = ", ".join(f"'{a}'" for a in legal[:4]) + (", …" if len(legal) > 4 else "")
        if action.kind not in {a.kind for a in legal}:
            return Verdict(False, self._pending_rule(), f"now {self._prompt()}, and '{action}' "
                           f"is another kind of decision (the choices: {shown})")
        return Verdict(False, self._pending_rule(), f"now {self._prompt()}; '{action}' is not "
                       f"possible in this position (the choices: {shown})")

    def _pending_rule(self) -> str:
        return {"lead": R_LEAD, "follow": R_FOLLOW, "turn": R_ROUND, "bonus": R_PRELUDE,
                "catapult": R_CATAPULT, "dice": R_BATTLE, "hit": "arcs R3", "raid": R_RAID,
                "ransack": R_OUTRAGE, "fit": "arcs R8", "place": "arcs R8",
                "mulligan": "arcs R10",
                "recover": "arcs: Elimination Recovery",
                "card": court.rule(self.pending[2]) if self.pending[0] == "card" else "",
                "power": POWER_RULES.get(self.pending[2], "") if self.pending[0] == "power"
                else "", "draft": "arcs: Leaders & Lore"
                }.get(self.pending[0], R_ROUND)

    def _prompt(self) -> str:
        kind = self.pending[0] if self.pending else "over"
        seat = self.pending[1] if len(self.pending) > 1 else None
        return {
            "setup": "chance draws the setup card",
            "court": "chance draws a Court card",
            "deal": f"chance deals a card to seat {self.pending[2] if kind == 'deal' else ''}",
            "die": f"chance rolls a {self.pending[2] if kind == 'die' else ''} die",
            "bottom": "chance draws from the bottom of the action discard",
            "pile": f"chance shuffles the cards seat {self.pending[2] if kind == 'pile' else ''}"
                    " discarded before they are placed",
            "power": f"seat {seat} decides for "
                     f"{POWER_RULES.get(self.pending[2], '').partition(': ')[2]}"
                     if kind == "power" else "",
            "reveal": "chance lays out the Leaders & Lore row",
            "draft": f"seat {seat} drafts a leader or a lore card",
            "card": f"seat {seat} decides for "
                    f"{COURT[self.pending[2]].name if kind == 'card' else ''}",
            "mulligan": f"seat {seat} may mulligan (discard the hand and draw 6)",
            "lead": f"seat {seat} leads a card or passes",
            "follow": f"seat {seat} surpasses, copies or pivots",
            "turn": f"seat {seat} acts ({self._turn_words()})",
            "bonus": f"seat {seat} takes the action its "
                     f"{self.pending[3] if kind == 'bonus' else ''} bought",
            "catapult": f"seat {seat} may Catapult on or stop",
            "dice": f"seat {seat} collects battle dice",
            "hit": f"seat {seat} assigns {plural(self.pending[3], _POOL_WORDS[self.pending[2]])}"
                   if kind == "hit" else "",
            "raid": f"seat {seat} spends raid keys",
            "ransack": f"seat {seat} ransacks the Court",
            "fit": f"seat {seat} has more resources than slots and discards one",
            "place": f"seat {seat} chooses the slot of the "
                     f"{self.excess[self.pending[1]][0] if kind == 'place' else ''} it gained",
            "recover": f"seat {seat} places 3 ships at a gate",
        }.get(kind, "the game is over")

    def record(self) -> Any:
        """The game's record; an edited position (scenario.Edit) has none (decisions only)."""
        if self.edits:
            raise TarotlabError("arcs: this position was edited with tarotlab.arcs.scenario.Edit, "
                                "so no record of decisions can replay it")
        return super().record()

    def _rebuild(self, decisions: Any) -> None:
        """Undo rebuilds from the decisions, re-applying edits where they were made."""
        if not self.edits:
            super()._rebuild(decisions)
            return
        edits = list(self.edits)
        fresh = self._fresh(self.options, autoplay=False)
        assert isinstance(fresh, ArcsState)

        def replay_edits(step: int) -> None:
            while edits and edits[0][0] == step:
                _, what, args = edits.pop(0)
                getattr(fresh, "_edit_" + what)(*args)
                fresh.edits.append((step, what, args))
                fresh._cache_legal = None

        for i, (_, act) in enumerate(decisions):
            replay_edits(i)
            fresh.legal_actions()
            fresh._apply_legal(act)
        replay_edits(len(decisions))
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def _edit_ships(self, seat: int, sid: str, fresh: int, damaged: int) -> None:
        if sid not in SYSTEMS:
            raise TarotlabError(f"arcs edit: unknown system {sid!r}")
        if sid not in self.fresh:
            raise TarotlabError(f"arcs edit: {sid} is out of play on {self.setup}")
        have = self.fresh[sid][seat] + self.damaged[sid][seat]
        if fresh + damaged - have > self.ships_left[seat]:
            raise TarotlabError(f"arcs edit: seat {seat} has only {self.ships_left[seat]} ships "
                                "in supply")
        self.ships_left[seat] += have - fresh - damaged
        self.fresh[sid][seat], self.damaged[sid][seat] = fresh, damaged

    def _edit_building(self, seat: int, sid: str, kind: str, damaged: bool) -> None:
        if kind not in ("city", "starport"):
            raise TarotlabError(f"arcs edit: a building is a city or a starport, not {kind!r}")
        if sid not in self.bldg or len(self.bldg[sid]) >= SYSTEMS[sid].slots:
            raise TarotlabError(f"arcs edit: {sid} has no empty building slot")
        if (self.cities_board if kind == "city" else self.ports_left)[seat] <= 0:
            raise TarotlabError(f"arcs edit: seat {seat} has no {kind} left")
        self._add_building(seat, sid, kind, damaged)

    def _edit_squeeze(self, seat: int) -> None:
        """After an edit returned a city: tokens under it move to the leftmost empty open slots;
        what does not fit goes back to the supply (an edit asks no one)."""
        room = self.open_slots(seat)
        for i in range(room, 6):
            kind = self.res[seat][i]
            if kind is None:
                continue
            self.res[seat][i] = None
            empty = [j for j in range(room) if self.res[seat][j] is None]
            if empty:
                self.res[seat][empty[0]] = kind
            else:
                self.supply[kind] += 1

    def _edit_clear(self, sid: str) -> None:
        for seat in range(self.n):
            self.ships_left[seat] += self.fresh[sid][seat] + self.damaged[sid][seat]
            self.fresh[sid][seat] = self.damaged[sid][seat] = 0
        for owner, kind, _ in self.bldg.get(sid, ()):
            if kind == "city":
                self.cities_board[owner] += 1
                self._edit_squeeze(owner)
            else:
                self.ports_left[owner] += 1
        if sid in self.bldg:
            self.bldg[sid] = []

    def _edit_gain(self, seat: int, resources: tuple[str, ...]) -> None:
        unknown = [r for r in resources if r not in RESOURCES]
        if unknown:
            raise TarotlabError(f"arcs edit: unknown resource {unknown[0]!r} "
                                f"({', '.join(RESOURCES)})")
        empty = self._empty_slots(seat)
        if len(resources) > len(empty):
            raise TarotlabError(f"arcs edit: seat {seat} has {len(empty)} empty open slots for "
                                f"{len(resources)} resources (drop some first)")
        for r in resources:
            if self.supply[r] < resources.count(r):
                raise TarotlabError(f"arcs edit: not enough {r} left in the supply")
        for r, index in zip(resources, empty, strict=False):  # leftmost first, no decision
            self.supply[r] -= 1
            self._put(seat, index, r)

    def _edit_drop(self, seat: int, resources: tuple[str, ...]) -> None:
        for r in resources:
            where = [i for i in (5, 4, 3, 2, 1, 0, VAULT) if self._token_at(seat, i) == r]
            if not where:
                raise TarotlabError(f"arcs edit: seat {seat} holds no {r}")
            self._lose_resource(seat, where[0])  # the rightmost on the board first
            self.supply[r] += 1

    def _edit_guild(self, seat: int, names: tuple[str, ...]) -> None:
        for name in names:
            cid = COURT_BY_NAME.get(name.lower())
            if cid is None or COURT[cid].kind != "guild":
                raise TarotlabError(f"arcs edit: {name!r} is not a Guild card")
            if cid in self.court_deck:
                self.court_deck.remove(cid)
            elif any(c == cid for c, _ in self.court):
                slot = next(i for i, (c, _) in enumerate(self.court) if c == cid)
                for owner, count in enumerate(self.court[slot][1]):
                    self._return_agents(owner, count)
                self.court[slot] = [None, [0] * self.n]
                self._push(("court_fill",))
            else:
                raise TarotlabError(f"arcs edit: {name} is not in the Court deck or row")
            self.guild[seat].append(cid)

    def _edit_agents(self, seat: int, name: str, count: int) -> None:
        slot = self._court_slot(name) if name.lower() in COURT_BY_NAME and any(
            c == COURT_BY_NAME[name.lower()] for c, _ in self.court) else None
        if slot is None:
            raise TarotlabError(f"arcs edit: {name!r} is not in the Court row")
        have = self.court[slot][1][seat]
        if count - have > self.agents_left[seat]:
            raise TarotlabError(f"arcs edit: seat {seat} has only {self.agents_left[seat]} agents")
        self.agents_left[seat] += have - count
        self.court[slot][1][seat] = count

    def _edit_captives(self, seat: int, owner: int, count: int) -> None:
        have = self.captives[seat][owner]
        if count - have > self.agents_left[owner]:
            raise TarotlabError(f"arcs edit: seat {owner} has only {self.agents_left[owner]} "
                                "agents")
        self.agents_left[owner] += have - count
        self.captives[seat][owner] = count

    def _edit_trophies(self, seat: int, owner: int, kind: str, count: int) -> None:
        supply = {"ship": self.ships_left, "starport": self.ports_left,
                  "agent": self.agents_left}.get(kind)
        if supply is None:
            raise TarotlabError("arcs edit: trophies are ships, starports or agents here")
        have = self.trophies[seat].get((owner, kind), 0)
        if count - have > supply[owner]:
            raise TarotlabError(f"arcs edit: seat {owner} has only {supply[owner]} {kind}s left")
        supply[owner] += have - count
        self.trophies[seat][(owner, kind)] = count

    def _edit_power(self, seat: int, value: int) -> None:
        if value < 0:
            raise TarotlabError("arcs edit: Power is never negative")
        self.power[seat] = value

    def _edit_declared(self, ambition: str) -> None:
        if not self.markers_avail:
            raise TarotlabError("arcs edit: no ambition marker is available")
        self.boxes[ambition].append(self.markers_avail.pop(0))

    def check_invariants(self) -> None:
        """Every piece, token and card exactly once somewhere; Power never negative (issue 6:
        conservation)."""
        n = self.n
        ship_map = [0] * n
        for sid in self.fresh:
            for s in range(n):
                assert self.fresh[sid][s] >= 0 and self.damaged[sid][s] >= 0, f"ships at {sid}"
                ship_map[s] += self.fresh[sid][s] + self.damaged[sid][s]
        built = {(s, k): 0 for s in range(n) for k in ("city", "starport")}
        for sid, row in self.bldg.items():
            if SYSTEMS[sid].is_gate:  # Gate Ports / Gate Stations: 1 of each per gate
                kinds = [k for _, k, _ in row]
                assert len(kinds) == len(set(kinds)), f"two buildings of a kind at gate {sid}"
            else:  # a Cloud City may stand beyond the slots, 1 per planet
                extra = 1 if self.options["leaders"] else 0
                assert len(row) <= SYSTEMS[sid].slots + extra, \
                    f"too many buildings at {sid}"
            for owner, kind, _ in row:
                built[(owner, kind)] += 1
        for s in range(n):
            def taken(kind: str, owner: int = s) -> int:
                return sum(t.get((owner, kind), 0) for t in self.trophies)
            assert self.ships_left[s] + ship_map[s] + taken("ship") == SHIPS, f"seat {s} ships"
            assert self.cities_board[s] + built[(s, "city")] + taken("city") == CITIES, \
                f"seat {s} cities"
            assert self.ports_left[s] + built[(s, "starport")] + taken("starport") == STARPORTS, \
                f"seat {s} starports"
            agents = (self.agents_left[s] + sum(a[s] for _, a in self.court)
                      + sum(c[s] for c in self.captives) + taken("agent")
                      + sum(1 for v in self.outrage[s].values() if v == "agent"))
            assert agents == AGENTS, f"seat {s} agents: {agents}"
            assert min(self.ships_left[s], self.cities_board[s], self.ports_left[s],
                       self.agents_left[s]) >= 0
            assert self.power[s] >= 0, "Power is never negative"
            held = [r for r in self.res[s] if r is not None]
            room = self.open_slots(s)
            assert all(r is None for r in self.res[s][room:]), f"seat {s}: a covered slot holds"
            # a token without a slot waits for its owner's decision, unless the game is over
            assert (not self.excess[s] or self._outcome is not None
                    or (self.pending[:2] in (("fit", s), ("place", s)))), \
                f"seat {s} holds resources without a slot"
            assert self.vault[s] is None or self.knows(s, "Ancient Holdings")
            assert len(held) <= room
        for kind in RESOURCES:
            total = (self.supply[kind] + self.limbo.count(kind)
                     + sum(h.count(kind) for h in (self.holdings(s) for s in range(n))))
            if self.n == 2:
                total += sum(1 for sid, sy in SYSTEMS.items() if sy.planet_type == kind
                             and self.setup and sy.cluster in SETUP_CARDS[self.setup].out_of_play)
            assert total == TOKENS_PER_TYPE, f"{kind} tokens: {total}"
        played = [c for _, c, _ in self.played] + [c for _, c in self.extras]
        cards = self.deck + self.discard + self.discard_top + self.discard_up + played + [
            c for h in self.hands for c in h]
        assert len(cards) == len(set(cards)) == (28 if n == 4 else 20), "action cards"
        court_cards = self.court_deck + self.court_discard + [c for c, _ in self.court if c] + [
            c for g in self.guild for c in g]
        court_cards += self.court_bottom + self.resolving + [c for _, c, _ in self.unions]
        assert len(court_cards) == len(set(court_cards)) == len(COURT), "Court cards"

    def _view(self, seat: int | None) -> ArcsView:
        everything = seat == ALL
        players = []
        for s in range(self.n):
            own = everything or seat == s
            ships, cities, ports = self.on_map(s)
            players.append(ArcsPlayerView(
                seat=s, power=self.power[s], hand=tuple(self.hands[s]) if own else None,
                hand_count=len(self.hands[s]), resources=tuple(self.res[s]),
                waiting=tuple(self.excess[s]), open_slots=self.open_slots(s),
                cities_on_board=self.cities_board[s], city_bonus=self.city_bonus(s),
                ships_supply=self.ships_left[s], starports_supply=self.ports_left[s],
                agents_supply=self.agents_left[s],
                trophies=tuple(sorted((o, k, c) for (o, k), c in self.trophies[s].items())),
                captives=tuple((o, c) for o, c in enumerate(self.captives[s]) if c),
                outrage=tuple(sorted(self.outrage[s].items())), guild=tuple(self.guild[s]),
                on_map=(ships, cities, ports), leader=self.leader[s], lore=tuple(self.lore[s]),
                vault=self.vault[s]))
        systems = tuple(SystemView(
            sid, tuple(zip(self.fresh[sid], self.damaged[sid], strict=True)),
            tuple(self.bldg.get(sid, ())), self.controller(sid)) for sid in self.fresh)
        played = tuple((s, c if (how != "copy" or everything or seat == s) else None, how)
                       for s, c, how in self.played)
        extras = tuple((s, c if everything or seat == s else None) for s, c in self.extras)
        turn = None
        if self.turn is not None:
            t = self.turn
            turn = TurnView(t["seat"], t["how"], t["suit"], t["pips"], t["prelude"],
                            self.allowed_kinds(), t["weapon"])
        battle = None
        if self.battle is not None:
            b = self.battle
            battle = BattleView(b["seat"], b["def"], b["sid"], tuple(b["queue"]),
                                tuple(b["rolled"]), b["keys"])
        catapult = None
        if self.move is not None:
            m = self.move
            catapult = (m["at"], m["f"], m["d"])
        return ArcsView(
            viewer=seat, n=self.n, chapter=self.chapter, setup=self.setup,
            out_of_play=tuple(SETUP_CARDS[self.setup].out_of_play) if self.setup else (),
            initiative=self.initiative, seized=self.seized, players=tuple(players),
            systems=systems,
            court=tuple((c, tuple(a)) for c, a in self.court),
            court_deck=len(self.court_deck), court_discard=tuple(self.court_discard),
            deck=len(self.deck), discard=len(self.discard) + len(self.discard_top),
            discard_up=tuple(self.discard_up),
            lead=(self.lead[0], self.lead[1], self.zeroed) if self.lead else None,
            played=played, extras=extras,
            ambitions=tuple((a, tuple(marker_value(m, self.flipped[m]) for m in self.boxes[a]),
                             self.phantom.get(a, 0)) for a in AMBITIONS),
            markers=tuple(marker_value(m, self.flipped[m]) for m in self.markers_avail),
            supply=tuple(self.supply.items()), limbo=tuple(self.limbo),
            court_bottom=len(self.court_bottom),
            ll_row=(tuple(self.ll_row["leader"]), tuple(self.ll_row["lore"])),
            unions=tuple(self.unions),
            seen=self.seen.get(seat) if isinstance(seat, int) and seat >= 0 else None,
            turn=turn, battle=battle, catapult=catapult, to_move=self.to_move,
            prompt=self._prompt(), outcome=self._outcome, threshold=THRESHOLD[self.n])

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_text(text)


__all__ = ["VAULT_KEYS", "ArcsPlayerView", "ArcsState", "ArcsView", "BattleView", "SystemView",
           "TurnView", "adjacency"]
